package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** X-Wing: a digit confined to the same two columns in two rows (or rows in two columns) leaves the rest of those lines. */
public final class XWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.X_WING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 2, Fish.Kind.BASIC, technique(), sink);
    }
}
