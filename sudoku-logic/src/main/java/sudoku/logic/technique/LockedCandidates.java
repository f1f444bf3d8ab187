package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SubsetEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The search shared by pointing and claiming: a digit whose places in one unit all lie in a
 * second unit is removed from the rest of the second unit. Pointing starts from an area (a box,
 * and on variant boards a jigsaw region or a window), claiming from a line (a row, a column, and
 * on X boards a diagonal); the second unit is any other unit the places share, so a diagonal's
 * digit locked in a box, or a box's digit locked in a window, is found as on a classic board.
 */
final class LockedCandidates {
    /** The finder of pointing (a box's digit confined to a line) or claiming (a line's digit confined to a box). */
    record Finder(Technique technique, boolean pointing) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            search(state, pointing, technique, sink);
        }
    }

    private LockedCandidates() {
    }

    /**
     * Offers each step where the digit's places in a unit (an area when {@code pointing}, else a
     * line) all lie in one other unit; returns false when the sink stopped.
     */
    static boolean search(Candidates state, boolean pointing, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int u = 0; u < g.unitCount(); u++) {
            if (isArea(g.kind(u)) != pointing) {
                continue;
            }
            for (int d = 1; d <= n; d++) {
                int pos = state.positions(u, d);
                if (DigitSet.size(pos) < 2) {
                    continue;
                }
                int[] cells = UnitTables.unit(g, u);
                int first = cells[DigitSet.lowestIndex(pos)];
                for (int target : UnitTables.unitIdsOf(g, first)) {
                    if (target == u || !allIn(g, cells, pos, target)) {
                        continue;
                    }
                    List<Candidate> elims = null;
                    for (int cell : UnitTables.unit(g, target)) {
                        if (state.has(cell, d) && !UnitTables.holds(g, u, cell)) {
                            if (elims == null) {
                                elims = new ArrayList<>();
                            }
                            elims.add(new Candidate(cell, d));
                        }
                    }
                    if (elims == null) {
                        continue;
                    }
                    List<Integer> where = new ArrayList<>();
                    for (int k : DigitSet.indexes(pos)) {
                        where.add(cells[k]);
                    }
                    Step step = Step.eliminating(technique, elims, List.of(u, target), where, List.of(),
                            DigitSet.of(d), new SubsetEvidence.LockedCandidates(u, target));
                    if (!sink.accept(step)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether a unit of this kind is an area (pointing starts there) rather than a line. */
    private static boolean isArea(Geometry.UnitKind kind) {
        return kind == Geometry.UnitKind.BOX || kind == Geometry.UnitKind.REGION || kind == Geometry.UnitKind.WINDOW;
    }

    /** Whether the cells of {@code unit} marked in {@code pos} all lie in unit {@code target}. */
    private static boolean allIn(Geometry g, int[] unit, int pos, int target) {
        for (int m = pos; m != 0; m = DigitSet.withoutLowest(m)) {
            if (!UnitTables.holds(g, target, unit[DigitSet.lowestIndex(m)])) {
                return false;
            }
        }
        return true;
    }
}
