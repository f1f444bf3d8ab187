package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Naked Triple: three cells of a unit holding only three digits remove them from the rest of the unit. */
public final class NakedTriple implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.NAKED_TRIPLE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.naked(state, 3, technique(), sink);
    }
}
