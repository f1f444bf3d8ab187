package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
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
 * Uniqueness Test 3: two corners hold only the pair; the other two, in one unit, must hold one of
 * their extra digits, so they act as one cell with those extras. With {@code k} other cells of the
 * unit they form a naked subset of {@code k+1} digits, which leave the rest of the unit.
 */
final class UniqueRectangle3 implements StepFinder {
    /** The largest number of other cells joined with the pseudo-cell. */
    private static final int MAX_OTHERS = 3;

    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_3;
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
            int extras = (state.candidates(x) | state.candidates(y)) & ~r.pair();
            if (DigitSet.size(extras) < 2) {
                return List.of();
            }
            // Subsets by their cells: the same cells locking the same digits in two units (a
            // column and a box, say) make one step with the eliminations of both.
            java.util.Map<List<Integer>, Lock> locks = new java.util.LinkedHashMap<>();
            for (int u : Rectangles.sharedUnits(g, x, y)) {
                List<Integer> pool = new ArrayList<>();
                for (int c : UnitTables.unit(g, u)) {
                    if (c != x && c != y && state.digit(c) == 0) {
                        pool.add(c);
                    }
                }
                for (int k = 1; k <= Math.min(MAX_OTHERS, pool.size() - 1); k++) {
                    for (int pick = (1 << k) - 1; pick < (1 << pool.size()); pick = DigitSet.nextSameSize(pick)) {
                        Lock lock = subset(state, u, extras, pool, pick, k);
                        if (lock != null) {
                            locks.merge(lock.chosen(), lock, Lock::and);
                        }
                    }
                }
            }
            List<Step> out = new ArrayList<>();
            for (Lock lock : locks.values()) {
                List<Integer> secondary = new ArrayList<>(List.of(x, y));
                secondary.addAll(lock.chosen());
                Step s = Rectangles.step(technique(), r, lock.elims(), lock.units(), secondary, lock.digits(),
                        new UniquenessEvidence.UniqueRectangle(UniquenessEvidence.UniqueRectangle.Test.NAKED_SUBSET, r.pair(), extras));
                if (s != null) {
                    out.add(s);
                }
            }
            return out;
        });
    }

    /** A naked subset of the roof and {@code chosen} in {@code units}, and what it removes there. */
    private record Lock(List<Integer> chosen, int digits, List<Integer> units, List<Candidate> elims) {
        Lock and(Lock other) {
            List<Integer> u = new ArrayList<>(units);
            u.addAll(other.units);
            List<Candidate> e = new ArrayList<>(elims);
            other.elims.stream().filter(c -> !e.contains(c)).forEach(e::add);
            return new Lock(chosen, digits, u, e);
        }
    }

    private static Lock subset(Candidates state, int u, int extras, List<Integer> pool, int pick, int k) {
        int digits = extras;
        List<Integer> chosen = new ArrayList<>();
        for (int i : DigitSet.indexes(pick)) {
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
        return new Lock(chosen.stream().sorted().toList(), digits, List.of(u), elims);
    }
}
