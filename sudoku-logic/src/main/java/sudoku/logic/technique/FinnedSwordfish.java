package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Swordfish: a Swordfish with fins in one box. */
public final class FinnedSwordfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_SWORDFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 3, Fish.Kind.FINNED, technique(), sink);
    }
}
