package sudoku.logic.chain;

import java.util.function.IntFunction;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * Sets of cells of a board of up to 128 cells as two words: cells 0-63 in the low word, 64-127
 * in the high one. For the searches that count and intersect places a word at a time.
 */
public final class CellWords {
    private CellWords() {
    }

    /** Per unit, its cells: the low words, then the high words. */
    public static long[][] units(Geometry g) {
        return sets(g.unitCount(), u -> UnitTables.unit(g, u));
    }

    /** Per cell, its peers: the low words, then the high words. */
    public static long[][] peers(Geometry g) {
        return sets(g.cellCount(), c -> UnitTables.peers(g, c));
    }

    /** Sets {@code 0..count-1}, set {@code i} holding the cells {@code members.apply(i)}. */
    private static long[][] sets(int count, IntFunction<int[]> members) {
        long[][] out = new long[2][count];
        for (int i = 0; i < count; i++) {
            for (int c : members.apply(i)) {
                add(out, i, c);
            }
        }
        return out;
    }

    /** Adds {@code cell} to set {@code i} of {@code words}. */
    public static void add(long[][] words, int i, int cell) {
        if (cell < 64) {
            words[0][i] |= 1L << cell;
        } else {
            words[1][i] |= 1L << (cell - 64);
        }
    }
}
