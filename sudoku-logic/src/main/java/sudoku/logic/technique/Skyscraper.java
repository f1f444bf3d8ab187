package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Skyscraper: two rows (or columns) where a digit fits in exactly two cells, one end of each in
 * the same column; one of the two other ends is the digit, so cells seeing both lose it.
 */
final class Skyscraper implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.SKYSCRAPER;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int d = 1; d <= n; d++) {
            for (int orientation = 0; orientation < 2; orientation++) {
                int first = orientation == 0 ? 0 : n;
                for (int a = 0; a < n; a++) {
                    int pa = state.positions(first + a, d);
                    if (DigitSet.size(pa) != 2) {
                        continue;
                    }
                    for (int b = a + 1; b < n; b++) {
                        int pb = state.positions(first + b, d);
                        if (DigitSet.size(pb) != 2 || DigitSet.size(pa & pb) != 1) {
                            continue;
                        }
                        int shared = DigitSet.lowestIndex(pa & pb);
                        int topA = DigitSet.lowestIndex(pa & ~(pa & pb));
                        int topB = DigitSet.lowestIndex(pb & ~(pa & pb));
                        int ta = cellOf(g, orientation, a, topA);
                        int tb = cellOf(g, orientation, b, topB);
                        List<Candidate> elims = Patterns.seenByAll(state, d, ta, tb);
                        if (elims.isEmpty()) {
                            continue;
                        }
                        int ba = cellOf(g, orientation, a, shared);
                        int bb = cellOf(g, orientation, b, shared);
                        Step step = Step.eliminating(technique(), elims, List.of(first + a, first + b),
                                List.of(ba, bb), List.of(ta, tb), DigitSet.of(d),
                                new SingleDigitEvidence.Skyscraper(d, first + a, first + b, ba, bb, (n - first) + shared, ta, tb));
                        if (!sink.accept(step)) {
                            return;
                        }
                    }
                }
            }
        }
    }

    private static int cellOf(Geometry g, int orientation, int line, int index) {
        return orientation == 0 ? g.cell(line, index) : g.cell(index, line);
    }
}
