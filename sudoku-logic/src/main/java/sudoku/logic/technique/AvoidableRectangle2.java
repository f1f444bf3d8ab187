package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Avoidable Rectangle Type 2: two corners placed while solving, the other two hold their completing digit and one same extra digit, which cells seeing both lose. */
public final class AvoidableRectangle2 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.AVOIDABLE_RECTANGLE_2;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Avoidable.search(state, 2, technique(), sink);
    }
}
