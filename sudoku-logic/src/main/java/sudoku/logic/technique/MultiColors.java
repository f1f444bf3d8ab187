package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * Multi-Colours: two separate colourings of one digit's conjugate pairs. When a colour of the
 * first sees (shares a unit with) a colour of the second, those two colours cannot both be true,
 * so one of the two opposite colours is: a cell seeing both opposite colours loses the digit. When
 * a colour sees both colours of the second, it cannot be true at all: its cells lose the digit.
 */
public final class MultiColors implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.MULTI_COLORS;
    }

    @Override
    public void find(Candidates state, StepSink sink) {
        Geometry g = state.geometry();
        for (int d = 1; d <= g.side(); d++) {
            state.checkCancelled();
            List<int[]> edges = new ArrayList<>();
            for (int u = 0; u < g.unitCount(); u++) {
                int[] pair = Patterns.conjugatePair(state, u, d);
                if (pair != null) {
                    edges.add(pair);
                }
            }
            Coloring col = new Coloring(g.cellCount(), edges);
            int k = col.components.size();
            for (int x = 0; x < k; x++) {
                if (col.contradictory.get(x)) {
                    continue;
                }
                for (int y = 0; y < k; y++) {
                    if (y == x || col.contradictory.get(y)) {
                        continue;
                    }
                    for (int i = 0; i < 2; i++) {
                        List<Integer> a = col.cellsOf(x, i);
                        boolean seesB0 = seesAny(state, a, col.cellsOf(y, 0));
                        boolean seesB1 = seesAny(state, a, col.cellsOf(y, 1));
                        List<Step> found = new ArrayList<>();
                        if (seesB0 && seesB1) {
                            found.add(wrap(state, d, a, col.cellsOf(y, 0), col.cellsOf(y, 1)));
                        }
                        for (int j = 0; j < 2 && y > x; j++) {
                            if (j == 0 ? seesB0 : seesB1) {
                                found.add(trap(state, d, a, col.cellsOf(y, j), col.cellsOf(x, 1 - i),
                                        col.cellsOf(y, 1 - j)));
                            }
                        }
                        for (Step s : found) {
                            if (s != null && !sink.accept(s)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    private Step wrap(Candidates state, int d, List<Integer> a, List<Integer> b0, List<Integer> b1) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        for (int c : a) {
            elims.add(new Candidate(c, d));
        }
        char digit = Geometry.symbol(d);
        String text = "Colouring the conjugate pairs of " + digit + ": " + Words.cells(g, a)
                + (a.size() == 1 ? " sees both " : " see both ")
                + Words.cells(g, b0) + " and " + Words.cells(g, b1) + ", the two colours of another colouring, "
                + "one of which holds " + digit + "; so " + Words.cells(g, a) + " cannot, which removes "
                + Words.eliminations(g, elims) + ".";
        List<Integer> other = new ArrayList<>(b0);
        other.addAll(b1);
        return Step.eliminating(technique(), elims, List.of(), a, other, DigitSet.of(d), text);
    }

    /**
     * The cells seeing both opposite colours lose the digit, coloured cells included (a cell of
     * colour {@code a} sees its conjugate partners in {@code oppA}): only the two opposite colours,
     * one of which holds the digit, keep it.
     */
    private Step trap(Candidates state, int d, List<Integer> a, List<Integer> b, List<Integer> oppA,
                      List<Integer> oppB) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (!state.has(cell, d) || oppA.contains(cell) || oppB.contains(cell)) {
                continue;
            }
            if (seesAny(state, List.of(cell), oppA) && seesAny(state, List.of(cell), oppB)) {
                elims.add(new Candidate(cell, d));
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        char digit = Geometry.symbol(d);
        String text = "Colouring the conjugate pairs of " + digit + " in two separate groups: " + Words.cells(g, a)
                + " and " + Words.cells(g, b) + " share a unit, so they cannot all be " + digit + ", and "
                + Words.cells(g, oppA) + " or " + Words.cells(g, oppB) + " (their opposite colours) hold it; "
                + "a cell seeing both loses it: " + Words.eliminations(g, elims) + ".";
        List<Integer> cells = new ArrayList<>(a);
        cells.addAll(b);
        List<Integer> other = new ArrayList<>(oppA);
        other.addAll(oppB);
        return Step.eliminating(technique(), elims, List.of(), cells, other, DigitSet.of(d), text);
    }

    private static boolean seesAny(Candidates state, List<Integer> from, List<Integer> to) {
        for (int c : from) {
            for (int t : to) {
                if (state.sees(c, t)) {
                    return true;
                }
            }
        }
        return false;
    }
}
