package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Direct Hidden Triple: a hidden triple whose eliminations leave a digit one place in a unit, which is placed. */
public final class DirectHiddenTriple implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DIRECT_HIDDEN_TRIPLE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Direct.search(state, new HiddenTriple(), technique(), sink);
    }
}
