package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Premise;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Propagation;

/**
 * Cell forcing chain: each candidate of one cell, assumed in turn, leads by singles and locked
 * candidates to the same placement or elimination, which therefore holds. As Sudoku Explainer
 * grades them, chains of static links from cells of three or more candidates come first (multiple
 * forcing chains); when there are none, chains by singles (dynamic), then by singles and locked
 * candidates (see {@link Forcing#tier}).
 */
final class CellForcingChain implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.CELL_FORCING_CHAIN;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        Forcing.tiered(Forcing.VERITY_TIERS, technique(), context, sink,
                (rules, tierSink) -> find(state, context, rules, tierSink));
    }

    /** Offers the steps under {@code rules}; false once the sink stops. */
    private boolean find(Candidates state, SearchContext context, Propagation.Rules rules, StepSink sink) {
        Geometry g = state.geometry();
        // A cell of two candidates has static chains of its own: the XY-chains and AICs.
        int fewest = rules == Propagation.Rules.STATIC ? 3 : 2;
        for (int c = 0; c < g.cellCount(); c++) {
            state.checkCancelled();
            int m = state.candidates(c);
            if (state.digit(c) != 0 || DigitSet.size(m) < fewest) {
                continue;
            }
            List<Candidate> assumptions = new ArrayList<>();
            for (int d : DigitSet.digits(m)) {
                assumptions.add(new Candidate(c, d));
            }
            int cell = c;
            Step s = Forcing.verity(technique(), state, context, assumptions, rules,
                    () -> new Premise.CellHolds(cell, m), List.of());
            if (s != null && !sink.accept(s)) {
                return false;
            }
        }
        return true;
    }
}
