package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Uniqueness Test 6: two diagonal corners hold only the pair, and one digit of the pair fits in
 * both rows (or both columns) only at the corners. It then fills one diagonal; on the other
 * diagonal the pattern would be complete, so it fills the diagonal of the pair-only corners and
 * leaves the other two.
 */
final class UniqueRectangle6 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_6;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        Rectangles.offer(state, sink, r -> {
            int exact = Rectangles.exactCorners(state, r);
            if (exact != 0b1001 && exact != 0b0110) {
                return List.of();
            }
            int[] c = r.cells();
            int x = exact == 0b1001 ? c[1] : c[0];
            int y = exact == 0b1001 ? c[2] : c[3];
            int n = g.side();
            int[][] lines = {{g.row(c[0]), g.row(c[2])}, {n + g.col(c[0]), n + g.col(c[1])}};
            List<Step> out = new ArrayList<>();
            for (int a : new int[] {r.a(), r.b()}) {
                for (int[] pair : lines) {
                    if (!onlyAtCorners(state, pair[0], a, c) || !onlyAtCorners(state, pair[1], a, c)) {
                        continue;
                    }
                    List<Candidate> elims = new ArrayList<>();
                    for (int cell : new int[] {x, y}) {
                        if (state.has(cell, a)) {
                            elims.add(new Candidate(cell, a));
                        }
                    }
                    Step s = Rectangles.step(technique(), r, elims, List.of(pair[0], pair[1]), List.of(x, y),
                            r.pair(), new UniquenessEvidence.UniqueRectangle(UniquenessEvidence.UniqueRectangle.Test.LOCKED_IN_LINES,
                                    r.pair(), DigitSet.of(a)));
                    if (s != null) {
                        out.add(s);
                    }
                    break;
                }
            }
            return out;
        });
    }

    /** Whether {@code digit} fits in the unit, and only at corners. */
    private static boolean onlyAtCorners(Candidates state, int unit, int digit, int[] corners) {
        boolean somewhere = false;
        for (int cell : UnitTables.unit(state.geometry(), unit)) {
            somewhere |= state.has(cell, digit);
            if (state.has(cell, digit) && cell != corners[0] && cell != corners[1] && cell != corners[2]
                    && cell != corners[3]) {
                return false;
            }
        }
        return somewhere;
    }
}
