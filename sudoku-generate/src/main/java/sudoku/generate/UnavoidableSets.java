package sudoku.generate;

import java.util.Arrays;
import sudoku.core.Geometry;

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
    /** The sets, two words each. */
    private long[] sets = new long[64];
    private int count;

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
    void add(int[] solution, int[] other) {
        if (!usable) {
            return;
        }
        long[] set = new long[2];
        for (int cell = 0; cell < solution.length; cell++) {
            if (solution[cell] != other[cell]) {
                set[cell >>> 6] |= 1L << cell;
            }
        }
        record(set);
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
        int[] where = new int[10];
        for (int i = 0; i < 9; i++) {
            where[solution[cellOf(b, i, transposed)]] = i;
        }
        int done = 0;
        for (int start = 0; start < 9; start++) {
            long[] set = new long[2];
            for (int i = start; (done & (1 << i)) == 0; i = where[solution[cellOf(a, i, transposed)]]) {
                done |= 1 << i;
                set[cellOf(a, i, transposed) >>> 6] |= 1L << cellOf(a, i, transposed);
                set[cellOf(b, i, transposed) >>> 6] |= 1L << cellOf(b, i, transposed);
            }
            if (set[0] != 0 || set[1] != 0) {
                record(set);
            }
        }
    }

    private static int cellOf(int line, int i, boolean transposed) {
        return transposed ? i * 9 + line : line * 9 + i;
    }

    private void record(long[] set) {
        if (count == sets.length) {
            sets = Arrays.copyOf(sets, count * 2);
        }
        sets[count++] = set[0];
        sets[count++] = set[1];
    }
}
