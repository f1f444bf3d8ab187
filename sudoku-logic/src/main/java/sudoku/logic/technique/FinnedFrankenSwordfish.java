package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Franken Swordfish: a Franken Swordfish with fins; only cover cells seeing every fin lose the digit. */
public final class FinnedFrankenSwordfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_FRANKEN_SWORDFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 3, GeneralFish.Shape.FRANKEN, true, technique(), sink);
    }
}
