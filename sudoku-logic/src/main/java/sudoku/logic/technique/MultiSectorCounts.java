package sudoku.logic.technique;

import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;

/**
 * The count of a {@link MultiSectorLockedSet} for every set of rows with every set of columns,
 * cheap enough to try all 4^side pairs of one state: the set closes when its empty cells are as
 * many as the sum, over the digits, of the fewer of the digit's chosen rows and chosen columns
 * that have it where they cross. Each count is a table lookup, built once per state from the one
 * before it (a set is the set without its lowest line, plus that line).
 *
 * <p>Per-digit counts sit side by side in one {@code long}, seven bits per digit:
 * <pre>
 *   bit   63 | 62 .. 56 | 55 .. 49 | ... | 13 .. 7 | 6 .. 0
 *      unused|  digit 9 |  digit 8 | ... | digit 2 | digit 1
 * </pre>
 * A count is at most the side (9), so adding lines never carries into the next digit's field, and
 * the top bit of each field is free for the comparison in {@link #sumOfMins}.
 */
final class MultiSectorCounts {
    private static final int FIELD = 7;
    /** A one in each field. */
    private static final long ONES = spread(1);
    /** The top bit of each field. */
    private static final long TOPS = spread(1 << (FIELD - 1));

    private final int n;
    /** Per set of rows and set of columns ({@code rows << n | cols}), per digit: the chosen rows with the digit in a chosen column. */
    private final long[] rowsHaving;
    /** Likewise, per digit: the chosen columns with the digit in a chosen row. */
    private final long[] colsHaving;
    /** Likewise, the empty cells where the chosen rows cross the chosen columns. */
    private final int[] cells;
    /** Per set of columns, the rows with an empty cell in one of them. */
    private final int[] rowsReached;
    /** Per set of rows, the columns with an empty cell in one of them. */
    private final int[] colsReached;

    private static final SearchContext.Key<MultiSectorCounts[]> KEPT =
            new SearchContext.Key<>("multi-sector counts, per side");

    /**
     * The counts of {@code state}, a board of at most 9 rows and columns, in tables kept in
     * {@code context} for its boards of that side: a search of a 9x9 board fills five megabytes of
     * them, and a solve searches round after round.
     */
    static MultiSectorCounts of(Candidates state, SearchContext context) {
        MultiSectorCounts[] bySide = context.lasting(KEPT, () -> new MultiSectorCounts[Integer.SIZE]);
        int n = state.geometry().side();
        if (bySide[n] == null) {
            bySide[n] = new MultiSectorCounts(n);
        }
        bySide[n].fill(state);
        return bySide[n];
    }

    /** Empty tables for a board of side {@code n}. */
    private MultiSectorCounts(int n) {
        this.n = n;
        int sets = 1 << n;
        rowsReached = new int[sets];
        colsReached = new int[sets];
        rowsHaving = new long[sets * sets];
        colsHaving = new long[sets * sets];
        cells = new int[sets * sets];
    }

    /**
     * Fills the tables with the counts of {@code state}. Every entry of a non-empty set of rows
     * with a non-empty set of columns is written; the others stay zero, as the sums start from them.
     */
    private void fill(Candidates state) {
        Geometry g = state.geometry();
        int sets = 1 << n;
        // per row (column) and cell in it: the cell's candidates, one bit per digit field; 0 when filled
        long[][] digitsAt = new long[n][n];
        int[] emptyCols = new int[n];
        int[] emptyRows = new int[n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = g.cell(r, c);
                if (state.digit(cell) == 0) {
                    digitsAt[r][c] = fields(state.candidates(cell));
                    emptyCols[r] |= 1 << c;
                    emptyRows[c] |= 1 << r;
                }
            }
        }
        // per row and set of columns, the digits the row has there; per column and set of rows, likewise
        long[][] rowHas = new long[n][sets];
        long[][] colHas = new long[n][sets];
        for (int m = 1; m < sets; m++) {
            int low = Integer.numberOfTrailingZeros(m);
            int rest = m & (m - 1);
            for (int line = 0; line < n; line++) {
                rowHas[line][m] = rowHas[line][rest] | digitsAt[line][low];
                colHas[line][m] = colHas[line][rest] | digitsAt[low][line];
            }
            rowsReached[m] = rowsReached[rest] | emptyRows[low];
            colsReached[m] = colsReached[rest] | emptyCols[low];
        }
        for (int rows = 1; rows < sets; rows++) {
            int low = Integer.numberOfTrailingZeros(rows);
            int rest = (rows & (rows - 1)) << n;
            int at = rows << n;
            for (int cols = 1; cols < sets; cols++) {
                int lowCol = Integer.numberOfTrailingZeros(cols);
                int fewerCols = at | (cols & (cols - 1));
                rowsHaving[at | cols] = rowsHaving[rest | cols] + rowHas[low][cols];
                colsHaving[at | cols] = colsHaving[fewerCols] + colHas[lowCol][rows];
                cells[at | cols] = cells[fewerCols] + Integer.bitCount(emptyRows[lowCol] & rows);
            }
        }
    }

    /** Whether every chosen row has an empty cell in the chosen columns and every chosen column one in the chosen rows. */
    boolean fits(int rows, int cols) {
        return (rows & ~rowsReached[cols]) == 0 && (cols & ~colsReached[rows]) == 0;
    }

    /** The columns with an empty cell in one of {@code rows}: a set that {@link #fits} takes only some of them. */
    int columnsReachedBy(int rows) {
        return colsReached[rows];
    }

    /** Whether the count of the set where {@code rows} cross {@code cols} closes: as many places as empty cells. */
    boolean closes(int rows, int cols) {
        int at = rows << n | cols;
        return sumOfMins(rowsHaving[at], colsHaving[at]) == cells[at];
    }

    /**
     * The sum over the fields of the smaller of {@code a}'s and {@code b}'s: with each field's top
     * bit set in {@code a}, subtracting {@code b} leaves that bit set exactly where {@code a}'s
     * field is at least {@code b}'s (no borrow crosses a field); the fields are then added by one
     * multiplication, the last field of the product collecting them all.
     */
    static int sumOfMins(long a, long b) {
        long aAtLeastB = (((a | TOPS) - b) & TOPS) >>> (FIELD - 1);
        long takeB = aAtLeastB * ((1 << FIELD) - 1);
        long min = (b & takeB) | (a & ~takeB);
        return (int) ((min * ONES) >>> (8 * FIELD)) & ((1 << FIELD) - 1);
    }

    /** The digits of {@code digitSet}, a one in each one's field. */
    private static long fields(int digitSet) {
        long out = 0;
        for (int d : DigitSet.digits(digitSet)) {
            out |= 1L << (FIELD * (d - 1));
        }
        return out;
    }

    /** {@code value} in each of the nine fields. */
    private static long spread(long value) {
        long out = 0;
        for (int i = 0; i < 9; i++) {
            out |= value << (FIELD * i);
        }
        return out;
    }
}
