package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Simple Colors Trap: a cell seeing both colours of a digit's conjugate-pair chain loses the digit. */
public final class SimpleColorsTrap implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SIMPLE_COLORS_TRAP;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        SimpleColors.search(state, false, technique(), sink);
    }
}
