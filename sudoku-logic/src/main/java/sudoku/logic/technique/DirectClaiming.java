package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Direct Claiming: a claiming whose eliminations leave a digit one place in a unit, which is placed. */
public final class DirectClaiming implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DIRECT_CLAIMING;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Direct.search(state, new Claiming(), technique(), sink);
    }
}
