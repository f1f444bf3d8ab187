package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.AlsEvidence;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.NodeSet;

/**
 * ALS-XY-Wing: almost locked sets A and B each share a restricted common with a pivot set C, X with
 * A and Y with B (X not Y). C keeps X or Y, so A or B is locked and a digit Z of both A and B (other
 * than X and Y) is in A or B: Z leaves every cell seeing all of its places in both.
 */
final class AlsXyWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.ALS_XY_WING;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        List<Als> sets = Als.all(state, context);
        int n = sets.size();
        boolean overlapping = context.overlappingSets();
        List<List<int[]>> linked = Als.links(state, context);
        for (int c = 0; c < n; c++) {
            List<int[]> wings = linked.get(c);
            for (int p = 0; p < wings.size(); p++) {
                state.checkCancelled();
                for (int q = p + 1; q < wings.size(); q++) {
                    int[] wa = wings.get(p);
                    int[] wb = wings.get(q);
                    Step s = step(state, sets.get(wa[0]), sets.get(wb[0]), sets.get(c), wa[1], wb[1], overlapping);
                    if (s != null && !sink.accept(s)) {
                        return;
                    }
                }
            }
        }
    }

    private Step step(Candidates state, Als a, Als b, Als c, int xs, int ys, boolean overlapping) {
        int common = a.digits() & b.digits();
        if (common == 0 || !overlapping && a.overlaps(b)) {
            return null;
        }
        int zs = 0;
        for (int x : DigitSet.digits(xs)) {
            for (int y : DigitSet.digits(ys)) {
                if (x != y) {
                    zs |= common & ~DigitSet.of(x) & ~DigitSet.of(y);
                }
            }
        }
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        for (int z : DigitSet.digits(zs)) {
            long[] t = a.seeing()[z].clone();
            NodeSet.and(t, b.seeing()[z]);
            NodeSet.andNot(t, c.members());
            NodeSet.andNot(t, a.members());
            NodeSet.andNot(t, b.members());
            for (int cell = NodeSet.next(t, 0); cell >= 0 && cell < g.cellCount(); cell = NodeSet.next(t, cell + 1)) {
                if (state.has(cell, z)) {
                    elims.add(new Candidate(cell, z));
                }
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<Integer> wings = new ArrayList<>(a.cellList());
        wings.addAll(b.cellList());
        return Step.eliminating(technique(), elims, List.of(a.unit(), b.unit(), c.unit()), c.cellList(), wings,
                a.digits() | b.digits() | c.digits(),
                new AlsEvidence.AlsXyWing(c.group(), a.group(), b.group(), xs, ys, zs));
    }
}
