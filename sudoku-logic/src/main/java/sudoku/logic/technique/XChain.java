package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** X-Chain: a chain of one digit through its conjugate pairs; either end holds the digit, so no cell seeing both ends can. */
public final class XChain implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.X_CHAIN;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.X_CHAIN).eliminations(technique(), sink);
    }
}
