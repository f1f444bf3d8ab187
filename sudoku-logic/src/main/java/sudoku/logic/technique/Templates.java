package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleDigitEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Templates: the 46,656 ways to put one digit in every row, column and box of a classic 9x9
 * board, each a set of nine cells. For a digit, the templates that fit the state are those
 * covering every cell where it is placed and only cells where it is placed or a candidate, and
 * no cell that every fitting template of another digit covers (that cell holds the other digit;
 * the test is repeated until no template is left out). The solution's cells of the digit are one
 * of them. So a cell in every fitting template holds the digit (Template Set), and a candidate in
 * none of them is false (Template Delete).
 *
 * <p>The templates are computed once, as two words per template (cells 0-63 and 64-80).
 */
final class Templates {
    /** The finder of Template Set ({@code place}: the cells every template of a digit takes) or Template Delete. */
    record Finder(Technique technique, boolean place) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            search(state, place, technique, sink);
        }
    }

    private static final int SIDE = 9;
    private static final int COUNT = 46_656;
    private static final long[] LO = new long[COUNT];
    private static final long[] HI = new long[COUNT];

    static {
        int[] cols = new int[SIDE];
        int[] n = {0};
        build(0, 0, 0, cols, n);
    }

    private Templates() {
    }

    /** Fills the templates from row {@code row} on, the columns and boxes used so far given as masks. */
    private static void build(int row, int usedCols, int usedBoxes, int[] cols, int[] n) {
        if (row == SIDE) {
            for (int r = 0; r < SIDE; r++) {
                int cell = r * SIDE + cols[r];
                if (cell < 64) {
                    LO[n[0]] |= 1L << cell;
                } else {
                    HI[n[0]] |= 1L << (cell - 64);
                }
            }
            n[0]++;
            return;
        }
        for (int c = 0; c < SIDE; c++) {
            int box = row / 3 * 3 + c / 3;
            if ((usedCols >> c & 1) == 0 && (usedBoxes >> box & 1) == 0) {
                cols[row] = c;
                // a box is used up for the band's later rows only; the next band starts afresh
                int boxes = row % 3 == 2 ? 0 : usedBoxes | 1 << box;
                build(row + 1, usedCols | 1 << c, boxes, cols, n);
            }
        }
    }

    /** The templates of {@code digit} that fit the state: its placed cells in, cells without it out. */
    private static int[] fitting(Candidates state, int digit) {
        long allowLo = 0;
        long allowHi = 0;
        long placedLo = 0;
        long placedHi = 0;
        for (int cell = 0; cell < SIDE * SIDE; cell++) {
            boolean placed = state.digit(cell) == digit;
            if (placed || state.has(cell, digit)) {
                if (cell < 64) {
                    allowLo |= 1L << cell;
                    placedLo |= placed ? 1L << cell : 0;
                } else {
                    allowHi |= 1L << (cell - 64);
                    placedHi |= placed ? 1L << (cell - 64) : 0;
                }
            }
        }
        int[] out = new int[COUNT];
        int n = 0;
        for (int t = 0; t < COUNT; t++) {
            long lo = LO[t];
            long hi = HI[t];
            if ((lo & ~allowLo) == 0 && (hi & ~allowHi) == 0 && (placedLo & ~lo) == 0 && (placedHi & ~hi) == 0) {
                out[n++] = t;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * The fitting templates of every digit, less those holding a cell that every fitting template
     * of another digit holds (that cell is the other digit's), until none is left out.
     */
    private static int[][] compatible(Candidates state) {
        int[][] fit = new int[SIDE + 1][];
        long[] commonLo = new long[SIDE + 1];
        long[] commonHi = new long[SIDE + 1];
        for (int d = 1; d <= SIDE; d++) {
            fit[d] = fitting(state, d);
            commonLo[d] = common(fit[d], LO);
            commonHi[d] = common(fit[d], HI);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            state.checkCancelled();
            for (int d = 1; d <= SIDE; d++) {
                long takenLo = 0;
                long takenHi = 0;
                for (int e = 1; e <= SIDE; e++) {
                    if (e != d) {
                        takenLo |= commonLo[e];
                        takenHi |= commonHi[e];
                    }
                }
                long lo = takenLo;
                long hi = takenHi;
                int[] kept = java.util.Arrays.stream(fit[d]).filter(t -> (LO[t] & lo) == 0 && (HI[t] & hi) == 0).toArray();
                if (kept.length < fit[d].length) {
                    fit[d] = kept;
                    commonLo[d] = common(kept, LO);
                    commonHi[d] = common(kept, HI);
                    changed = true;
                }
            }
        }
        return fit;
    }

    /** The cells (one word of them) that all the given templates hold; none when there is no template. */
    private static long common(int[] templates, long[] words) {
        if (templates.length == 0) {
            return 0;
        }
        long out = -1L;
        for (int t : templates) {
            out &= words[t];
        }
        return out;
    }

    /** Whether the board is the classic 9x9 one, rows, columns and 3x3 boxes, the only one the templates are of. */
    private static boolean classic(Geometry g) {
        if (g.side() != SIDE || !g.hasBoxes() || g.boxRows() != 3 || g.boxCols() != 3) {
            return false;
        }
        for (int cell = 0; cell < SIDE * SIDE; cell++) {
            if (g.box(cell) != Geometry.CLASSIC.box(cell)) {
                return false;
            }
        }
        return true;
    }

    private static boolean in(long lo, long hi, int cell) {
        return cell < 64 ? (lo >>> cell & 1) != 0 : (hi >>> (cell - 64) & 1) != 0;
    }

    /**
     * Offers, per digit, the step placing it in the empty cells every fitting template has
     * ({@code place}) or removing it from the cells no fitting template has; false when the sink stopped.
     */
    static boolean search(Candidates state, boolean place, Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        if (!classic(g)) {
            return true;
        }
        int[][] fit = compatible(state);
        for (int d = 1; d <= SIDE; d++) {
            if (fit[d].length == 0) {
                continue;
            }
            long commonLo = -1L;
            long commonHi = -1L;
            long unionLo = 0;
            long unionHi = 0;
            for (int t : fit[d]) {
                commonLo &= LO[t];
                commonHi &= HI[t];
                unionLo |= LO[t];
                unionHi |= HI[t];
            }
            List<Candidate> found = new ArrayList<>();
            List<Integer> cells = new ArrayList<>();
            for (int cell = 0; cell < SIDE * SIDE; cell++) {
                if (place && state.digit(cell) == 0 && in(commonLo, commonHi, cell)) {
                    found.add(new Candidate(cell, d));
                    cells.add(cell);
                } else if (!place && state.has(cell, d) && !in(unionLo, unionHi, cell)) {
                    found.add(new Candidate(cell, d));
                    cells.add(cell);
                }
            }
            if (found.isEmpty()) {
                continue;
            }
            SingleDigitEvidence.Template why = new SingleDigitEvidence.Template(fit[d].length);
            Step step = place
                    ? new Step(technique, found, List.of(), List.of(), cells, List.of(), DigitSet.of(d), List.of(), why)
                    : Step.eliminating(technique, found, List.of(), cells, List.of(), DigitSet.of(d), why);
            if (!sink.accept(step)) {
                return false;
            }
        }
        return true;
    }
}
