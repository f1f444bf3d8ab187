package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Locked Candidates Type 2 (Claiming): a digit confined to one box inside a row or column is removed from the rest of that box. */
public final class Claiming implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.CLAIMING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        LockedCandidates.search(state, false, technique(), sink);
    }
}
