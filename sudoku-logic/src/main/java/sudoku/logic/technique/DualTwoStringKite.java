package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Dual 2-String Kite: two 2-String Kites joined in one box by the same two cells. A kite of digit
 * {@code d} has a conjugate pair of {@code d} in a row and one in a column, which leave the box
 * from two of its cells {@code A} and {@code B}; the one of {@code A} and {@code B} that is not
 * {@code d} makes one far end {@code d}, so a cell seeing both far ends is not {@code d}. Two kites
 * on the same {@code A} and {@code B}, of one digit (A's row pair with B's column pair, and B's row
 * pair with A's column pair) or of two digits held by both cells (as HoDoKu pairs its kites), are
 * one step removing what both remove. On a variant board a diagonal, a window or a jigsaw region
 * joins the kites as a box does: {@code A} and {@code B} sharing any unit cannot both be {@code d}.
 */
final class DualTwoStringKite implements StepFinder {
    /** One kite: its digit, the box cells of its row and column pairs, their far ends, what it removes. */
    private record Kite(int digit, int rowCell, int rowFar, int colCell, int colFar, List<Candidate> elims) {
        SingleDigitEvidence.TwoStringKite evidence() {
            return new SingleDigitEvidence.TwoStringKite(digit, rowCell, rowFar, colCell, colFar);
        }

        boolean sameCells(Kite o) {
            return rowCell == o.rowCell && colCell == o.colCell || rowCell == o.colCell && colCell == o.rowCell;
        }
    }

    @Override
    public Technique technique() {
        return Technique.DUAL_TWO_STRING_KITE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.hasBoxes() && !g.isVariant()) {
            return;
        }
        int n = g.side();
        for (int b = 2 * n; b < g.unitCount(); b++) {
            List<Kite> kites = kites(state, b);
            for (int i = 0; i < kites.size(); i++) {
                for (int j = i + 1; j < kites.size(); j++) {
                    Kite x = kites.get(i);
                    Kite y = kites.get(j);
                    if (x.sameCells(y) && !(x.digit() == y.digit() && x.rowCell() == y.rowCell())
                            && !sink.accept(step(state, b, x, y))) {
                        return;
                    }
                }
            }
        }
    }

    /**
     * The kites of every digit joined in area {@code b} (a unit other than a row or column) that
     * remove something, by digit then cell; a pair of cells sharing several areas is joined in the
     * first only.
     */
    private static List<Kite> kites(Candidates state, int b) {
        Geometry g = state.geometry();
        int n = g.side();
        List<Kite> out = new ArrayList<>();
        int[] box = UnitTables.unit(g, b);
        for (int d = 1; d <= n; d++) {
            for (int a : box) {
                int rowFar = far(state, g.row(a), a, d, b);
                for (int c = rowFar < 0 ? box.length : 0; c < box.length; c++) {
                    int colFar = far(state, n + g.col(box[c]), box[c], d, b);
                    if (box[c] != a && colFar >= 0 && Patterns.sharedArea(g, a, box[c]) == b) {
                        List<Candidate> elims = Patterns.seenByAll(state, d, rowFar, colFar);
                        if (!elims.isEmpty()) {
                            out.add(new Kite(d, a, rowFar, box[c], colFar, elims));
                        }
                    }
                }
            }
        }
        return out;
    }

    /** The other end of the conjugate pair of {@code d} in {@code unit} starting at {@code cell}, when it leaves area {@code b}; else -1. */
    private static int far(Candidates state, int unit, int cell, int d, int b) {
        int[] pair = Patterns.conjugatePair(state, unit, d);
        if (pair == null || (pair[0] != cell && pair[1] != cell)) {
            return -1;
        }
        int other = pair[0] == cell ? pair[1] : pair[0];
        return UnitTables.holds(state.geometry(), b, other) ? -1 : other;
    }

    private Step step(Candidates state, int b, Kite x, Kite y) {
        Geometry g = state.geometry();
        int n = g.side();
        TreeSet<Candidate> both = new TreeSet<>(x.elims());
        both.addAll(y.elims());
        List<Candidate> elims = new ArrayList<>(both);
        List<Integer> units = new ArrayList<>();
        for (Kite k : List.of(x, y)) {
            for (int u : List.of(g.row(k.rowCell()), n + g.col(k.colCell()))) {
                if (!units.contains(u)) {
                    units.add(u);
                }
            }
        }
        units.add(b);
        return Step.eliminating(technique(), elims, units, List.of(x.rowCell(), x.colCell()),
                List.of(x.rowFar(), x.colFar(), y.rowFar(), y.colFar()), DigitSet.of(x.digit()) | DigitSet.of(y.digit()),
                new SingleDigitEvidence.DualTwoStringKite(x.evidence(), y.evidence()));
    }

}
