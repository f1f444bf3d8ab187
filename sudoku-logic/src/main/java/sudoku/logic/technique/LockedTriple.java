package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Locked Triple: three cells of a box, in one row or column, holding only three digits remove them from the rest of both units. */
public final class LockedTriple implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.LOCKED_TRIPLE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.locked(state, 3, technique(), sink);
    }
}
