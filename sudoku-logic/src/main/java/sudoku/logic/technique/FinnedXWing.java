package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned X-Wing: an X-Wing with extra candidates (fins) in one box; only cells seeing the fins lose the digit. */
public final class FinnedXWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_X_WING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 2, Fish.Kind.FINNED, technique(), sink);
    }
}
