package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ColouringEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Multi-Colours: two separate colourings of one digit's conjugate pairs. When a colour of the
 * first sees (shares a unit with) a colour of the second, those two colours cannot both be true,
 * so one of the two opposite colours is: a cell seeing both opposite colours loses the digit. When
 * a colour sees both colours of the second, it cannot be true at all: its cells lose the digit.
 */
final class MultiColors implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.MULTI_COLORS;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
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
                    List<Step> found = new ArrayList<>();
                    List<int[]> links = new ArrayList<>();
                    for (int i = 0; i < 2; i++) {
                        List<Integer> a = col.cellsOf(x, i);
                        boolean seesB0 = seesAny(state, a, col.cellsOf(y, 0));
                        boolean seesB1 = seesAny(state, a, col.cellsOf(y, 1));
                        if (seesB0 && seesB1) {
                            found.add(wrap(d, a, col.cellsOf(y, 0), col.cellsOf(y, 1)));
                        }
                        for (int j = 0; j < 2; j++) {
                            if (j == 0 ? seesB0 : seesB1) {
                                links.add(new int[] {i, j});
                            }
                        }
                    }
                    if (y > x && !links.isEmpty()) {
                        found.add(trap(state, col, d, x, y, links));
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

    private Step wrap(int d, List<Integer> a, List<Integer> b0, List<Integer> b1) {
        List<Candidate> elims = new ArrayList<>();
        for (int c : a) {
            elims.add(new Candidate(c, d));
        }
        List<Integer> other = new ArrayList<>(b0);
        other.addAll(b1);
        return Step.eliminating(technique(), elims, List.of(), a, other, DigitSet.of(d),
                new ColouringEvidence.MultiColorsWrap(d, a, b0, b1));
    }

    /**
     * For each link, a colour of {@code x} seeing a colour of {@code y}, the two opposite colours
     * hold the digit between them: a cell seeing both loses it, coloured cells included (a cell
     * of the linked colour sees its conjugate partners). One step takes every link of the two
     * colourings.
     */
    private Step trap(Candidates state, Coloring col, int d, int x, int y, List<int[]> links) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        List<ColouringEvidence.MultiColorsTrap.ColourPair> why = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        List<Integer> other = new ArrayList<>();
        for (int[] link : links) {
            List<Integer> a = col.cellsOf(x, link[0]);
            List<Integer> b = col.cellsOf(y, link[1]);
            List<Integer> oppA = col.cellsOf(x, 1 - link[0]);
            List<Integer> oppB = col.cellsOf(y, 1 - link[1]);
            List<Candidate> here = new ArrayList<>();
            for (int cell = 0; cell < g.cellCount(); cell++) {
                if (state.has(cell, d) && !oppA.contains(cell) && !oppB.contains(cell)
                        && seesAny(state, List.of(cell), oppA) && seesAny(state, List.of(cell), oppB)) {
                    here.add(new Candidate(cell, d));
                }
            }
            if (here.isEmpty()) {
                continue;
            }
            here.stream().filter(c -> !elims.contains(c)).forEach(elims::add);
            why.add(new ColouringEvidence.MultiColorsTrap.ColourPair(a, b, oppA, oppB));
            a.stream().filter(c -> !cells.contains(c)).forEach(cells::add);
            b.stream().filter(c -> !cells.contains(c)).forEach(cells::add);
            oppA.stream().filter(c -> !other.contains(c)).forEach(other::add);
            oppB.stream().filter(c -> !other.contains(c)).forEach(other::add);
        }
        if (elims.isEmpty()) {
            return null;
        }
        return Step.eliminating(technique(), elims, List.of(), cells, other, DigitSet.of(d),
                new ColouringEvidence.MultiColorsTrap(d, why));
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
