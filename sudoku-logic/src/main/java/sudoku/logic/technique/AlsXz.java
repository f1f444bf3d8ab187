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
 * ALS-XZ: two almost locked sets A and B with a restricted common digit X (it cannot be in both).
 * One of them loses X and becomes locked, so any other common digit Z is in A or B: Z leaves every
 * cell seeing all of its places in both. With two restricted commons both sets are locked, and
 * each of their digits leaves the cells seeing all of its places.
 */
final class AlsXz implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.ALS_XZ;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        List<Als> sets = Als.all(state, context);
        for (int i = 0; i < sets.size(); i++) {
            state.checkCancelled();
            for (int j = i + 1; j < sets.size(); j++) {
                Als a = sets.get(i);
                Als b = sets.get(j);
                if (DigitSet.size(a.digits() & b.digits()) < 2 || a.overlaps(b)) {
                    continue;
                }
                int rcc = a.restrictedCommons(b);
                if (rcc == 0 || DigitSet.size(rcc) > 2) {
                    continue;
                }
                Step step = step(state, a, b, rcc);
                if (step != null && !sink.accept(step)) {
                    return;
                }
            }
        }
    }

    private Step step(Candidates state, Als a, Als b, int rcc) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        boolean doubly = DigitSet.size(rcc) == 2;
        for (int z = 1; z <= g.side(); z++) {
            boolean inA = DigitSet.contains(a.digits(), z);
            boolean inB = DigitSet.contains(b.digits(), z);
            boolean common = DigitSet.contains(rcc, z);
            if (inA && inB && (common ? doubly : !doubly)) {
                long[] t = a.seeing()[z].clone();
                NodeSet.and(t, b.seeing()[z]);
                remove(state, t, z, a, b, elims);
            } else if (doubly && !common) {
                // both sets are locked: every other digit of each lies in that set
                if (inA) {
                    remove(state, a.seeing()[z].clone(), z, a, b, elims);
                }
                if (inB) {
                    remove(state, b.seeing()[z].clone(), z, a, b, elims);
                }
            }
        }
        elims = new ArrayList<>(new java.util.TreeSet<>(elims));
        if (elims.isEmpty()) {
            return null;
        }
        List<Integer> units = List.of(a.unit(), b.unit());
        return Step.eliminating(technique(), elims, units, a.cellList(), b.cellList(), a.digits() | b.digits(),
                new AlsEvidence.AlsXz(a.group(), b.group(), rcc));
    }

    private static void remove(Candidates state, long[] targets, int z, Als a, Als b, List<Candidate> elims) {
        NodeSet.andNot(targets, a.members());
        NodeSet.andNot(targets, b.members());
        for (int c = NodeSet.next(targets, 0); c >= 0 && c < state.geometry().cellCount(); c = NodeSet.next(targets, c + 1)) {
            if (state.has(c, z)) {
                elims.add(new Candidate(c, z));
            }
        }
    }
}
