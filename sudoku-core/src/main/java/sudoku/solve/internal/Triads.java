package sudoku.solve.internal;

/**
 * Triad inference for {@link BandSearch}, on rows and on columns: the three cells where a row
 * meets a box (a minirow), or a column meets a box (a minicolumn), hold three different digits.
 * So when only three digits can go into one, each of them must go there (and leaves the rest of
 * its line and of its box); when three digits are already bound to one, no other digit can go
 * there; fewer than three possible or more than three bound is a contradiction.
 *
 * <p>The 27 minirows of the board are counted at once, and so are the 27 minicolumns, with
 * bit-sliced counters over the nine digits. Minirow {@code j} of band {@code b} (j = row * 3 +
 * box) is bit {@code 3 * j + b}: a band mask folded onto the first bit of each three cells, then
 * shifted by its band. Minicolumn (band b, column c) is bit {@code 9 * b + c}. A digit is taken
 * as bound to a minirow when it has no other in its box, to a minicolumn when it has no other
 * in its column (after locked candidates, the same as no other in the line, or in the box).
 */
final class Triads {
    /** The first bit of each of a band's nine minirows. */
    static final int FIRSTS = 01111111111;
    /** Minirows of box 0 of every band and row, in the board layout ({@code 3 * j + b}). */
    private static final int BOX0 = 0x1C0E07;
    private static final int BOX1 = BOX0 << 3;
    private static final int BOX2 = BOX0 << 6;
    /** Minicolumns of the first column of each stack, every band. */
    private static final int COL0 = 01111111111;
    private static final int COL1 = COL0 << 1;
    private static final int COL2 = COL0 << 2;
    private static final int ALL = (1 << 27) - 1;

    private Triads() {
    }

    /** Digit d's minirows, all bands, as bits {@code 3 * j + b}. */
    private static int minirows(int m0, int m1, int m2) {
        return (m0 | m0 >>> 1 | m0 >>> 2) & FIRSTS
                | ((m1 | m1 >>> 1 | m1 >>> 2) & FIRSTS) << 1
                | ((m2 | m2 >>> 1 | m2 >>> 2) & FIRSTS) << 2;
    }

    /** Digit d's minicolumns, as bits {@code 9 * b + c}. */
    private static int minicolumns(int m0, int m1, int m2) {
        return BandTables.columns(m0) | BandTables.columns(m1) << 9 | BandTables.columns(m2) << 18;
    }

    /** The other two bits of each bit's group of three spaced 9 apart (same box for minirows, same column for minicolumns). */
    private static int across(int x) {
        return (x << 9 | x << 18 | x >>> 9 | x >>> 18) & ALL;
    }

    /** For minirows: the other minirows of each one's row. */
    private static int rowMates(int x) {
        int a = x & BOX0;
        int b = x & BOX1;
        int c = x & BOX2;
        return a << 3 | a << 6 | b >>> 3 | b << 3 | c >>> 3 | c >>> 6;
    }

    /** For minicolumns: the other minicolumns of each one's box. */
    private static int boxMates(int x) {
        int a = x & COL0;
        int b = x & COL1;
        int c = x & COL2;
        return a << 1 | a << 2 | b >>> 1 | b << 1 | c >>> 1 | c >>> 2;
    }

    /**
     * Applies the triad rules once to the whole of the first frame. Each digit's minirows and
     * minicolumns as counted are left at {@link BandSearch#LAST_TRIADS} (index digit, then 9 +
     * digit): when nothing changed they are the frame's, and {@link BranchChoice} reads them.
     * @return -1 on a contradiction, 1 when a candidate was removed, 0 when nothing changed
     */
    static int apply(int[] s) {
        // possible digits counted in (p1, p2, p4+), bound digits in (q1, q2, q4+); r for minirows, c for minicolumns
        int rp1 = 0;
        int rp2 = 0;
        int rp4 = 0;
        int rq1 = 0;
        int rq2 = 0;
        int rq4 = 0;
        int cp1 = 0;
        int cp2 = 0;
        int cp4 = 0;
        int cq1 = 0;
        int cq2 = 0;
        int cq4 = 0;
        for (int d = 0; d < 9; d++) {
            int m0 = s[d];
            int m1 = s[9 + d];
            int m2 = s[18 + d];
            int r = minirows(m0, m1, m2);
            s[BandSearch.LAST_TRIADS + d] = r;
            int rb = r & ~across(r);
            int carry = rp1 & r;
            rp1 ^= r;
            rp4 |= rp2 & carry;
            rp2 ^= carry;
            carry = rq1 & rb;
            rq1 ^= rb;
            rq4 |= rq2 & carry;
            rq2 ^= carry;
            int c = minicolumns(m0, m1, m2);
            s[BandSearch.LAST_TRIADS + 9 + d] = c;
            int cb = c & ~across(c);
            carry = cp1 & c;
            cp1 ^= c;
            cp4 |= cp2 & carry;
            cp2 ^= carry;
            carry = cq1 & cb;
            cq1 ^= cb;
            cq4 |= cq2 & carry;
            cq2 ^= carry;
        }
        if ((~rp4 & ~(rp1 & rp2) & ALL) != 0 || (~cp4 & ~(cp1 & cp2) & ALL) != 0 || (rq4 | cq4) != 0) {
            return -1;
        }
        // a minirow with three possible digits, all three bound, is settled: nothing to remove
        int rThree = rp1 & rp2 & ~rp4;
        int rFull = rq1 & rq2;
        int rSettled = rThree & rFull;
        rThree &= ~rSettled;
        rFull &= ~rSettled;
        int cThree = cp1 & cp2 & ~cp4;
        int cFull = cq1 & cq2;
        int cSettled = cThree & cFull;
        cThree &= ~cSettled;
        cFull &= ~cSettled;
        if ((rThree | rFull | cThree | cFull) == 0) {
            return 0;
        }
        int changed = 0;
        for (int d = 0; d < 9; d++) {
            // read back as counted above: this loop changes only digits it has passed
            int r = s[BandSearch.LAST_TRIADS + d];
            int rb = r & ~across(r);
            int rNew = r & rThree;
            int rKeep = r & ~(rFull & ~rb) & ~((rowMates(rNew) | across(rNew)) & ~rNew);
            int c = s[BandSearch.LAST_TRIADS + 9 + d];
            int cb = c & ~across(c);
            int cNew = c & cThree;
            int cKeep = c & ~(cFull & ~cb) & ~((boxMates(cNew) | across(cNew)) & ~cNew);
            if (rKeep == r && cKeep == c) {
                continue;
            }
            int m0 = s[d];
            int m1 = s[9 + d];
            int m2 = s[18 + d];
            int n0 = m0 & cells(rKeep) & BandTables.spreadColumns(cKeep & 0x1FF);
            int n1 = m1 & cells(rKeep >>> 1) & BandTables.spreadColumns((cKeep >>> 9) & 0x1FF);
            int n2 = m2 & cells(rKeep >>> 2) & BandTables.spreadColumns(cKeep >>> 18);
            if (n0 != m0 || n1 != m1 || n2 != m2) {
                s[d] = n0;
                s[9 + d] = n1;
                s[18 + d] = n2;
                changed = 1;
            }
        }
        return changed;
    }

    /** The cells of a band's minirows given on the first bit of each ({@link #FIRSTS}). */
    private static int cells(int firsts) {
        int t = firsts & FIRSTS;
        return t | t << 1 | t << 2;
    }
}
