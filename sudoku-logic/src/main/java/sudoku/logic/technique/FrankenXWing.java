package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Franken X-Wing: an X-Wing whose base or cover sets include a box. */
public final class FrankenXWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FRANKEN_X_WING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 2, GeneralFish.Shape.FRANKEN, false, technique(), sink);
    }
}
