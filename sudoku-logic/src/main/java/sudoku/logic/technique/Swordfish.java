package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Swordfish: the X-Wing with three rows and three columns. */
public final class Swordfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SWORDFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 3, Fish.Kind.BASIC, technique(), sink);
    }
}
