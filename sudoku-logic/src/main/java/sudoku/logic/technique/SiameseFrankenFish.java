package sudoku.logic.technique;

import sudoku.logic.Candidates;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/**
 * Siamese Franken Fish: two finned Franken fish of one digit on the same base with different covers, each
 * removing something the other does not; the step takes both (see {@link SiameseFish}).
 */
public final class SiameseFrankenFish implements StepFinder {
    /** The finned fish of sizes 2 to 4. */
    private static final Technique[] KINDS = {
            Technique.FINNED_FRANKEN_X_WING, Technique.FINNED_FRANKEN_SWORDFISH, Technique.FINNED_FRANKEN_JELLYFISH};

    @Override
    public Technique technique() {
        return Technique.SIAMESE_FRANKEN_FISH;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        SiameseFish.findGeneral(state, GeneralFish.Shape.FRANKEN, KINDS, technique(), sink);
    }
}
