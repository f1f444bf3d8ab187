package sudoku.generate.internal;

import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * A deliberately plain solution counter for the tests: backtracking on the cell with the
 * fewest candidates, no propagation, sharing no code with the engines it checks.
 */
public final class IndependentCounter {
    private final Geometry g;
    private final int[] digits;
    private long count;
    private long limit;

    private IndependentCounter(Grid puzzle) {
        this.g = puzzle.geometry();
        this.digits = puzzle.digits();
    }

    /** The number of solutions of {@code puzzle}, counting no further than {@code limit}. */
    public static long count(Grid puzzle, long limit) {
        IndependentCounter c = new IndependentCounter(puzzle);
        if (!puzzle.conflicts().isEmpty()) {
            return 0;
        }
        c.limit = limit;
        c.search();
        return c.count;
    }

    /** Whether removing any one clue of {@code puzzle} leaves more than one solution. */
    static boolean minimal(Grid puzzle) {
        for (int cell = 0; cell < puzzle.geometry().cellCount(); cell++) {
            if (puzzle.get(cell) != 0 && count(puzzle.with(cell, 0), 2) < 2) {
                return false;
            }
        }
        return true;
    }

    private int allowed(int cell) {
        int used = 0;
        for (int p : g.peers(cell)) {
            if (digits[p] != 0) {
                used |= 1 << (digits[p] - 1);
            }
        }
        return g.allDigits() & ~used;
    }

    private void search() {
        int best = -1;
        int bestMask = 0;
        int bestSize = Integer.MAX_VALUE;
        for (int cell = 0; cell < digits.length; cell++) {
            if (digits[cell] == 0) {
                int mask = allowed(cell);
                if (Integer.bitCount(mask) < bestSize) {
                    best = cell;
                    bestMask = mask;
                    bestSize = Integer.bitCount(mask);
                }
            }
        }
        if (best < 0) {
            count++;
            return;
        }
        for (int d = 1; d <= g.side() && count < limit; d++) {
            if ((bestMask & (1 << (d - 1))) != 0) {
                digits[best] = d;
                search();
                digits[best] = 0;
            }
        }
    }
}
