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
 * The search shared by the two simple-colouring rules. For one digit, cells linked by conjugate
 * pairs get alternate colours: one colour holds the digit, the other does not.
 * Trap: a cell seeing both colours loses the digit. Wrap: two cells of one colour in one unit make
 * that colour false, so all its cells lose the digit.
 */
final class SimpleColors {
    /** The finder of simple colours' trap or wrap. */
    record Finder(Technique technique, boolean wrap) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            search(state, wrap, technique, sink);
        }
    }

    private SimpleColors() {
    }

    /** Offers each trap (or wrap, when {@code wrap}) step; returns false when the sink stopped. */
    static boolean search(Candidates state, boolean wrap, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        for (int d = 1; d <= g.side(); d++) {
            List<int[]> edges = new ArrayList<>();
            for (int u = 0; u < g.unitCount(); u++) {
                int[] pair = Patterns.conjugatePair(state, u, d);
                if (pair != null) {
                    edges.add(pair);
                }
            }
            Coloring col = new Coloring(g.cellCount(), edges);
            for (int id = 0; id < col.components.size(); id++) {
                if (col.components.get(id).size() < 3 || col.contradictory.get(id)) {
                    continue;
                }
                List<Integer> a = col.cellsOf(id, 0);
                List<Integer> b = col.cellsOf(id, 1);
                Step step = wrap ? wrap(state, d, a, b, technique) : trap(state, col, id, d, a, b, technique);
                if (step != null && !sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Step trap(Candidates state, Coloring col, int id, int d, List<Integer> a, List<Integer> b,
                             Technique technique) {
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (col.component[cell] == id || !state.has(cell, d)) {
                continue;
            }
            if (seesAny(state, cell, a) && seesAny(state, cell, b)) {
                elims.add(new Candidate(cell, d));
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        return Step.eliminating(technique, elims, List.of(), a, b, DigitSet.of(d),
                new ColouringEvidence.SimpleColors(d, a, b, List.of()));
    }

    private static Step wrap(Candidates state, int d, List<Integer> a, List<Integer> b, Technique technique) {
        for (List<Integer> colour : List.of(a, b)) {
            for (int i = 0; i < colour.size(); i++) {
                for (int j = i + 1; j < colour.size(); j++) {
                    if (state.sees(colour.get(i), colour.get(j))) {
                        List<Candidate> elims = new ArrayList<>();
                        for (int cell : colour) {
                            elims.add(new Candidate(cell, d));
                        }
                        List<Integer> other = colour == a ? b : a;
                        return Step.eliminating(technique, elims, List.of(), colour, other, DigitSet.of(d),
                                new ColouringEvidence.SimpleColors(d, colour, other, List.of(colour.get(i), colour.get(j))));
                    }
                }
            }
        }
        return null;
    }

    private static boolean seesAny(Candidates state, int cell, List<Integer> cells) {
        for (int c : cells) {
            if (state.sees(cell, c)) {
                return true;
            }
        }
        return false;
    }
}
