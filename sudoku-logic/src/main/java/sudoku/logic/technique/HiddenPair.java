package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Hidden Pair: two digits that fit only in the same two cells of a unit clear those cells of other candidates. */
public final class HiddenPair implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.HIDDEN_PAIR;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.hidden(state, 2, technique(), sink);
    }
}
