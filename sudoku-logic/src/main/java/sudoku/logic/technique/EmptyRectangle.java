package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Empty Rectangle: in a box, a digit fits only in one row and one column (an L or a cross), so it
 * is in that row or that column. A conjugate pair outside the box with one end in the row (or
 * column) forbids the digit where its other end's line crosses the box's column (or row).
 */
final class EmptyRectangle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.EMPTY_RECTANGLE;
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
                int box = 2 * n + b;
                int[] cells = UnitTables.unit(g, box);
                int top = g.row(cells[0]);
                int left = g.col(cells[0]);
                for (int r = top; r < top + g.boxRows(); r++) {
                    for (int c = left; c < left + g.boxCols(); c++) {
                        if (!isEmptyRectangle(state, cells, d, r, c)) {
                            continue;
                        }
                        for (int orientation = 0; orientation < 2; orientation++) {
                            if (!scan(state, d, b, r, c, orientation, sink)) {
                                return;
                            }
                        }
                    }
                }
            }
        }
    }

    /** Whether the box's places for d all lie in row r or column c, with some off the crossing in each. */
    private static boolean isEmptyRectangle(Candidates state, int[] box, int d, int r, int c) {
        Geometry g = state.geometry();
        boolean inRowOnly = false;
        boolean inColOnly = false;
        for (int cell : box) {
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
     * orientation 0: conjugate pairs in columns outside the box's stack, one end in row r; the other
     * end's row crosses column c. orientation 1: the same with rows and columns swapped.
     */
    private boolean scan(Candidates state, int d, int b, int r, int c, int orientation, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        int box = 2 * n + b;
        for (int line = 0; line < n; line++) {
            int unit = orientation == 0 ? n + line : line;
            int[] pair = Patterns.conjugatePair(state, unit, d);
            if (pair == null || g.box(pair[0]) == b || g.box(pair[1]) == b) {
                continue;
            }
            if (orientation == 0 && (line / g.boxCols() == c / g.boxCols())) {
                continue;
            }
            if (orientation == 1 && (line / g.boxRows() == r / g.boxRows())) {
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
                if (g.box(target) == b || !state.has(target, d)) {
                    continue;
                }
                Candidate elim = new Candidate(target, d);
                Step step = Step.eliminating(technique(), List.of(elim), List.of(box, r, n + c, unit),
                        List.of(near, far), List.of(), DigitSet.of(d),
                        new Evidence.EmptyRectangle(d, box, r, n + c, unit, near, far, target));
                if (!sink.accept(step)) {
                    return false;
                }
            }
        }
        return true;
    }
}
