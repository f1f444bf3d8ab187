package sudoku.solve.internal;

import static sudoku.solve.internal.BandTables.ROW_MINIROWS;

/**
 * Triad inference for {@link BandSearch}: the three cells where a row meets a box (a minirow)
 * hold three different digits. So when only three digits can go into a minirow, each of them
 * must go there (and leaves the rest of the row and of the box); when three digits are already
 * bound to a minirow, no other digit can go there; fewer than three possible or more than three
 * bound is a contradiction. Counting is done for the nine minirows of a band at once with
 * bit-sliced counters over the nine digits. (The same rule on the column/box intersections
 * cut the guesses a little more but cost more time than it saved.)
 */
final class Triads {
    /** For a 9-bit mask in three groups of three: the bits of the groups that hold exactly one bit. */
    private static final int[] LONE_IN_GROUP = new int[512];
    /** For 9 bits of minirows (row * 3 + box): their 27 cells. */
    private static final int[] MINIROW_CELLS = new int[512];
    /** For a minirow: the minirows kept when the digit is bound to it (not its row's or box's others). */
    private static final int[] BOUND_ROW = new int[9];
    private static final int NINE = 0x1FF;

    private Triads() {
    }

    static {
        for (int m = 0; m < 512; m++) {
            int lone = 0;
            int cells = 0;
            for (int g = 0; g < 9; g += 3) {
                int group = (m >>> g) & 7;
                if (group != 0 && (group & (group - 1)) == 0) {
                    lone |= group << g;
                }
            }
            for (int mr = 0; mr < 9; mr++) {
                if ((m & (1 << mr)) != 0) {
                    cells |= 7 << ((mr / 3) * 9 + (mr % 3) * 3);
                }
            }
            LONE_IN_GROUP[m] = lone;
            MINIROW_CELLS[m] = cells;
        }
        for (int i = 0; i < 9; i++) {
            int row = 7 << (i / 3 * 3);
            int box = 0111 << (i % 3);
            BOUND_ROW[i] = NINE & ~(row | box) | (1 << i);
        }
    }

    /**
     * Applies the triad rules once to every band of the frame at {@code base}.
     * @return -1 on a contradiction, 1 when a candidate was removed, 0 when nothing changed
     */
    static int apply(int[] s, int base) {
        int changed = 0;
        for (int b = 0; b < 3; b++) {
            if (s[base + BandSearch.UNPLACED + b] == 0) {
                continue;
            }
            int own = base + b * 9;
            // possible digits counted in (p1, p2, p4+), bound digits in (q1, q2, q4+)
            int p1 = 0;
            int p2 = 0;
            int p4 = 0;
            int q1 = 0;
            int q2 = 0;
            int q4 = 0;
            for (int d = 0; d < 9; d++) {
                int m = s[own + d];
                int occ = ROW_MINIROWS[m & NINE] | ROW_MINIROWS[(m >>> 9) & NINE] << 3 | ROW_MINIROWS[m >>> 18] << 6;
                int bound = LONE_IN_GROUP[occ];
                int carry = p1 & occ;
                p1 ^= occ;
                p4 |= p2 & carry;
                p2 ^= carry;
                carry = q1 & bound;
                q1 ^= bound;
                q4 |= q2 & carry;
                q2 ^= carry;
            }
            if (((~p4 & ~(p1 & p2)) & NINE) != 0 || q4 != 0) {
                return -1;
            }
            int rowsOfThree = p1 & p2 & ~p4 & NINE;
            int rowsFull = q1 & q2 & NINE;
            if ((rowsOfThree | rowsFull) == 0) {
                continue;
            }
            for (int d = 0; d < 9; d++) {
                int m = s[own + d];
                int occ = ROW_MINIROWS[m & NINE] | ROW_MINIROWS[(m >>> 9) & NINE] << 3 | ROW_MINIROWS[m >>> 18] << 6;
                int bound = LONE_IN_GROUP[occ];
                int keep = occ & ~(rowsFull & ~bound);
                int newly = occ & rowsOfThree & ~bound;
                while (newly != 0) {
                    int mr = Integer.numberOfTrailingZeros(newly);
                    newly &= newly - 1;
                    keep &= BOUND_ROW[mr];
                }
                int next = m & MINIROW_CELLS[keep];
                if (next != m) {
                    s[own + d] = next;
                    changed = 1;
                }
            }
        }
        return changed;
    }
}
