package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Continuous Nice Loop: an alternating chain (candidates, cells, units and groups) whose ends cannot both be true closes into a loop; exactly one end of every link then holds, so a candidate that cannot be true with either end of a link is false. */
public final class ContinuousNiceLoop implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.CONTINUOUS_NICE_LOOP;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.GROUPED).loops(technique(), sink);
    }
}
