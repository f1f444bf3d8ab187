package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Simple Colors Wrap: a colour seen twice in one unit is false, so its cells lose the digit. */
public final class SimpleColorsWrap implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SIMPLE_COLORS_WRAP;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        SimpleColors.search(state, true, technique(), sink);
    }
}
