package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Premise;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainLength;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Propagation;

/**
 * Double forcing chain, Sudoku Explainer's "double implication": a candidate assumed true leads
 * by singles (then by singles and locked candidates) to a placement or a removal, and assumed
 * false leads to the same one; the candidate holds or it does not, so that conclusion does. The
 * verity of the two assumptions "A1 is 5" and "A1 is not 5", printed as two branches, the second
 * starting from the candidate removed. As in SE, the candidate's cell holds three candidates or
 * more (with two, the cell forcing chain says the same), and neither branch may contradict
 * itself (that is a forcing chain contradiction).
 */
final class DoubleForcingChain implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DOUBLE_FORCING_CHAIN;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        Forcing.tiered(List.of(Propagation.Rules.SINGLES, Propagation.Rules.LOCKED), technique(), context, sink,
                (rules, tierSink) -> find(state, context, rules, tierSink));
    }

    /** Offers the steps under {@code rules}; false once the sink stops. */
    private boolean find(Candidates state, SearchContext context, Propagation.Rules rules, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[] on = Forcing.all(state, context, rules);
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) != 0 || DigitSet.size(state.candidates(c)) < 3) {
                continue;
            }
            for (int d : DigitSet.digits(state.candidates(c))) {
                state.checkCancelled();
                Propagation yes = on[c * n + d - 1];
                if (yes.contradicts()) {
                    continue;
                }
                if (rules == Propagation.Rules.SINGLES && !leavesSingle(state, c, d)) {
                    continue; // nothing follows from the removal
                }
                Candidate a = new Candidate(c, d);
                Propagation no = Propagation.afterRemoving(state, List.of(a), rules);
                // a removal that places nothing leads nowhere a chain can be printed from
                if (no.contradicts() || no.placed.size() < 2) {
                    continue;
                }
                int cell = c;
                int digit = d;
                Step s = Forcing.verity(technique(), state, context, List.of(a, a), List.of(yes, no), rules,
                        () -> new Premise.OnOrOff(a), List.of(),
                        b -> b == 0 ? Forcing.lengths(state, context, cell, digit, rules)
                                : ChainLength.remove(state, cell, digit, rules));
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether removing {@code digit} from {@code cell}, a cell of three candidates or more, leaves
     * a single: only a unit of the cell down to one place of the digit (or none) can, since the
     * cell keeps two candidates. When none is, the removal places nothing under singles, and the
     * search skips the propagation that would show it.
     */
    private static boolean leavesSingle(Candidates state, int cell, int digit) {
        for (int u : UnitTables.unitIdsOf(state.geometry(), cell)) {
            if (Integer.bitCount(state.positions(u, digit)) <= 2) {
                return true;
            }
        }
        return false;
    }
}
