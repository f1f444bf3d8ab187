package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Franken Swordfish: a Swordfish whose base or cover sets include boxes. */
public final class FrankenSwordfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FRANKEN_SWORDFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 3, GeneralFish.Shape.FRANKEN, false, technique(), sink);
    }
}
