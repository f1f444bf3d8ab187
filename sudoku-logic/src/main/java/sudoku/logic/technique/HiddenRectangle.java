package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
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
 * Hidden Rectangle: one corner holds only the pair; in the row and the column of the opposite
 * corner one digit of the pair fits only in the rectangle. The opposite corner then cannot be the
 * other digit: the two corners beside it would take the first digit and complete the pattern.
 */
final class HiddenRectangle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.HIDDEN_RECTANGLE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        Rectangles.offer(state, sink, r -> {
            int exact = Rectangles.exactCorners(state, r);
            List<Step> out = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                if ((exact & (1 << i)) == 0) {
                    continue;
                }
                // d may hold only the pair too: the argument does not need extra digits there
                int d = r.cells()[r.opposite(i)];
                int row = g.row(d);
                int col = g.side() + g.col(d);
                // the corners beside d: the one in d's row and the one in d's column
                int besideRow = -1;
                int besideCol = -1;
                for (int c : r.cells()) {
                    if (c != d && g.row(c) == g.row(d)) {
                        besideRow = c;
                    } else if (c != d && g.col(c) == g.col(d)) {
                        besideCol = c;
                    }
                }
                for (int[] ab : new int[][] {{r.a(), r.b()}, {r.b(), r.a()}}) {
                    if (!UniqueRectangle4.onlyIn(state, row, ab[0], d, besideRow)
                            || !UniqueRectangle4.onlyIn(state, col, ab[0], d, besideCol)
                            || !state.has(d, ab[1])) {
                        continue;
                    }
                    List<Candidate> elims = List.of(new Candidate(d, ab[1]));
                    out.add(Rectangles.step(technique(), r, elims, List.of(row, col), List.of(d), r.pair(),
                            new UniquenessEvidence.HiddenRectangle(r.pair(), ab[0], r.cells()[i], besideRow, besideCol)));
                }
            }
            return out;
        });
    }
}
