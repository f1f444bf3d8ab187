package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Mutant Swordfish: a Swordfish whose base or cover sets mix rows and columns (and boxes). */
public final class MutantSwordfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.MUTANT_SWORDFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 3, GeneralFish.Shape.MUTANT, false, technique(), sink);
    }
}
