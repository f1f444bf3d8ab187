package sudoku.generate.internal;

import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * Whether naked and hidden singles alone fill a puzzle. Every single is forced, so a puzzle
 * they fill has exactly one solution: a uniqueness proof that costs no search, which makes
 * generation on large boards (16x16, 25x25) fast. A puzzle they do not fill may still be unique.
 */
final class SinglesCheck {
    private final Geometry g;
    private final int n;
    private final int all;
    private final int[] candidates;
    private final int[] queue;

    SinglesCheck(Geometry g) {
        this.g = g;
        this.n = g.cellCount();
        this.all = g.allDigits();
        this.candidates = new int[n];
        this.queue = new int[n];
    }

    /** Whether singles fill the puzzle given as one digit per cell (0 = empty) without a contradiction. */
    boolean solves(int[] digits) {
        int head = 0;
        int tail = 0;
        for (int c = 0; c < n; c++) {
            candidates[c] = all;
        }
        for (int c = 0; c < n; c++) {
            if (digits[c] != 0) {
                if ((candidates[c] & DigitSet.of(digits[c])) == 0) {
                    return false;
                }
                candidates[c] = DigitSet.of(digits[c]);
                queue[tail++] = c;
            }
        }
        int solved = 0;
        while (true) {
            // naked singles: propagate every placed cell to its peers
            while (head < tail) {
                int c = queue[head++];
                solved++;
                int bit = candidates[c];
                for (int p : UnitTables.peers(g, c)) {
                    int before = candidates[p];
                    if ((before & bit) == 0) {
                        continue;
                    }
                    int after = before & ~bit;
                    candidates[p] = after;
                    if (after == 0) {
                        return false;
                    }
                    if (DigitSet.size(after) == 1) {
                        queue[tail++] = p;
                    }
                }
            }
            if (solved == n) {
                return true;
            }
            int found = hiddenSingles(tail);
            if (found < 0) {
                return false;
            }
            if (found == tail) {
                return false;
            }
            tail = found;
        }
    }

    /** Places every hidden single, queueing it; returns the new queue end, or -1 on a contradiction. */
    private int hiddenSingles(int tail) {
        for (int[] unit : UnitTables.units(g)) {
            int once = 0;
            int more = 0;
            int fixed = 0;
            for (int c : unit) {
                int m = candidates[c];
                more |= once & m;
                once |= m;
                if (DigitSet.size(m) == 1) {
                    fixed |= m;
                }
            }
            if (once != all) {
                return -1;
            }
            int single = once & ~more & ~fixed;
            for (int c : unit) {
                int m = candidates[c] & single;
                if (m != 0 && DigitSet.size(candidates[c]) > 1) {
                    if (DigitSet.size(m) > 1) {
                        return -1;
                    }
                    candidates[c] = m;
                    queue[tail++] = c;
                }
            }
        }
        return tail;
    }
}
