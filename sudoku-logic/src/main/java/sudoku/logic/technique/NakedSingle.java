package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/** Naked Single: a cell with one candidate left takes it. */
final class NakedSingle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.NAKED_SINGLE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int m = state.candidates(cell);
            if (state.digit(cell) != 0 || DigitSet.size(m) != 1) {
                continue;
            }
            int d = DigitSet.lowestDigit(m);
            int seen = m;
            for (int peer : g.peers(cell)) {
                if (state.digit(peer) != 0) {
                    seen |= DigitSet.of(state.digit(peer));
                }
            }
            if (!sink.accept(Step.placing(technique(), new Candidate(cell, d), List.of(), List.of(cell),
                    new SingleEvidence.NakedSingle(g.allDigits() & ~seen)))) {
                return;
            }
        }
    }
}
