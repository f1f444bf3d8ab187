package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Locked Candidates Type 1 (Pointing): a digit confined to one row or column inside a box is removed from the rest of that row or column. */
public final class Pointing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.POINTING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        LockedCandidates.search(state, true, technique(), sink);
    }
}
