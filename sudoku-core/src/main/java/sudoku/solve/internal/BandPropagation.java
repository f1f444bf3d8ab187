package sudoku.solve.internal;

import static sudoku.solve.internal.BandSearch.SEEN;
import static sudoku.solve.internal.BandSearch.UNPLACED;
import static sudoku.solve.internal.BandTables.BAND_PEERS;
import static sudoku.solve.internal.BandTables.COLUMN;
import static sudoku.solve.internal.BandTables.lastColumn;
import static sudoku.solve.internal.BandTables.loneColumns;
import static sudoku.solve.internal.BandTables.nextColumn;
import static sudoku.solve.internal.BandTables.peersOf;
import static sudoku.solve.internal.BandTables.rowSingles;

/**
 * Constraint propagation on one frame of a {@link BandSearch} (its layout is described there),
 * digit by digit: locked candidates inside each band by table ({@link BandTables#locked}) and
 * inside the three stacks at once by bit operations on their columns, until stable; then hidden
 * singles in rows and columns (a box single has become a row single); when every digit is
 * stable, naked singles, then {@link Triads}. Nothing is allocated.
 */
final class BandPropagation {
    private static final int[] NEXT_BAND = {1, 2, 0};

    private BandPropagation() {
    }

    /** Places digit {@code d} at the cell {@code bit} of band {@code b}: its peers lose the digit, the cell the others. */
    static void place(int[] s, int b, int d, int bit) {
        int p = Integer.numberOfTrailingZeros(bit);
        int own = b * 9;
        int mine = s[own + d] & ~BAND_PEERS[p];
        int notCell = ~bit;
        for (int e = 0; e < 9; e++) {
            s[own + e] &= notCell;
        }
        s[own + d] = mine;
        int notColumn = ~COLUMN[p % 9];
        int b1 = NEXT_BAND[b];
        int b2 = NEXT_BAND[b1];
        s[b1 * 9 + d] &= notColumn;
        s[b2 * 9 + d] &= notColumn;
        s[UNPLACED + b] &= notCell;
    }

    /**
     * Applies the rules until nothing changes.
     * @return false on a contradiction
     */
    static boolean propagate(int[] s) {
        while (true) {
            boolean placed = false;
            for (int d = 0; d < 9; d++) {
                int m0 = s[d];
                int m1 = s[9 + d];
                int m2 = s[18 + d];
                // masks only lose cells, so a digit has changed exactly when the sum of its three has
                if (m0 + m1 + m2 == s[SEEN + d]) {
                    continue;
                }
                // both filters are idempotent: alternate them until one of them removes nothing; a
                // band left without the digit leaves its columns empty, which the stack filter finds
                m0 = BandTables.locked(m0);
                m1 = BandTables.locked(m1);
                m2 = BandTables.locked(m2);
                int f0;
                int f1;
                int f2;
                while (true) {
                    // locked candidates in the stacks: each band and each column of a stack takes d once
                    f0 = BandTables.columns(m0);
                    f1 = BandTables.columns(m1);
                    f2 = BandTables.columns(m2);
                    // all three stacks at once: a band keeps a column of a stack when the other two
                    // bands can take the stack's other two columns, one each
                    int f0a = nextColumn(f0);
                    int f0b = lastColumn(f0);
                    int f1a = nextColumn(f1);
                    int f1b = lastColumn(f1);
                    int f2a = nextColumn(f2);
                    int f2b = lastColumn(f2);
                    int k0 = f0 & (f1a & f2b | f1b & f2a);
                    int k1 = f1 & (f0a & f2b | f0b & f2a);
                    int k2 = f2 & (f0a & f1b | f0b & f1a);
                    // a stack where band 0 keeps no column has no way at all, nor has a band with
                    // no cell: its columns are empty, so band 0 keeps none
                    if (((k0 | k0 >>> 1 | k0 >>> 2) & 0111) != 0111) {
                        return false;
                    }
                    if (((k0 ^ f0) | (k1 ^ f1) | (k2 ^ f2)) == 0) {
                        break;
                    }
                    m0 &= BandTables.spreadColumns(k0);
                    m1 &= BandTables.spreadColumns(k1);
                    m2 &= BandTables.spreadColumns(k2);
                    // a band emptied here differs from its mask (not empty: the stack filter keeps a
                    // column in every stack), so the loop goes round and the stack filter finds it
                    int n0 = BandTables.locked(m0);
                    int n1 = BandTables.locked(m1);
                    int n2 = BandTables.locked(m2);
                    if (((n0 ^ m0) | (n1 ^ m1) | (n2 ^ m2)) == 0) {
                        // the stack filter's own result is stable under it: no need to run it again
                        f0 = k0;
                        f1 = k1;
                        f2 = k2;
                        break;
                    }
                    m0 = n0;
                    m1 = n1;
                    m2 = n2;
                }
                s[d] = m0;
                s[9 + d] = m1;
                s[18 + d] = m2;
                s[SEEN + d] = m0 + m1 + m2;
                // hidden singles: alone in a row, or in a column (a box single is a row single by now)
                int oneBand = (f0 ^ f1 ^ f2) & ~((f0 & f1) | (f0 & f2) | (f1 & f2));
                int h0 = (rowSingles(m0) | (m0 & BandTables.spreadColumns(oneBand & loneColumns(m0))))
                        & s[UNPLACED];
                int h1 = (rowSingles(m1) | (m1 & BandTables.spreadColumns(oneBand & loneColumns(m1))))
                        & s[UNPLACED + 1];
                int h2 = (rowSingles(m2) | (m2 & BandTables.spreadColumns(oneBand & loneColumns(m2))))
                        & s[UNPLACED + 2];
                if ((h0 | h1 | h2) != 0) {
                    // read before the cells are cleared, tested without reading them back
                    int u0 = s[UNPLACED] & ~h0;
                    int u1 = s[UNPLACED + 1] & ~h1;
                    int u2 = s[UNPLACED + 2] & ~h2;
                    // d is stable under both filters, so its singles are never peers of each other and
                    // their peers have lost d already: only the other digits lose the cells
                    // (see placeSingles)
                    placeSingles(s, 0, d, h0, m0);
                    placeSingles(s, 1, d, h1, m1);
                    placeSingles(s, 2, d, h2, m2);
                    s[UNPLACED] = u0;
                    s[UNPLACED + 1] = u1;
                    s[UNPLACED + 2] = u2;
                    if ((u0 | u1 | u2) == 0) {
                        // every cell placed: a solution (see allPlaced)
                        return true;
                    }
                    placed = true;
                }
            }
            // locked candidates change only their own digit, which is stable now: only a placement
            // (other digits lose the cell, its digit its peers) can leave a digit to look at again
            if (placed) {
                continue;
            }
            int singles = nakedSingles(s);
            if (singles < 0) {
                return false;
            }
            if (allPlaced(s)) {
                return true;
            }
            if (singles == 0) {
                int triads = Triads.apply(s);
                if (triads < 0) {
                    return false;
                }
                if (triads == 0) {
                    return true;
                }
            }
        }
    }

