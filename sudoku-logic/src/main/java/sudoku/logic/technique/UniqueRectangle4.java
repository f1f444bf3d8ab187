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
 * Uniqueness Test 4: two corners hold only the pair; the other two share a unit where one digit
 * of the pair fits only in them, so both hold it or the other one, never the second digit.
 */
final class UniqueRectangle4 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_4;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        Rectangles.offer(state, sink, r -> {
            int[] roof = Rectangles.roof(state, r);
            if (roof == null) {
                return List.of();
            }
            int x = roof[0];
            int y = roof[1];
            List<Step> out = new ArrayList<>();
            for (int u : Rectangles.sharedUnits(g, x, y)) {
                for (int[] ab : new int[][] {{r.a(), r.b()}, {r.b(), r.a()}}) {
                    if (!onlyIn(state, u, ab[0], x, y)) {
                        continue;
                    }
                    List<Candidate> elims = new ArrayList<>();
                    for (int c : new int[] {x, y}) {
                        if (state.has(c, ab[1])) {
                            elims.add(new Candidate(c, ab[1]));
                        }
                    }
                    Step s = Rectangles.step(technique(), r, elims, List.of(u), List.of(x, y), r.pair(),
                            new UniquenessEvidence.UniqueRectangle(UniquenessEvidence.UniqueRectangle.Test.LOCKED_IN_UNIT, r.pair(),
                                    DigitSet.of(ab[0])));
                    if (s != null) {
                        out.add(s);
                    }
                }
            }
            return out;
        });
    }

    /**
     * Whether {@code digit}'s only places in unit {@code u} are cells {@code x} and {@code y} (one
     * of them at least: a digit already placed in the unit has no place left).
     */
    static boolean onlyIn(Candidates state, int u, int digit, int x, int y) {
        if (!state.has(x, digit) && !state.has(y, digit)) {
            return false;
        }
        for (int c : UnitTables.unit(state.geometry(), u)) {
            if (c != x && c != y && state.has(c, digit)) {
                return false;
            }
        }
        return true;
    }
}
