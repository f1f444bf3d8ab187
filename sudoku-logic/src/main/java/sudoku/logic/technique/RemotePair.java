package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
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
 * Remote Pair: a chain of at least four cells with the same two candidates, each seeing the next,
 * alternates between the two digits; a cell seeing two cells of opposite parity (that do not see
 * each other) can hold neither digit.
 */
final class RemotePair implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.REMOTE_PAIR;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        List<Integer> bivalue = Patterns.bivalueCells(state);
        TreeSet<Integer> masks = new TreeSet<>();
        for (int c : bivalue) {
            masks.add(state.candidates(c));
        }
        for (int mask : masks) {
            List<int[]> edges = new ArrayList<>();
            for (int i = 0; i < bivalue.size(); i++) {
                for (int j = i + 1; j < bivalue.size(); j++) {
                    int a = bivalue.get(i);
                    int b = bivalue.get(j);
                    if (state.candidates(a) == mask && state.candidates(b) == mask && state.sees(a, b)) {
                        edges.add(new int[] {a, b});
                    }
                }
            }
            Coloring col = new Coloring(g.cellCount(), edges);
            for (int id = 0; id < col.components.size(); id++) {
                if (col.components.get(id).size() < 4 || col.contradictory.get(id)) {
                    continue;
                }
                List<Integer> even = col.cellsOf(id, 0);
                List<Integer> odd = col.cellsOf(id, 1);
                List<Candidate> elims = new ArrayList<>();
                for (int cell = 0; cell < g.cellCount(); cell++) {
                    if (col.component[cell] == id || (state.candidates(cell) & mask) == 0
                            || !seesRemotePair(state, cell, even, odd)) {
                        continue;
                    }
                    for (int d : DigitSet.digits(state.candidates(cell) & mask)) {
                        elims.add(new Candidate(cell, d));
                    }
                }
                if (elims.isEmpty()) {
                    continue;
                }
                Step step = Step.eliminating(technique(), elims, List.of(), even, odd, mask,
                        new ColouringEvidence.RemotePair(mask, even, odd));
                if (!sink.accept(step)) {
                    return;
                }
            }
        }
    }

    private static boolean seesRemotePair(Candidates state, int cell, List<Integer> even, List<Integer> odd) {
        for (int a : even) {
            if (!state.sees(cell, a)) {
                continue;
            }
            for (int b : odd) {
                if (state.sees(cell, b) && !state.sees(a, b)) {
                    return true;
                }
            }
        }
        return false;
    }
}
