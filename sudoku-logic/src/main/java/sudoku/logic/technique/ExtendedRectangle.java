package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Extended Unique Rectangle, type 1: the unique rectangle's argument on two rows and three
 * columns (or two columns and three rows) with three digits. Six empty cells where two rows meet
 * three columns, each column's two cells in one box: were all six among three digits, each row
 * would hold all three and each column two different ones, and swapping the two rows' digits would
 * keep every row, column and box whole, a second solution. So when five of the cells hold nothing
 * but three digits, the sixth cannot be any of them. On a variant board each crossing line's two
 * cells must lie together in every diagonal, window, region and cage holding one of them (a
 * jigsaw's regions stand for the boxes), so that the exchange keeps those units too
 * ({@link DeadlyPatterns}).
 */
final class ExtendedRectangle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.EXTENDED_UNIQUE_RECTANGLE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        int[] union = new int[n];
        for (boolean rows : new boolean[] {true, false}) {
            for (int l1 = 0; l1 < n; l1++) {
                state.checkCancelled();
                for (int l2 = l1 + 1; l2 < n; l2++) {
                    // per crossing line: the digits of its two cells, or 0 when it cannot take part
                    for (int x = 0; x < n; x++) {
                        int a = rows ? g.cell(l1, x) : g.cell(x, l1);
                        int b = rows ? g.cell(l2, x) : g.cell(x, l2);
                        boolean fits = state.digit(a) == 0 && state.digit(b) == 0 && (!g.hasBoxes() || g.box(a) == g.box(b))
                                && DeadlyPatterns.pairSwapKeeps(g, a, b);
                        union[x] = fits ? state.candidates(a) | state.candidates(b) : 0;
                    }
                    // at most one cell has other digits, so two of the three crossing lines hold three digits at most
                    for (int x = 0; x < n; x++) {
                        if (union[x] == 0) {
                            continue;
                        }
                        for (int y = x + 1; y < n; y++) {
                            if (union[y] == 0) {
                                continue;
                            }
                            for (int z = y + 1; z < n; z++) {
                                if (union[z] == 0 || DigitSet.size(union[x] | union[y]) > 3
                                        && DigitSet.size(union[x] | union[z]) > 3 && DigitSet.size(union[y] | union[z]) > 3) {
                                    continue;
                                }
                                int[] across = {x, y, z};
                                int[] cells = new int[6];
                                for (int k = 0; k < 3; k++) {
                                    cells[k] = rows ? g.cell(l1, across[k]) : g.cell(across[k], l1);
                                    cells[3 + k] = rows ? g.cell(l2, across[k]) : g.cell(across[k], l2);
                                }
                                if (!offer(state, cells, sink)) {
                                    return;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * Offers the step of six cells (three on each of two lines, in the order of the lines crossing
     * them), if one cell has other candidates than the rest's three digits; false to stop.
     */
    private boolean offer(Candidates state, int[] cells, StepSink sink) {
        for (int i = 0; i < 6; i++) {
            int three = 0;
            for (int j = 0; j < 6; j++) {
                if (j != i) {
                    three |= state.candidates(cells[j]);
                }
            }
            int sixth = state.candidates(cells[i]);
            if (DigitSet.size(three) != 3 || (sixth & ~three) == 0 || (sixth & three) == 0) {
                continue;
            }
            List<Candidate> elims = new ArrayList<>();
            for (int d : DigitSet.digits(sixth & three)) {
                elims.add(new Candidate(cells[i], d));
            }
            List<Integer> all = new ArrayList<>();
            for (int c : cells) {
                all.add(c);
            }
            return sink.accept(Step.eliminating(technique(), elims, List.of(), all, List.of(cells[i]), three,
                    lines(state.geometry(), cells)));
        }
        return true;
    }

    /** The evidence of six cells: their two lines (unit ids) and the three lines crossing them. */
    private static UniquenessEvidence.ExtendedRectangle lines(Geometry g, int[] cells) {
        int n = g.side();
        if (g.row(cells[0]) == g.row(cells[1])) {
            return new UniquenessEvidence.ExtendedRectangle(List.of(g.row(cells[0]), g.row(cells[3])),
                    List.of(n + g.col(cells[0]), n + g.col(cells[1]), n + g.col(cells[2])));
        }
        return new UniquenessEvidence.ExtendedRectangle(List.of(n + g.col(cells[0]), n + g.col(cells[3])),
                List.of(g.row(cells[0]), g.row(cells[1]), g.row(cells[2])));
    }
}
