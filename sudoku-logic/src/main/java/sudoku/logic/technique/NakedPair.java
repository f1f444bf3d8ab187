package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Naked Pair: two cells of a unit holding the same two candidates remove them from the rest of the unit. */
public final class NakedPair implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.NAKED_PAIR;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.naked(state, 2, technique(), sink);
    }
}
