package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Naked Quadruple: four cells of a unit holding only four digits remove them from the rest of the unit. */
public final class NakedQuad implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.NAKED_QUAD;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Subsets.naked(state, 4, technique(), sink);
    }
}
