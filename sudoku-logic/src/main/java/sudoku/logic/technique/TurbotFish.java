package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;

/**
 * Turbot Fish on a variant: two units where a digit fits in exactly two cells each, one end of
 * each (the bases) sharing a third unit, so the bases cannot both hold the digit and one of the
 * other two ends (the tops) does; cells seeing both tops lose it. The proof asks of each of the
 * three units only that the digit goes in it once, so any unit serves: a diagonal, a Windoku
 * window, a jigsaw region as well as a row, a column or a box.
 *
 * <p>It is the community's name for the pattern in general; the plain board's own cases keep
 * their names and finders: two rows or two columns joined by a line are a Skyscraper, a row and a
 * column joined by a box (or, on a variant, by any other unit) a 2-String Kite. So this finder
 * looks only at patterns with a unit the variant adds (pairs or join), never at a plain board, and
 * leaves the row-and-column pairs to the kite.
 */
final class TurbotFish implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.TURBOT_FISH;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.isVariant()) {
            return;
        }
        int n = g.side();
        for (int d = 1; d <= n; d++) {
            List<int[]> pairs = new ArrayList<>();
            for (int u = 0; u < g.unitCount(); u++) {
                int[] pair = Patterns.conjugatePair(state, u, d);
                if (pair != null) {
                    pairs.add(new int[] {u, pair[0], pair[1]});
                }
            }
            for (int i = 0; i < pairs.size(); i++) {
                for (int j = i + 1; j < pairs.size(); j++) {
                    if (!pair(state, d, pairs.get(i), pairs.get(j), sink)) {
                        return;
                    }
                }
            }
        }
    }

    /** The fish of two conjugate pairs {@code {unit, cell, cell}}, each end of the first as a base; false when the sink wants no more. */
    private boolean pair(Candidates state, int d, int[] p, int[] q, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        if (p[0] < n && q[0] >= n && q[0] < 2 * n) {
            return true; // a row's and a column's pairs make a 2-String Kite, whatever joins them
        }
        for (int i = 1; i <= 2; i++) {
            for (int j = 1; j <= 2; j++) {
                int base1 = p[i];
                int base2 = q[j];
                int top1 = p[3 - i];
                int top2 = q[3 - j];
                if (base1 == base2 || base1 == top2 || top1 == base2 || top1 == top2) {
                    continue;
                }
                int join = joining(g, base1, base2);
                if (join < 0 || !(isVariants(g, p[0]) || isVariants(g, q[0]) || isVariants(g, join))) {
                    continue;
                }
                List<Candidate> elims = Patterns.seenByAll(state, d, top1, top2);
                if (elims.isEmpty()) {
                    continue;
                }
                Step step = Step.eliminating(technique(), elims, List.of(p[0], q[0], join), List.of(base1, base2),
                        List.of(top1, top2), DigitSet.of(d),
                        new SingleDigitEvidence.Skyscraper(d, p[0], q[0], base1, base2, join, top1, top2));
                if (!sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The first unit holding both bases, or -1. */
    private static int joining(Geometry g, int base1, int base2) {
        for (int u : UnitTables.unitIdsOf(g, base1)) {
            if (UnitTables.holds(g, u, base2)) {
                return u;
            }
        }
        return -1;
    }

    /** Whether a unit is one a variant adds: a diagonal, a window or a jigsaw region. */
    private static boolean isVariants(Geometry g, int unit) {
        Geometry.UnitKind k = g.kind(unit);
        return k == Geometry.UnitKind.DIAGONAL || k == Geometry.UnitKind.WINDOW || k == Geometry.UnitKind.REGION;
    }
}
