package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Mutant X-Wing: a Mutant X-Wing with fins; only cover cells seeing every fin lose the digit. */
public final class FinnedMutantXWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_MUTANT_X_WING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 2, GeneralFish.Shape.MUTANT, true, technique(), sink);
    }
}
