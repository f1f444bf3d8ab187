package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/** Full House: the last empty cell of a unit takes the one digit the unit still misses. */
final class FullHouse implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FULL_HOUSE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        boolean[] done = new boolean[g.cellCount()];
        for (int u = 0; u < g.unitCount(); u++) {
            int last = -1;
            int empties = 0;
            for (int cell : UnitTables.unit(g, u)) {
                if (state.digit(cell) == 0) {
                    empties++;
                    last = cell;
                }
            }
            if (empties != 1 || done[last]) {
                continue;
            }
            int missing = g.allDigits() & ~state.placedIn(u);
            if (DigitSet.size(missing) != 1 || !state.has(last, DigitSet.lowestDigit(missing))) {
                continue;
            }
            done[last] = true;
            int d = DigitSet.lowestDigit(missing);
            if (!sink.accept(Step.placing(technique(), new Candidate(last, d), List.of(u), List.of(last),
                    new SingleEvidence.FullHouse(u)))) {
                return;
            }
        }
    }
}
