package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Premise;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Propagation;

/**
 * Unit forcing chain: each place of a digit in one unit, assumed in turn, leads by singles and
 * locked candidates to the same placement or elimination, which therefore holds. Graded by
 * Sudoku Explainer's tiers as the cell forcing chain is: static links first, then singles, then
 * singles and locked candidates (see {@link Forcing#tier}).
 * <p>
 * Every unit is tried. SE's static tier is narrower: it starts a unit's chains only from the
 * digit's first place in the unit, in the order it reads the unit's cells, and only when that
 * cell holds three or more candidates. Which place comes first changes when the grid is turned,
 * so SE rates some puzzles differently turned; following it would make equivalent grids rate
 * apart. Keeping only the units SE tries in every orientation (each place that comes first in
 * some orientation in a cell of three or more candidates) agrees with SE less often on the
 * puzzles it rated, so no unit is left out.
 */
final class UnitForcingChain implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.UNIT_FORCING_CHAIN;
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
        for (int u = 0; u < g.unitCount(); u++) {
            for (int d = 1; d <= g.side(); d++) {
                state.checkCancelled();
                List<Candidate> assumptions = new ArrayList<>();
                List<Integer> cells = new ArrayList<>();
                for (int c : UnitTables.unit(g, u)) {
                    if (state.has(c, d)) {
                        assumptions.add(new Candidate(c, d));
                        cells.add(c);
                    }
                }
                if (assumptions.size() < 2) {
                    continue;
                }
                int unit = u;
                int digit = d;
                var s = Forcing.verity(technique(), state, context, assumptions, rules,
                        () -> new Premise.UnitHolds(unit, digit, cells), List.of(u));
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return true;
    }
}
