package sudoku.logic.technique;

import java.util.List;
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
 * Empty Rectangle: in a box, a digit fits only in one row and one column (an L or a cross), so it
 * is in that row or that column. A conjugate pair outside the box with one end in the row (or
 * column) forbids the digit where its other end's line crosses the box's column (or row).
 *
 * <p>On a variant a Windoku window or a jigsaw region plays the box's part whenever its places
 * for the digit lie in one row and one column. The proof asks nothing else of the box. Say the
 * pair lies in column X, its near end in the area's row r, its far end elsewhere in X, and the
 * target is where the far end's row crosses the area's column c (X is not c; the pair's cells and
 * the target lie outside the area). If the target held the digit, the area's cells in column c
 * could not, so the area's digit would lie in row r; the near end, in row r outside the area,
 * would then be empty of it, so the far end would hold it, in the target's row: twice in one row.
 * Rows and columns swap places for a pair in a row.
 */
final class EmptyRectangle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.EMPTY_RECTANGLE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int d = 1; d <= n; d++) {
            for (int area = 2 * n; area < g.unitCount(); area++) {
                if (!isArea(g.kind(area))) {
                    continue;
                }
                int[] cells = UnitTables.unit(g, area);
                int rows = 0;
                int cols = 0;
                for (int cell : cells) {
                    rows |= 1 << g.row(cell);
                    cols |= 1 << g.col(cell);
                }
                for (int r = 0; r < n; r++) {
                    for (int c = 0; (rows & 1 << r) != 0 && c < n; c++) {
                        if ((cols & 1 << c) == 0 || !isEmptyRectangle(state, cells, d, r, c)) {
                            continue;
                        }
                        for (int orientation = 0; orientation < 2; orientation++) {
                            if (!scan(state, d, area, r, c, orientation, sink)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    /** Whether a unit of this kind can play the box's part: a box, a Windoku window or a jigsaw region. */
    private static boolean isArea(Geometry.UnitKind kind) {
        return kind == Geometry.UnitKind.BOX || kind == Geometry.UnitKind.WINDOW || kind == Geometry.UnitKind.REGION;
    }

    /** Whether the area's places for d all lie in row r or column c, with some off the crossing in each. */
    private static boolean isEmptyRectangle(Candidates state, int[] area, int d, int r, int c) {
        Geometry g = state.geometry();
        boolean inRowOnly = false;
        boolean inColOnly = false;
        for (int cell : area) {
            if (!state.has(cell, d)) {
                continue;
            }
            boolean inRow = g.row(cell) == r;
            boolean inCol = g.col(cell) == c;
            if (!inRow && !inCol) {
                return false;
            }
            inRowOnly |= inRow && !inCol;
            inColOnly |= inCol && !inRow;
        }
        return inRowOnly && inColOnly;
    }

    /**
     * orientation 0: conjugate pairs in columns other than c, outside the area, one end in row r;
     * the other end's row crosses column c. orientation 1: the same with rows and columns swapped.
     */
    private boolean scan(Candidates state, int d, int area, int r, int c, int orientation, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int line = 0; line < n; line++) {
            int unit = orientation == 0 ? n + line : line;
            int[] pair = Patterns.conjugatePair(state, unit, d);
            if (pair == null || line == (orientation == 0 ? c : r) || UnitTables.holds(g, area, pair[0])
                    || UnitTables.holds(g, area, pair[1])) {
                continue;
            }
            for (int i = 0; i < 2; i++) {
                int near = pair[i];
                int far = pair[1 - i];
                boolean nearOnLine = orientation == 0 ? g.row(near) == r : g.col(near) == c;
                if (!nearOnLine) {
                    continue;
                }
                int target = orientation == 0 ? g.cell(g.row(far), c) : g.cell(r, g.col(far));
                if (UnitTables.holds(g, area, target) || !state.has(target, d)) {
                    continue;
                }
                Candidate elim = new Candidate(target, d);
                Step step = Step.eliminating(technique(), List.of(elim), List.of(area, r, n + c, unit),
                        List.of(near, far), List.of(), DigitSet.of(d),
                        new SingleDigitEvidence.EmptyRectangle(d, area, r, n + c, unit, near, far, target));
                if (!sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }
}
