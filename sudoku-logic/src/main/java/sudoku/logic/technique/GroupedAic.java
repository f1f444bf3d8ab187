package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Grouped Alternating Inference Chain: as an AIC, with groups (a digit's places in one box and one line) as nodes. */
public final class GroupedAic implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.GROUPED_AIC;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.GROUPED).eliminations(technique(), sink);
    }
}
