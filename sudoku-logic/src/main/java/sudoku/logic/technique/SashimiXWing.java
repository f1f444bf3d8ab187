package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Sashimi X-Wing: a finned X-Wing that would be incomplete without its fins. */
public final class SashimiXWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SASHIMI_X_WING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 2, Fish.Kind.SASHIMI, technique(), sink);
    }
}
