package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Avoidable Rectangle Type 1: three corners placed while solving; the fourth loses the digit that would make the rectangle swappable. */
public final class AvoidableRectangle1 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.AVOIDABLE_RECTANGLE_1;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Avoidable.search(state, 1, technique(), sink);
    }
}
