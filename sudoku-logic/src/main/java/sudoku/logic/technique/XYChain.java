package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** XY-Chain: a chain of bivalue cells; one end or the other holds the shared digit, so no cell seeing both ends can. */
public final class XYChain implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.XY_CHAIN;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.XY_CHAIN).eliminations(technique(), sink);
    }
}
