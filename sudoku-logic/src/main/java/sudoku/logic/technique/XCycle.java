package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** X-Cycle: an X-Chain whose ends cannot both hold the digit closes into a loop; each link then holds exactly one of its two ends, so a cell seeing both ends of a link loses the digit. */
public final class XCycle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.X_CYCLE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.X_CHAIN).loops(technique(), sink);
    }
}
