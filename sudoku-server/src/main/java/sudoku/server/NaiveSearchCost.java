package sudoku.server;

import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;

/**
 * How much work a puzzle costs the plainest backtracking solver, the seed client's: cells in
 * reading order, each empty one tried with every digit its row, column and box allow, back
 * one cell on a dead end. The challenge serves its default puzzles only when this stays small
 * in both digit orders, so that such a client (in a slow language) answers in seconds.
 */
final class NaiveSearchCost {
    private NaiveSearchCost() {
    }

    /** The digits tried before solving, counting no further than {@code limit}, the worse of ascending and descending order. */
    static long of(Grid puzzle, long limit) {
        return Math.max(run(puzzle, limit, true), run(puzzle, limit, false));
    }

    /**
     * The puzzle with the solution's digits added in reading order until the naive search costs
     * at most {@code limit}; unchanged when it already does.
     */
    static Grid easedFor(Grid puzzle, Grid solution, long limit) {
        Grid p = puzzle;
        for (int cell = 0; cell < p.geometry().cellCount() && of(p, limit + 1) > limit; cell++) {
            if (p.get(cell) == 0) {
                p = p.with(cell, solution.get(cell));
            }
        }
        return p;
    }

    private static long run(Grid puzzle, long limit, boolean ascending) {
        Geometry g = puzzle.geometry();
        int[] digits = puzzle.digits();
        long[] tried = {0};
        search(g, digits, 0, ascending, tried, limit);
        return tried[0];
    }

    private static boolean search(Geometry g, int[] digits, int from, boolean ascending, long[] tried, long limit) {
        int cell = from;
        while (cell < digits.length && digits[cell] != 0) {
            cell++;
        }
        if (cell == digits.length) {
            return true;
        }
        int n = g.side();
        for (int k = 1; k <= n; k++) {
            int d = ascending ? k : n + 1 - k;
            if (!allowed(g, digits, cell, d)) {
                continue;
            }
            if (++tried[0] >= limit) {
                return true;
            }
            digits[cell] = d;
            if (search(g, digits, cell + 1, ascending, tried, limit)) {
                return true;
            }
        }
        digits[cell] = 0;
        return false;
    }

    private static boolean allowed(Geometry g, int[] digits, int cell, int d) {
        for (int p : UnitTables.peers(g, cell)) {
            if (digits[p] == d) {
                return false;
            }
        }
        return true;
    }
}
