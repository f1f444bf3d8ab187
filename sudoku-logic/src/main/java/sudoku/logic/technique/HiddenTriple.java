package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Hidden Triple: three digits that fit only in three cells of a unit clear those cells of other candidates. */
public final class HiddenTriple implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.HIDDEN_TRIPLE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.hidden(state, 3, technique(), sink);
    }
}
