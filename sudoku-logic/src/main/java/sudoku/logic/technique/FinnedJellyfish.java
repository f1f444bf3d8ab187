package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Finned Jellyfish: a Jellyfish with fins in one box. */
public final class FinnedJellyfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FINNED_JELLYFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 4, Fish.Kind.FINNED, technique(), sink);
    }
}
