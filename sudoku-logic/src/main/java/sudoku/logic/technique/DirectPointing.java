package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Direct Pointing: a pointing whose eliminations leave a digit one place in a unit, which is placed. */
public final class DirectPointing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DIRECT_POINTING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Direct.search(state, new Pointing(), technique(), sink);
    }
}
