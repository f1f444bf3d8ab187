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
     * The puzzle with the solution's digits added to its first empty cells in reading order, as
     * few as keep the naive search at most {@code limit}; unchanged when it already does. Each
     * digit added can only cut the search's first branches, so the fewest is found by halving
     * (some eight searches of {@code limit} tries at most, where adding one digit at a time took
     * up to one search per empty cell).
     */
    static Grid easedFor(Grid puzzle, Grid solution, long limit) {
        if (of(puzzle, limit + 1) <= limit) {
            return puzzle;
        }
        int[] empty = java.util.stream.IntStream.range(0, puzzle.geometry().cellCount())
                .filter(c -> puzzle.get(c) == 0).toArray();
        // fewest cells known too few, most known enough (all of them: the solution itself)
        int tooFew = 0;
        int enough = empty.length;
        while (enough - tooFew > 1) {
            int mid = (tooFew + enough) >>> 1;
            if (of(filled(puzzle, solution, empty, mid), limit + 1) <= limit) {
                enough = mid;
            } else {
                tooFew = mid;
            }
        }
        return filled(puzzle, solution, empty, enough);
    }

    /** {@code puzzle} with the solution's digits in the first {@code n} of {@code empty}. */
    private static Grid filled(Grid puzzle, Grid solution, int[] empty, int n) {
        Grid p = puzzle;
        for (int i = 0; i < n; i++) {
            p = p.with(empty[i], solution.get(empty[i]));
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
