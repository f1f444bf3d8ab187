package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Mutant Squirmbag: a fish of five base and five cover units mixing rows, columns and boxes, with fins. */
public final class FinnedMutantSquirmbag implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_MUTANT_SQUIRMBAG;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 5, GeneralFish.Shape.MUTANT, true, technique(), sink);
    }
}
