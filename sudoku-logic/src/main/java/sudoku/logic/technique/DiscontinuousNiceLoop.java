package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Discontinuous Nice Loop: a candidate assumed false leads, through a (grouped) chain, to its being true, so it is placed. */
public final class DiscontinuousNiceLoop implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DISCONTINUOUS_NICE_LOOP;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        ChainSearch.of(state, ChainGraph.Kind.GROUPED).placements(technique(), sink);
    }
}
