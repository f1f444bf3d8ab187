package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/** Sashimi Jellyfish: a finned Jellyfish that would be incomplete without its fins. */
public final class SashimiJellyfish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SASHIMI_JELLYFISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Fish.search(state, 4, Fish.Kind.SASHIMI, technique(), sink);
    }
}
