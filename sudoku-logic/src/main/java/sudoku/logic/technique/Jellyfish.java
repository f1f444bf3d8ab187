package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Jellyfish: the X-Wing with four rows and four columns. */
public final class Jellyfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.JELLYFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 4, Fish.Kind.BASIC, technique(), sink);
    }
}
