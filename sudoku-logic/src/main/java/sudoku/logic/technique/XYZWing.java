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
 * XYZ-Wing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; one of the three is z, so cells seeing
 * all three lose z.
 */
final class XYZWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.XYZ_WING;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        for (int pivot = 0; pivot < g.cellCount(); pivot++) {
            int pm = state.candidates(pivot);
            if (state.digit(pivot) != 0 || DigitSet.size(pm) != 3) {
                continue;
            }
            int[] peers = UnitTables.peers(g, pivot);
            for (int i = 0; i < peers.length; i++) {
                int a = peers[i];
                int am = state.candidates(a);
                if (state.digit(a) != 0 || DigitSet.size(am) != 2 || !DigitSet.within(am, pm)) {
                    continue;
                }
                for (int j = i + 1; j < peers.length; j++) {
                    int b = peers[j];
                    int bm = state.candidates(b);
                    if (state.digit(b) != 0 || DigitSet.size(bm) != 2 || !DigitSet.within(bm, pm) || am == bm) {
                        continue;
                    }
                    int zd = DigitSet.lowestDigit(am & bm);
                    List<Candidate> elims = Patterns.seenByAll(state, zd, pivot, a, b);
                    if (elims.isEmpty()) {
                        continue;
                    }
                    Step step = Step.eliminating(technique(), elims, List.of(), List.of(pivot), List.of(a, b), pm,
                            new WingEvidence.Wing(pivot, pm, a, am, b, bm, zd));
                    if (!sink.accept(step)) {
                        return;
                    }
                }
            }
        }
    }
}
