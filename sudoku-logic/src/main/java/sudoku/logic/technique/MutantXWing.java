package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Mutant X-Wing: an X-Wing whose base or cover sets mix rows and columns (and boxes). */
public final class MutantXWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.MUTANT_X_WING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 2, GeneralFish.Shape.MUTANT, false, technique(), sink);
    }
}
