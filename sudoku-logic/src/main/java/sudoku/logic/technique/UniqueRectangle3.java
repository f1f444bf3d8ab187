package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Bits;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * Uniqueness Test 3: two corners hold only the pair; the other two, in one unit, must hold one of
 * their extra digits, so they act as one cell with those extras. With {@code k} other cells of the
 * unit they form a naked subset of {@code k+1} digits, which leave the rest of the unit.
 */
public final class UniqueRectangle3 implements StepFinder {
    /** The largest number of other cells joined with the pseudo-cell. */
    private static final int MAX_OTHERS = 3;

    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_3;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Geometry g = state.geometry();
        Rectangles.offer(state, sink, r -> {
            int[] roof = Rectangles.roof(state, r);
            if (roof == null) {
                return List.of();
            }
            int x = roof[0];
            int y = roof[1];
            int extras = (state.candidates(x) | state.candidates(y)) & ~r.pair();
            if (DigitSet.size(extras) < 2) {
                return List.of();
            }
            List<Step> out = new ArrayList<>();
            for (int u : Rectangles.sharedUnits(g, x, y)) {
                List<Integer> pool = new ArrayList<>();
                for (int c : g.unit(u)) {
                    if (c != x && c != y && state.digit(c) == 0) {
                        pool.add(c);
                    }
                }
                for (int k = 1; k <= Math.min(MAX_OTHERS, pool.size() - 1); k++) {
                    for (int pick = (1 << k) - 1; pick < (1 << pool.size()); pick = Bits.nextSameCount(pick)) {
                        Step s = subset(state, r, u, x, y, extras, pool, pick, k);
                        if (s != null) {
                            out.add(s);
                        }
                    }
                }
            }
            return out;
        });
    }

    private Step subset(Candidates state, Rectangles.Rectangle r, int u, int x, int y, int extras,
                        List<Integer> pool, int pick, int k) {
        Geometry g = state.geometry();
        int digits = extras;
        List<Integer> chosen = new ArrayList<>();
        for (int i : Bits.indexes(pick)) {
            digits |= state.candidates(pool.get(i));
            chosen.add(pool.get(i));
        }
        if (DigitSet.size(digits) != k + 1) {
            return null;
        }
        List<Candidate> elims = new ArrayList<>();
        for (int c : pool) {
            if (!chosen.contains(c)) {
                for (int d : DigitSet.digits(state.candidates(c) & digits)) {
                    elims.add(new Candidate(c, d));
                }
            }
        }
        String reason = "So " + Words.cells(g, List.of(x, y)) + " hold one of " + Words.digits(extras)
                + ", and with " + Words.cells(g, chosen) + " they lock " + Words.digits(digits) + " in " + g.unitName(u);
        List<Integer> secondary = new ArrayList<>(List.of(x, y));
        secondary.addAll(chosen);
        return Rectangles.step(technique(), state, r, elims, List.of(u), secondary, digits, reason);
    }
}
