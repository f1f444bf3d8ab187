package sudoku.generate.internal;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * Random full grids (solutions) by a randomised search: fill the cell with the fewest
 * candidates, trying its digits in random order, and start again with fresh choices when a
 * search wanders too long (large boards have rare, very long dead ends). The same random
 * source gives the same grid.
 */
public final class RandomFullGrid {
    private final Geometry g;
    private final int n;
    private final int cells;
    private final int all;
    private final int[] rowUsed;
    private final int[] colUsed;
    private final int[] boxUsed;
    private final int[] digits;
    private final int[] rowOf;
    private final int[] colOf;
    private final int[] boxOf;
    private final int[][] choices;
    private long budget;

    private Cancellation cancellation = Cancellation.NONE;

    private RandomFullGrid(Geometry g) {
        this.g = g;
        this.n = g.side();
        this.cells = g.cellCount();
        this.all = g.allDigits();
        this.rowUsed = new int[n];
        this.colUsed = new int[n];
        this.boxUsed = new int[n];
        this.digits = new int[cells];
        this.rowOf = new int[cells];
        this.colOf = new int[cells];
        this.boxOf = new int[cells];
        for (int c = 0; c < cells; c++) {
            rowOf[c] = g.row(c);
            colOf[c] = g.col(c);
            boxOf[c] = g.hasBoxes() ? g.box(c) : 0;
        }
        this.choices = new int[cells][n];
    }

    /** A random full valid grid of this shape, drawn from {@code random}. */
    public static Grid create(Geometry geometry, RandomGenerator random) {
        return create(geometry, random, Cancellation.NONE);
    }

    /**
     * Like {@link #create(Geometry, RandomGenerator)}, stopping when {@code cancellation} triggers
     * (polled every thousand or so cells filled).
     * @throws sudoku.core.CancelledException when it does
     */
    public static Grid create(Geometry geometry, RandomGenerator random, Cancellation cancellation) {
        RandomFullGrid filler = new RandomFullGrid(geometry);
        filler.cancellation = cancellation;
        long restartAfter = 20L * geometry.cellCount();
        while (true) {
            filler.clear();
            filler.budget = restartAfter;
            if (filler.fill(0, random)) {
                return Grid.of(geometry, filler.digits);
            }
            restartAfter += restartAfter / 2;
        }
    }

    private void clear() {
        Arrays.fill(rowUsed, 0);
        Arrays.fill(colUsed, 0);
        Arrays.fill(boxUsed, 0);
        Arrays.fill(digits, 0);
    }

    private int candidates(int cell) {
        return ~(rowUsed[rowOf[cell]] | colUsed[colOf[cell]] | boxUsed[boxOf[cell]]) & all;
    }

    /** Fills the remaining {@code cells - filled} cells; false on a dead end or an exhausted budget. */
    private boolean fill(int filled, RandomGenerator random) {
        if (filled == cells) {
            return true;
        }
        if (--budget < 0) {
            return false;
        }
        if ((budget & 1023) == 0) {
            cancellation.check();
        }
        int best = -1;
        int bestSize = Integer.MAX_VALUE;
        for (int cell = 0; cell < cells; cell++) {
            if (digits[cell] == 0) {
                int size = DigitSet.size(candidates(cell));
                if (size < bestSize) {
                    best = cell;
                    bestSize = size;
                    if (size <= 1) {
                        break;
                    }
                }
            }
        }
        int left = candidates(best);
        int size = DigitSet.size(left);
        if (size == 0) {
            return false;
        }
        int[] order = choices[filled];
        int k = 0;
        for (int m = left; m != 0; m = DigitSet.withoutLowest(m)) {
            order[k++] = DigitSet.lowestDigit(m);
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int i = 0; i < size; i++) {
            int d = order[i];
            place(best, d);
            if (fill(filled + 1, random)) {
                return true;
            }
            unplace(best, d);
            if (budget < 0) {
                return false;
            }
        }
        return false;
    }

    private void place(int cell, int d) {
        int bit = DigitSet.of(d);
        digits[cell] = d;
        rowUsed[rowOf[cell]] |= bit;
        colUsed[colOf[cell]] |= bit;
        if (g.hasBoxes()) {
            boxUsed[boxOf[cell]] |= bit;
        }
    }

    private void unplace(int cell, int d) {
        int bit = ~DigitSet.of(d);
        digits[cell] = 0;
        rowUsed[rowOf[cell]] &= bit;
        colUsed[colOf[cell]] &= bit;
        if (g.hasBoxes()) {
            boxUsed[boxOf[cell]] &= bit;
        }
    }
}
