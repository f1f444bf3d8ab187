package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Bits;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * The search shared by pointing and claiming: a digit whose places in one unit all lie in a
 * second unit is removed from the rest of the second unit.
 */
final class LockedCandidates {
    private LockedCandidates() {
    }

    /**
     * Offers each step where the digit's places in a {@code from} unit (boxes when {@code pointing},
     * else rows and columns) all lie in one other unit; returns false when the sink stopped.
     */
    static boolean search(Candidates state, boolean pointing, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        if (!g.hasBoxes()) {
            return true;
        }
        int n = g.side();
        int first = pointing ? 2 * n : 0;
        int last = pointing ? 3 * n : 2 * n;
        for (int u = first; u < last; u++) {
            for (int d = 1; d <= n; d++) {
                int pos = state.positions(u, d);
                if (Bits.count(pos) < 2) {
                    continue;
                }
                int[] cells = g.unit(u);
                List<Integer> where = new ArrayList<>();
                for (int k : Bits.indexes(pos)) {
                    where.add(cells[k]);
                }
                for (int target : sharedUnits(g, where, u)) {
                    List<Candidate> elims = new ArrayList<>();
                    for (int cell : g.unit(target)) {
                        if (!where.contains(cell) && state.has(cell, d)) {
                            elims.add(new Candidate(cell, d));
                        }
                    }
                    if (elims.isEmpty()) {
                        continue;
                    }
                    String text = "In " + g.unitName(u) + ", " + Geometry.symbol(d) + " can only be in "
                            + Words.cells(g, where) + ", all in " + g.unitName(target) + ", which removes "
                            + Words.eliminations(g, elims) + ".";
                    Step step = Step.eliminating(technique, elims, List.of(u, target), where, List.of(),
                            DigitSet.of(d), text);
                    if (!sink.accept(step)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The units other than {@code except} (and of another kind than boxes-vs-lines) holding all the cells. */
    private static List<Integer> sharedUnits(Geometry g, List<Integer> cells, int except) {
        List<Integer> out = new ArrayList<>();
        int[] ids = g.unitIdsOf(cells.get(0));
        for (int id : ids) {
            if (id == except || g.kind(id) == g.kind(except)) {
                continue;
            }
            if ((g.kind(except) == Geometry.UnitKind.BOX) == (g.kind(id) == Geometry.UnitKind.BOX)) {
                continue;
            }
            boolean all = true;
            for (int c : cells) {
                boolean in = false;
                for (int x : g.unitIdsOf(c)) {
                    in |= x == id;
                }
                all &= in;
            }
            if (all) {
                out.add(id);
            }
        }
        return out;
    }
}
