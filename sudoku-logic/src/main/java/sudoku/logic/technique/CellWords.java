package sudoku.logic.technique;

import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * Sets of cells of a board of up to 128 cells as two words: cells 0-63 in the low word, 64-127
 * in the high one. For the searches that count and intersect places a word at a time.
 */
final class CellWords {
    private CellWords() {
    }

    /** Per unit, its cells: the low words, then the high words. */
    static long[][] units(Geometry g) {
        long[][] out = new long[2][g.unitCount()];
        for (int u = 0; u < g.unitCount(); u++) {
            for (int c : UnitTables.unit(g, u)) {
                add(out, u, c);
            }
        }
        return out;
    }

    /** Per cell, its peers: the low words, then the high words. */
    static long[][] peers(Geometry g) {
        long[][] out = new long[2][g.cellCount()];
        for (int c = 0; c < g.cellCount(); c++) {
            for (int p : UnitTables.peers(g, c)) {
                add(out, c, p);
            }
        }
        return out;
    }

    /** Adds {@code cell} to set {@code i} of {@code words}. */
    static void add(long[][] words, int i, int cell) {
        if (cell < 64) {
            words[0][i] |= 1L << cell;
        } else {
            words[1][i] |= 1L << (cell - 64);
        }
    }
}
