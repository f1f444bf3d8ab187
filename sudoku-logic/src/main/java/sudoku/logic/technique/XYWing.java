package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * XY-Wing: a pivot with candidates {x,y} sees two pincers {x,z} and {y,z}; whichever the pivot is,
 * one pincer is z, so cells seeing both pincers lose z.
 */
final class XYWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.XY_WING;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        for (int pivot : Patterns.bivalueCells(state)) {
            int pm = state.candidates(pivot);
            int[] peers = UnitTables.peers(g, pivot);
            for (int i = 0; i < peers.length; i++) {
                int a = peers[i];
                int am = state.candidates(a);
                if (state.digit(a) != 0 || DigitSet.size(am) != 2 || DigitSet.size(am & pm) != 1) {
                    continue;
                }
                for (int j = i + 1; j < peers.length; j++) {
                    int b = peers[j];
                    int bm = state.candidates(b);
                    if (state.digit(b) != 0 || DigitSet.size(bm) != 2 || DigitSet.size(bm & pm) != 1) {
                        continue;
                    }
                    int z = am & bm;
                    if ((am & pm) == (bm & pm) || DigitSet.size(z) != 1 || (z & pm) != 0) {
                        continue;
                    }
                    int zd = DigitSet.lowestDigit(z);
                    List<Candidate> elims = Patterns.seenByAll(state, zd, a, b);
                    if (elims.isEmpty()) {
                        continue;
                    }
                    Step step = Step.eliminating(technique(), elims, List.of(), List.of(pivot), List.of(a, b),
                            pm | z, new WingEvidence.Wing(pivot, pm, a, am, b, bm, zd));
                    if (!sink.accept(step)) {
                        return;
                    }
                }
            }
        }
    }
}
