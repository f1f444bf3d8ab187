package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Mutant Jellyfish: a Jellyfish whose base or cover sets mix rows and columns (and boxes). */
public final class MutantJellyfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.MUTANT_JELLYFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 4, GeneralFish.Shape.MUTANT, false, technique(), sink);
    }
}
