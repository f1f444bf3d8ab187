package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * WXYZ-Wing: four cells holding four digits between them, where every digit but one ({@code z})
 * sits only in cells that all see each other, so each of those digits can fill at most one of the
 * four cells. Three such digits cannot fill four cells, so one of them is {@code z}: a cell seeing
 * every {@code z} of the four loses it. (Four cells in one unit are a naked quadruple instead.)
 */
final class WXYZWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.WXYZ_WING;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Limits.searchable(g)) {
            return;
        }
        int all = g.allDigits();
        for (int quad = 0b1111; quad <= all && quad > 0; quad = DigitSet.nextSameSize(quad)) {
            state.checkCancelled();
            List<Integer> inside = new ArrayList<>();
            for (int c = 0; c < g.cellCount(); c++) {
                int m = state.candidates(c);
                if (state.digit(c) == 0 && DigitSet.size(m) >= 2 && DigitSet.within(m, quad)) {
                    inside.add(c);
                }
            }
            int k = inside.size();
            // A digit shared by two cells that do not see each other is not restricted, and a wing
            // has one such digit at most: sets with two are passed over before their last cell.
            int[][] apart = new int[k][k];
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    int x = inside.get(a);
                    int y = inside.get(b);
                    apart[a][b] = state.sees(x, y) ? 0 : state.candidates(x) & state.candidates(y);
                }
            }
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    int unrestricted2 = apart[a][b];
                    if (DigitSet.size(unrestricted2) > 1) {
                        continue;
                    }
                    for (int c = b + 1; c < k; c++) {
                        int unrestricted3 = unrestricted2 | apart[a][c] | apart[b][c];
                        if (DigitSet.size(unrestricted3) > 1) {
                            continue;
                        }
                        for (int d = c + 1; d < k; d++) {
                            if (DigitSet.size(unrestricted3 | apart[a][d] | apart[b][d] | apart[c][d]) > 1) {
                                continue;
                            }
                            int[] cells = {inside.get(a), inside.get(b), inside.get(c), inside.get(d)};
                            Step s = wing(state, quad, cells);
                            if (s != null && !sink.accept(s)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    private Step wing(Candidates state, int quad, int[] cells) {
        int union = 0;
        for (int c : cells) {
            union |= state.candidates(c);
        }
        if (union != quad) {
            return null;
        }
        int z = 0;
        for (int digit : DigitSet.digits(quad)) {
            if (!restricted(state, cells, digit)) {
                if (z != 0) {
                    return null;
                }
                z = digit;
            }
        }
        if (z == 0) {
            return null;
        }
        List<Integer> zCells = new ArrayList<>();
        for (int c : cells) {
            if (state.has(c, z)) {
                zCells.add(c);
            }
        }
        int[] zs = zCells.stream().mapToInt(Integer::intValue).toArray();
        List<Candidate> elims = new ArrayList<>();
        for (Candidate e : Patterns.seenByAll(state, z, zs)) {
            if (!contains(cells, e.cell())) {
                elims.add(e);
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<Integer> cellList = List.of(cells[0], cells[1], cells[2], cells[3]);
        return Step.eliminating(technique(), elims, List.of(), cellList, zCells, quad,
                new WingEvidence.WxyzWing(cellList, quad, z));
    }

    /** Whether the cells holding {@code digit} all see each other. */
    private static boolean restricted(Candidates state, int[] cells, int digit) {
        for (int i = 0; i < cells.length; i++) {
            if (!state.has(cells[i], digit)) {
                continue;
            }
            for (int j = i + 1; j < cells.length; j++) {
                if (state.has(cells[j], digit) && !state.sees(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
