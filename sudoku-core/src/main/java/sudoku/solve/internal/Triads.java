package sudoku.solve.internal;

import static sudoku.solve.internal.BandTables.COLUMN;
import static sudoku.solve.internal.BandTables.ROW_MINIROWS;

/**
 * Triad inference for {@link BandSearch}: the three cells where a row (or column) meets a box
 * hold three different digits. So when only three digits can go into such a triad, each of
 * them must go there (and leaves the rest of the row or column and of the box); when three
 * digits are already bound to a triad, no other digit can go there; fewer than three possible
 * or more than three bound is a contradiction. Counting is done for the nine triads of a band
 * at once with bit-sliced counters over the nine digits.
 */
final class Triads {
    /** For a 9-bit mask in three groups of three: the bits of the groups that hold exactly one bit. */
    private static final int[] LONE_IN_GROUP = new int[512];
    /** For 9 bits of minirows (row * 3 + box): their 27 cells. */
    private static final int[] MINIROW_CELLS = new int[512];
    /** For a minirow: the minirows kept when the digit is bound to it (not its row's or box's others). */
    private static final int[] BOUND_ROW = new int[9];
    /** For a column: the columns of a band kept when the digit is bound to it (not its stack's others). */
    private static final int[] BOUND_COLUMN = new int[9];
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
            BOUND_COLUMN[i] = NINE & ~(7 << (i / 3 * 3)) | (1 << i);
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
            // minirows: possible digits counted in (p1, p2, p4+), bound digits in (q1, q2, q4+)
            int p1 = 0;
            int p2 = 0;
            int p4 = 0;
            int q1 = 0;
            int q2 = 0;
            int q4 = 0;
            int v1 = 0;
            int v2 = 0;
            int v4 = 0;
            int w1 = 0;
            int w2 = 0;
            int w4 = 0;
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
                int cols = BandTables.columns(m);
                int vbound = LONE_IN_GROUP[cols];
                carry = v1 & cols;
                v1 ^= cols;
                v4 |= v2 & carry;
                v2 ^= carry;
                carry = w1 & vbound;
                w1 ^= vbound;
                w4 |= w2 & carry;
                w2 ^= carry;
            }
            if (((~p4 & ~(p1 & p2)) & NINE) != 0 || q4 != 0 || ((~v4 & ~(v1 & v2)) & NINE) != 0 || w4 != 0) {
                return -1;
            }
            int rowsOfThree = p1 & p2 & ~p4 & NINE;
            int rowsFull = q1 & q2 & NINE;
            int colsOfThree = v1 & v2 & ~v4 & NINE;
            int colsFull = w1 & w2 & NINE;
            if ((rowsOfThree | rowsFull | colsOfThree | colsFull) == 0) {
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
                int cols = BandTables.columns(next);
                int vbound = LONE_IN_GROUP[BandTables.columns(m)];
                int keepCols = cols & ~(colsFull & ~vbound);
                int vnewly = cols & colsOfThree & ~vbound;
                while (vnewly != 0) {
                    int c = Integer.numberOfTrailingZeros(vnewly);
                    vnewly &= vnewly - 1;
                    keepCols &= BOUND_COLUMN[c];
                    int notColumn = ~COLUMN[c];
                    for (int o = 0; o < 3; o++) {
                        if (o != b && (s[base + o * 9 + d] & ~notColumn) != 0) {
                            s[base + o * 9 + d] &= notColumn;
                            changed = 1;
                        }
                    }
                }
                next &= BandTables.spreadColumns(keepCols);
                if (next != m) {
                    s[own + d] = next;
                    changed = 1;
                }
            }
        }
        return changed;
    }
}
