package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * Dual 2-String Kite: two 2-String Kites on the same two cells of a box. Cells {@code A} and
 * {@code B} of the box, in different rows and columns, each end a conjugate pair in its row and
 * one in its column, both leaving the box. A's row pair with B's column pair is one kite, B's row
 * pair with A's column pair the other; each removes the digit from the cells seeing both its far
 * ends, and the step takes both at once.
 */
public final class DualTwoStringKite implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.DUAL_TWO_STRING_KITE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.hasBoxes()) {
            return;
        }
        int n = g.side();
        for (int d = 1; d <= n; d++) {
            for (int b = 0; b < n; b++) {
                List<int[]> ends = new ArrayList<>();
                for (int cell : UnitTables.unit(g, 2 * n + b)) {
                    int rowFar = far(state, g.row(cell), cell, d, b);
                    int colFar = far(state, n + g.col(cell), cell, d, b);
                    if (rowFar >= 0 && colFar >= 0) {
                        ends.add(new int[] {cell, rowFar, colFar});
                    }
                }
                for (int i = 0; i < ends.size(); i++) {
                    for (int j = i + 1; j < ends.size(); j++) {
                        Step s = step(state, d, b, ends.get(i), ends.get(j));
                        if (s != null && !sink.accept(s)) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /** The other end of the conjugate pair of {@code d} in {@code unit} starting at {@code cell}, when it leaves box {@code b}; else -1. */
    private static int far(Candidates state, int unit, int cell, int d, int b) {
        int[] pair = Patterns.conjugatePair(state, unit, d);
        if (pair == null || (pair[0] != cell && pair[1] != cell)) {
            return -1;
        }
        int other = pair[0] == cell ? pair[1] : pair[0];
        return state.geometry().box(other) == b ? -1 : other;
    }

    private Step step(Candidates state, int d, int b, int[] a, int[] c) {
        Geometry g = state.geometry();
        if (g.row(a[0]) == g.row(c[0]) || g.col(a[0]) == g.col(c[0])) {
            return null;
        }
        List<Candidate> first = Patterns.seenByAll(state, d, a[1], c[2]);
        List<Candidate> second = Patterns.seenByAll(state, d, c[1], a[2]);
        if (first.isEmpty() || second.isEmpty()) {
            return null;
        }
        TreeSet<Candidate> both = new TreeSet<>(first);
        both.addAll(second);
        List<Candidate> elims = new ArrayList<>(both);
        String digit = String.valueOf(Geometry.symbol(d));
        String text = "In " + g.unitName(2 * n(g) + b) + ", " + g.cellName(a[0]) + " and " + g.cellName(c[0])
                + " each end a conjugate pair of " + digit + " in their row (" + g.cellName(a[1]) + ", "
                + g.cellName(c[1]) + ") and in their column (" + g.cellName(a[2]) + ", " + g.cellName(c[2])
                + "); so " + g.cellName(a[1]) + " or " + g.cellName(c[2]) + " is " + digit + ", and "
                + g.cellName(c[1]) + " or " + g.cellName(a[2]) + " is " + digit + ", which removes "
                + Words.eliminations(g, elims) + ".";
        return Step.eliminating(technique(), elims,
                List.of(g.row(a[0]), n(g) + g.col(a[0]), g.row(c[0]), n(g) + g.col(c[0]), 2 * n(g) + b),
                List.of(a[0], c[0]), List.of(a[1], a[2], c[1], c[2]), DigitSet.of(d), text);
    }

    private static int n(Geometry g) {
        return g.side();
    }
}
