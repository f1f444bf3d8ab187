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
 * 2-String Kite: a row and a column where a digit fits in exactly two cells, one end of each in
 * the same box; the two far ends cannot both be empty of the digit, so cells seeing both lose it.
 * On a variant the two near ends may share any other unit instead of a box: a jigsaw region, a
 * Windoku window or a diagonal. The proof is the same, since it asks of that unit only that the
 * digit goes in it once: both near ends cannot hold the digit, so a far end does. A box comes
 * first when the near ends share one and something else too.
 */
final class TwoStringKite implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.TWO_STRING_KITE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.hasBoxes() && !g.isVariant()) {
            return;
        }
        int n = g.side();
        for (int d = 1; d <= n; d++) {
            for (int r = 0; r < n; r++) {
                int[] row = Patterns.conjugatePair(state, r, d);
                if (row == null) {
                    continue;
                }
                for (int c = 0; c < n; c++) {
                    int[] col = Patterns.conjugatePair(state, n + c, d);
                    if (col == null) {
                        continue;
                    }
                    for (int i = 0; i < 2; i++) {
                        for (int j = 0; j < 2; j++) {
                            int inBoxRow = row[i];
                            int inBoxCol = col[j];
                            int farRow = row[1 - i];
                            int farCol = col[1 - j];
                            int link = Patterns.sharedArea(g, inBoxRow, inBoxCol);
                            if (inBoxRow == inBoxCol || inBoxRow == farCol || farRow == inBoxCol || farRow == farCol
                                    || link < 0) {
                                continue;
                            }
                            List<Candidate> elims = Patterns.seenByAll(state, d, farRow, farCol);
                            if (elims.isEmpty()) {
                                continue;
                            }
                            Step step = Step.eliminating(technique(), elims,
                                    List.of(r, n + c, link), List.of(inBoxRow, inBoxCol),
                                    List.of(farRow, farCol), DigitSet.of(d),
                                    new SingleDigitEvidence.TwoStringKite(d, inBoxRow, farRow, inBoxCol, farCol));
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
