package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Alternating Inference Chain: strong and weak links between candidates, in cells and units; one end or the other is true, so a candidate weakly linked to both ends is false. */
public final class Aic implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.AIC;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.AIC).eliminations(technique(), sink);
    }
}
