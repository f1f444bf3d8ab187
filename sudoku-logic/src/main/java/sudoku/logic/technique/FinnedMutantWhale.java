package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Mutant Whale: a fish of six base and six cover units mixing rows, columns and boxes, with fins. */
public final class FinnedMutantWhale implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_MUTANT_WHALE;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        GeneralFish.search(state, 6, GeneralFish.Shape.MUTANT, true, technique(), sink);
    }
}
