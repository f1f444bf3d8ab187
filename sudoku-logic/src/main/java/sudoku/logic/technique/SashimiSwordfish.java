package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Sashimi Swordfish: a finned Swordfish that would be incomplete without its fins. */
public final class SashimiSwordfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SASHIMI_SWORDFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 3, Fish.Kind.SASHIMI, technique(), sink);
    }
}
