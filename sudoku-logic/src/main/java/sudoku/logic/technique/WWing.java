package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.WingEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * W-Wing: two cells {x,y} that do not see each other, and a unit where x fits only in two cells,
 * one seeing each; the two cannot both be x, so one is y, and cells seeing both lose y.
 */
final class WWing implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.W_WING;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        List<Integer> bivalue = Patterns.bivalueCells(state);
        for (int i = 0; i < bivalue.size(); i++) {
            int c1 = bivalue.get(i);
            int mask = state.candidates(c1);
            for (int j = i + 1; j < bivalue.size(); j++) {
                int c2 = bivalue.get(j);
                if (state.candidates(c2) != mask || state.sees(c1, c2)) {
                    continue;
                }
                for (int x : DigitSet.digits(mask)) {
                    int y = DigitSet.lowestDigit(mask & ~DigitSet.of(x));
                    List<Candidate> elims = Patterns.seenByAll(state, y, c1, c2);
                    if (elims.isEmpty()) {
                        continue;
                    }
                    for (int u = 0; u < g.unitCount(); u++) {
                        int[] pair = Patterns.conjugatePair(state, u, x);
                        if (pair == null) {
                            continue;
                        }
                        for (int k = 0; k < 2; k++) {
                            int e1 = pair[k];
                            int e2 = pair[1 - k];
                            if (e1 == c1 || e1 == c2 || e2 == c1 || e2 == c2
                                    || !state.sees(e1, c1) || !state.sees(e2, c2)) {
                                continue;
                            }
                            Step step = Step.eliminating(technique(), elims, List.of(u), List.of(c1, c2),
                                    List.of(e1, e2), mask, new WingEvidence.WWing(c1, c2, mask, u, x, e1, e2));
                            if (!sink.accept(step)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }
}