    /**
     * Whether every cell of the frame is placed. The board is then a solution: a placement takes
     * its digit off its peers and the other digits off its cell, so no later placement can clash
     * with it, and the digits still to look at have nothing left to find.
     */
    static boolean allPlaced(int[] s) {
        return (s[UNPLACED] | s[UNPLACED + 1] | s[UNPLACED + 2]) == 0;
    }

    /**
     * Places digit d's hidden singles {@code cells} in band b, where {@code m} is the digit's band
     * mask, stable under locked candidates in the band and in the stacks. Then the singles are no
     * peers of each other, and d has no candidate left among their peers: a row single is the only
     * minirow of its box in the band, so the band's other rows have lost that box, and the band
     * holds d in no other column of the box's stack, so the other bands have lost the single's
     * column; a column single's column is in this band only, so the band holds d in no other
     * column of the stack, and the single is the only minirow of its box. (Any such clash would
     * have left a row, box or column of the band without d.) So only the other digits lose the
     * cells: no test and no peers to take off. The caller takes the cells off the unplaced ones.
     */
    private static void placeSingles(int[] s, int b, int d, int cells, int m) {
        int own = b * 9;
        // no test for no cells: clearing none changes nothing
        int notCells = ~cells;
        for (int e = 0; e < 9; e++) {
            s[own + e] &= notCells;
        }
        s[own + d] = m;
    }

    /** Places every unplaced cell with one candidate; -1 on a cell with none. */
    private static int nakedSingles(int[] s) {
        int placed = 0;
        for (int b = 0; b < 3; b++) {
            // a band with no cell left is not skipped: it finds no single, and the search
            // meets it too seldom for a test to pay (a test seen untaken recompiles when taken)
            int unplaced = s[UNPLACED + b];
            int own = b * 9;
            int one = 0;
            int two = 0;
            for (int d = 0; d < 9; d++) {
                int m = s[own + d];
                two |= one & m;
                one |= m;
            }
            if ((unplaced & ~one) != 0) {
                return -1;
            }
            int singles = unplaced & ~two;
            if (singles == 0) {
                continue;
            }
            // each single is a candidate of one digit only: the other digits have nothing to lose there
            s[UNPLACED + b] = unplaced & ~singles;
            int b1 = NEXT_BAND[b];
            int b2 = NEXT_BAND[b1];
            for (int d = 0; d < 9; d++) {
                int cells = s[own + d] & singles;
                if (cells != 0) {
                    int peers = peersOf(cells);
                    if ((peers & cells) != 0) {
                        return -1;
                    }
                    s[own + d] &= ~peers;
                    int notColumns = ~BandTables.spreadColumns(BandTables.columns(cells));
                    s[b1 * 9 + d] &= notColumns;
                    s[b2 * 9 + d] &= notColumns;
                }
            }
            placed += Integer.bitCount(singles);
        }
        return placed;
    }
}
