package sudoku.logic.technique;

import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;

/**
 * The count of a {@link MultiSectorLockedSet} for every set of rows with every set of columns,
 * cheap enough to try all 4^side pairs of one state: the set closes when its empty cells are as
 * many as the sum, over the digits, of the fewer of the digit's chosen rows and chosen columns
 * that have it where they cross. Each count is one addition to (or subtraction from) another.
 *
 * <p>The sets of rows are walked depth first, a row added at each level, so the counts of a set
 * of rows with every set of columns are those of its parent plus the added row's: one table of
 * 2^side entries per level, small enough to stay in the processor's cache (a table of every pair
 * would take megabytes and be filled and read again at every round). For one set of rows, the
 * sets of columns are walked in Gray code order, one column added or taken away at each step, so
 * the columns' counts are running sums kept in registers.
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

    /** Takes a set of rows and a set of columns whose count closes. */
    @FunctionalInterface
    interface Closing {
        void set(int rows, int cols);
    }

    private final Candidates state;
    private final int n;
    /** Per row and set of columns, the digits the row has there (one bit per digit field). */
    private final long[][] rowHas;
    /** Per column and set of rows, likewise. */
    private final long[][] colHas;
    /** Per column, the rows with an empty cell in it. */
    private final int[] emptyRows;
    /** Per set of columns, the rows with an empty cell in one of them. */
    private final int[] rowsReached;
    /** Per set of rows, the columns with an empty cell in one of them. */
    private final int[] colsReached;
    /** Per level of the walk, per set of columns: the level's rows with the digit in a chosen column. */
    private final long[][] rowsHaving;
    /** For the set of rows at hand, per column it reaches: the column's bit, its digits there (fields), its empty cells there. */
    private final int[] column;
    private final long[] columnCount;
    private final int[] columnCells;
    private final Closing out;

    private MultiSectorCounts(Candidates state, Closing out) {
        this.state = state;
        this.out = out;
        Geometry g = state.geometry();
        n = g.side();
        int sets = 1 << n;
        long[][] digitsAt = new long[n][n];
        int[] emptyCols = new int[n];
        emptyRows = new int[n];
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
        rowHas = new long[n][sets];
        colHas = new long[n][sets];
        rowsReached = new int[sets];
        colsReached = new int[sets];
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
        rowsHaving = new long[n + 1][sets];
        column = new int[n];
        columnCount = new long[n];
        columnCells = new int[n];
    }

    /**
     * Gives {@code out} every set of at least two rows and two columns of {@code state}, a board
     * of at most 9 rows and columns, where every chosen row has an empty cell in the chosen
     * columns, every chosen column one in the chosen rows, and the count closes with digits
     * counted on both sides ({@link #bothSides}).
     */
    static void closingSets(Candidates state, Closing out) {
        closingSets(state, null, out);
    }

    /**
     * Like {@link #closingSets(Candidates, Closing)}, only the sets where some chosen row crosses
     * some chosen column at a cell of {@code changed} (per row, the columns of those cells; null:
     * every set). A set's count depends only on the cells where its rows cross its columns, so
     * the others close exactly when they did in a state that differed from this one only there.
     */
    static void closingSets(Candidates state, int[] changed, Closing out) {
        new MultiSectorCounts(state, out).walk(0, 0, 0, changed, 0);
    }

    /**
     * Each set of rows that adds rows from {@code from} on to {@code rows}, the set at level
     * {@code level}; {@code changedCols} are the columns of {@code changed} cells in those rows.
     */
    private void walk(int rows, int level, int from, int[] changed, int changedCols) {
        if (from == n) {
            return;
        }
        long[] parent = rowsHaving[level];
        long[] mine = rowsHaving[level + 1];
        for (int r = from; r < n; r++) {
            long[] has = rowHas[r];
            for (int cols = 0; cols < mine.length; cols++) {
                mine[cols] = parent[cols] + has[cols];
            }
            int child = rows | 1 << r;
            int childChanged = changed == null ? -1 : changedCols | changed[r];
            if (level >= 1 && childChanged != 0) {
                state.checkCancelled();
                closing(child, mine, childChanged);
            }
            walk(child, level + 1, r + 1, changed, childChanged);
        }
    }

    /**
     * Gives {@link #out} the sets of columns that close with {@code rows}, whose counts per set of
     * columns are {@code having}, of those with a column of {@code changedCols}.
     */
    private void closing(int rows, long[] having, int changedCols) {
        // the columns reached, and what each adds to the counts and the cells of a set of columns
        int reached = colsReached[rows];
        int k = 0;
        for (int m = reached; m != 0; m &= m - 1) {
            int c = Integer.numberOfTrailingZeros(m);
            column[k] = 1 << c;
            columnCount[k] = colHas[c][rows];
            columnCells[k++] = Integer.bitCount(emptyRows[c] & rows);
        }
        // every subset of them in Gray code order: each differs from the one before by one column,
        // whose share is added or taken away
        int cols = 0;
        long colsCount = 0;
        int cellCount = 0;
        for (int i = 1; i < 1 << k; i++) {
            int j = Integer.numberOfTrailingZeros(i);
            cols ^= column[j];
            long away = (cols & column[j]) == 0 ? -1L : 0L;
            colsCount += (columnCount[j] ^ away) - away;
            cellCount += (columnCells[j] ^ (int) away) - (int) away;
            if ((cols & changedCols) != 0 && (cols & (cols - 1)) != 0 && (rows & ~rowsReached[cols]) == 0
                    && sumOfMins(having[cols], colsCount) == cellCount && bothSides(having[cols], colsCount)) {
                out.set(rows, cols);
            }
        }
    }

    /**
     * Whether some field of {@code a} is smaller than {@code b}'s and some field of {@code b}
     * smaller than {@code a}'s: whether the set has a row digit and a column digit. A set that
     * closes with digits on one side only is naked subsets of single lines, left to those
     * techniques ({@link MultiSectorLockedSet} makes no step of it). On a real board, every set
     * of columns closes that way with all the rows reaching it, and likewise every set of rows:
     * some thousand sets a round, dropped here before they are kept and sorted.
     */
    static boolean bothSides(long a, long b) {
        return (((a | TOPS) - b) & TOPS) != TOPS && (((b | TOPS) - a) & TOPS) != TOPS;
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
