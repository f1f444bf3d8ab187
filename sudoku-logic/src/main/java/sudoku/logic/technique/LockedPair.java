package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Locked Pair: two cells of a box, in one row or column, holding the same two candidates remove them from the rest of both units. */
public final class LockedPair implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.LOCKED_PAIR;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.locked(state, 2, technique(), sink);
    }
}
