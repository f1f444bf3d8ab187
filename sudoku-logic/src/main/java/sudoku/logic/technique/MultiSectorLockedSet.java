package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ExocetEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Multi-Sector Locked Set: the empty cells {@code C} where some rows cross some columns, with the
 * digits split into <em>row digits</em> and <em>column digits</em>. Each cell of {@code C} takes
 * one digit, and a row digit can fill one cell of {@code C} per row that has it there, a column
 * digit one per column. So {@code |C|} is at most the number of those (row, digit) and (column,
 * digit) places; when it is exactly that many, every one of them is filled inside {@code C}: a row
 * digit leaves its rows outside the chosen columns, a column digit its columns outside the chosen
 * rows. A digit fits the count best on the side where it has fewer places; one with as many
 * either way counts on either side, so it leaves both. Sets that use one side only are naked
 * subsets of single lines, and left to those techniques.
 */
final class MultiSectorLockedSet implements StepFinder {
    /** The largest side searched: every set of rows is tried with every set of columns, 4^side pairs. */
    private static final int MAX_SIDE = 9;

    @Override
    public Technique technique() {
        return Technique.MULTI_SECTOR_LOCKED_SET;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        if (n > MAX_SIDE) {
            return;
        }
        // After a search of this context that found no step, in a state this one descends from,
        // only the sets crossing a changed cell can close now (or remove something new).
        LastSearch last = context.lasting(LAST_SEARCH, LastSearch::new);
        int[] now = LastSearch.cells(state);
        long[] closing = closingSets(state, last.changedColumns(g, now));
        // almost always none: the places below are worked out only for a set that closes
        if (closing.length == 0) {
            last.keep(g, now);
            return;
        }
        // per row and digit the columns where the digit is a candidate, and each row's empty columns
        int[][] places = new int[n][n + 1];
        int[] emptyCols = new int[n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = g.cell(r, c);
                if (state.digit(cell) != 0) {
                    continue;
                }
                emptyCols[r] |= 1 << c;
                for (int d : DigitSet.digits(state.candidates(cell))) {
                    places[r][d] |= 1 << c;
                }
            }
        }
        Set<List<Candidate>> offered = new HashSet<>();
        for (long set : closing) {
            int rows = (int) (set >>> ORDER_ROWS) & LINES;
            int cols = (int) set & LINES;
            Step step = count(state, places, rows, cols, emptyCols);
            if (step != null && offered.add(step.eliminations()) && !sink.accept(step)) {
                return;
            }
        }
        if (offered.isEmpty()) {
            last.keep(g, now);
        }
    }

    private static final SearchContext.Key<LastSearch> LAST_SEARCH =
            new SearchContext.Key<>("multi-sector locked sets' last search without a step");

    /**
     * The state of a context's last search that found no step (what is true of a state stays
     * true of it, whatever the searches after). In a state that descends from it (candidates
     * removed, digits placed), a set whose rows cross its columns only at cells that did not
     * change has the same count: it does not close, or it closes removing nothing (the candidates
     * it could remove are fewer).
     */
    private static final class LastSearch {
        private Geometry geometry;
        /** Per cell: the candidates of an empty cell, minus the digit of a placed one; null before the first. */
        private int[] cells;

        static int[] cells(Candidates state) {
            int[] out = new int[state.geometry().cellCount()];
            for (int c = 0; c < out.length; c++) {
                out[c] = state.digit(c) != 0 ? -state.digit(c) : state.candidates(c);
            }
            return out;
        }

        /**
         * Per row, the columns of the cells that changed since the state kept; null (every cell)
         * when none is kept or {@code now} does not descend from it.
         */
        int[] changedColumns(Geometry g, int[] now) {
            if (cells == null || !geometry.equals(g)) {
                return null;
            }
            int[] out = new int[g.side()];
            for (int c = 0; c < now.length; c++) {
                int before = cells[c];
                int after = now[c];
                if (before == after) {
                    continue;
                }
                boolean descends = before >= 0 && (after < 0 ? DigitSet.contains(before, -after) : (after & ~before) == 0);
                if (!descends) {
                    return null;
                }
                out[g.row(c)] |= 1 << g.col(c);
            }
            return out;
        }

        void keep(Geometry g, int[] now) {
            geometry = g;
            cells = now;
        }
    }

    /** Where a set's rows and columns sit in its place in {@link #closingSets}' order. */
    private static final int ORDER_ROWS = 16;
    private static final int ORDER_ROW_COUNT = 32;
    private static final int ORDER_SIZE = 40;
    private static final int LINES = (1 << ORDER_ROWS) - 1;

    /**
     * Every set of at least two rows and two columns whose count closes ({@link MultiSectorCounts}),
     * of those crossing a {@code changed} cell (null: all), in the order the steps are offered:
     * fewest lines first, then fewest rows, then by the rows' mask and the columns'. The few that
     * close are sorted into that order.
     */
    private static long[] closingSets(Candidates state, int[] changed) {
        LongStream.Builder out = LongStream.builder();
        MultiSectorCounts.closingSets(state, changed, (rows, cols) -> {
            int rowCount = Integer.bitCount(rows);
            out.add((long) (rowCount + Integer.bitCount(cols)) << ORDER_SIZE | (long) rowCount << ORDER_ROW_COUNT
                    | (long) rows << ORDER_ROWS | cols);
        });
        return out.build().sorted().toArray();
    }

    /** The step of the set where {@code rows} cross {@code cols}, or null when the count does not close or removes nothing. */
    private Step count(Candidates state, int[][] places, int rows, int cols, int[] emptyCols) {
        int n = state.geometry().side();
        // per digit, the columns where a chosen row has it
        int[] colsOf = new int[n + 1];
        int cells = 0;
        for (int l = rows; l != 0; l &= l - 1) {
            cells += Integer.bitCount(emptyCols[Integer.numberOfTrailingZeros(l)] & cols);
        }
        int total = 0;
        int rowDigits = 0;
        int colDigits = 0;
        int either = 0;
        for (int d = 1; d <= n; d++) {
            int inRows = 0;
            for (int l = rows; l != 0; l &= l - 1) {
                int at = places[Integer.numberOfTrailingZeros(l)][d];
                colsOf[d] |= at;
                inRows += (at & cols) != 0 ? 1 : 0;
            }
            int inCols = Integer.bitCount(colsOf[d] & cols);
            total += Math.min(inRows, inCols);
            if (total > cells) {
                return null;
            }
            if (inRows < inCols) {
                rowDigits |= DigitSet.of(d);
            } else if (inCols < inRows) {
                colDigits |= DigitSet.of(d);
            } else if (inRows > 0) {
                either |= DigitSet.of(d);
            }
        }
        if (total != cells || rowDigits == 0 || colDigits == 0) {
            return null;
        }
        Geometry g = state.geometry();
        List<Candidate> elims = new ArrayList<>();
        List<Integer> inside = new ArrayList<>();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (state.digit(cell) != 0) {
                continue;
            }
            int r = g.row(cell);
            int c = g.col(cell);
            boolean inRow = (rows >> r & 1) != 0;
            boolean inCol = (cols >> c & 1) != 0;
            if (inRow && inCol) {
                inside.add(cell);
                continue;
            }
            for (int d : DigitSet.digits(state.candidates(cell))) {
                boolean rowTruth = inRow && DigitSet.contains(rowDigits | either, d) && (places[r][d] & cols) != 0;
                boolean colTruth = inCol && DigitSet.contains(colDigits | either, d) && ((colsOf[d] >> c) & 1) != 0;
                if (rowTruth || colTruth) {
                    elims.add(new Candidate(cell, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        List<Integer> rowUnits = new ArrayList<>();
        List<Integer> colUnits = new ArrayList<>();
        for (int l = 0; l < n; l++) {
            if ((rows >> l & 1) != 0) {
                rowUnits.add(l);
            }
            if ((cols >> l & 1) != 0) {
                colUnits.add(n + l);
            }
        }
        List<Integer> units = new ArrayList<>(rowUnits);
        units.addAll(colUnits);
        return Step.eliminating(technique(), elims, units, inside, List.of(), rowDigits | colDigits | either,
                new ExocetEvidence.MultiSectorLockedSet(rowUnits, colUnits, cells, rowDigits, colDigits, either));
    }
}
