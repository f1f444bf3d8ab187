package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Hidden Quadruple: four digits that fit only in four cells of a unit clear those cells of other candidates. */
public final class HiddenQuad implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.HIDDEN_QUAD;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.hidden(state, 4, technique(), sink);
    }
}
