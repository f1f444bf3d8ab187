package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Franken Jellyfish: a Jellyfish whose base or cover sets include boxes. */
public final class FrankenJellyfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FRANKEN_JELLYFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 4, GeneralFish.Shape.FRANKEN, false, technique(), sink);
    }
}
