package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Mutant Jellyfish: a Mutant Jellyfish with fins; only cover cells seeing every fin lose the digit. */
public final class FinnedMutantJellyfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_MUTANT_JELLYFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 4, GeneralFish.Shape.MUTANT, true, technique(), sink);
    }
}
