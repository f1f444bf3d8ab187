package sudoku.generate.internal;

import java.util.Arrays;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * Unavoidable sets of a solution grid: sets of cells whose digits can be rearranged into
 * another valid grid that agrees everywhere else, so every puzzle with that one solution needs
 * a clue in each. A removal that leaves one without a clue loses uniqueness: the minimizer
 * refuses it without a search. Cells are kept as bits of two {@code long}s, so this works for
 * boards of up to 128 cells; on larger ones nothing is recorded.
 */
final class UnavoidableSets {
    private final boolean usable;
    /** The cells holding a clue: cell {@code c} is bit {@code c % 64} of word {@code c / 64}. */
    private final long[] clues = new long[2];
    /**
     * The sets, two words each; room for 80, what {@link #addSwaps} records at most (four cycles
     * for each of 18 pairs of lines) with a few other grids besides.
     */
    private long[] sets = new long[2 * 80];
    private int count;
    /** For {@link #addCycles}: the place of each digit in the second line. */
    private final int[] where = new int[10];

    /** No sets yet, over the clues of {@code digits} (0 = empty). */
    UnavoidableSets(Geometry g, int[] digits) {
        this.usable = g.cellCount() <= 128;
        if (usable) {
            for (int cell = 0; cell < digits.length; cell++) {
                if (digits[cell] != 0) {
                    restore(cell);
                }
            }
        }
    }

    /** The clue in {@code cell} is gone. */
    void remove(int cell) {
        if (usable) {
            clues[cell >>> 6] &= ~(1L << cell);
        }
    }

    /** The clue in {@code cell} is back. */
    void restore(int cell) {
        if (usable) {
            clues[cell >>> 6] |= 1L << cell;
        }
    }

    /** Whether some known set has no clue left. */
    boolean anyEmpty() {
        for (int i = 0; i < count; i += 2) {
            if ((sets[i] & clues[0]) == 0 && (sets[i + 1] & clues[1]) == 0) {
                return true;
            }
        }
        return false;
    }

    /** Records the cells where {@code other}, another valid full grid, differs from {@code solution}. */
    void add(int[] solution, Grid other) {
        if (!usable) {
            return;
        }
        long lo = 0;
        long hi = 0;
        for (int cell = 0; cell < solution.length; cell++) {
            if (solution[cell] != other.get(cell)) {
                lo |= low(cell);
                hi |= high(cell);
            }
        }
        record(lo, hi);
    }

    /**
     * Records the sets of a 9x9 solution found by swapping two rows of a band (or two columns
     * of a stack) in some of their columns (rows): the two rows keep their digits and each column
     * and box its own, exactly when the chosen cells of both rows hold the same digits. The
     * smallest such choices are the cycles of the permutation taking each cell of one row to the
     * cell of the other row holding the same digit.
     */
    void addSwaps(int[] solution) {
        for (int transposed = 0; transposed < 2; transposed++) {
            for (int band = 0; band < 3; band++) {
                for (int a = 0; a < 3; a++) {
                    for (int b = a + 1; b < 3; b++) {
                        addCycles(solution, band * 3 + a, band * 3 + b, transposed == 1);
                    }
                }
            }
        }
    }

    /** The cycles between lines {@code a} and {@code b} (rows, or columns when transposed). */
    private void addCycles(int[] solution, int a, int b, boolean transposed) {
        int[] where = this.where;
        for (int i = 0; i < 9; i++) {
            where[solution[cellOf(b, i, transposed)]] = i;
        }
        int done = 0;
        for (int start = 0; start < 9; start++) {
            long lo = 0;
            long hi = 0;
            for (int i = start; (done & (1 << i)) == 0; i = where[solution[cellOf(a, i, transposed)]]) {
                done |= 1 << i;
                int inA = cellOf(a, i, transposed);
                int inB = cellOf(b, i, transposed);
                lo |= low(inA) | low(inB);
                hi |= high(inA) | high(inB);
            }
            if ((lo | hi) != 0) {
                record(lo, hi);
            }
        }
    }

    /** A cell's bit in the word of cells 0-63, or 0. */
    private static long low(int cell) {
        return cell < 64 ? 1L << cell : 0;
    }

    /** A cell's bit in the word of cells 64-127, or 0. */
    private static long high(int cell) {
        return cell < 64 ? 0 : 1L << cell;
    }

    private static int cellOf(int line, int i, boolean transposed) {
        return transposed ? i * 9 + line : line * 9 + i;
    }

    /** Adds the set of cells {@code lo} (cells 0-63) and {@code hi} (cells 64-127). */
    private void record(long lo, long hi) {
        if (count == sets.length) {
            sets = Arrays.copyOf(sets, count * 2);
        }
        sets[count++] = lo;
        sets[count++] = hi;
    }
}
