package sudoku.solve.internal;

/**
 * Lookup tables and small bit helpers for the band representation of a 9x9 board.
 *
 * <pre>
 * A band is three rows (rows 0-2, 3-5 or 6-8). One digit's candidates in one band are a
 * 27-bit int, bit (row % 3) * 9 + column:
 *
 *   bits  0.. 8  first row of the band    | box 0 | box 1 | box 2 |
 *   bits  9..17  second row               |  0-2  |  3-5  |  6-8  |  (columns)
 *   bits 18..26  third row
 *
 * A minirow is the three cells where a row meets a box; a band has nine, numbered
 * row * 3 + box. The cell index 0..80 is band * 27 + bit.
 * </pre>
 */
public final class BandTables {
    /** All 27 cells of a band. */
    public static final int BAND = (1 << 27) - 1;

    /** For a row's 9 bits: which of its three minirows hold a candidate (3 bits). */
    static final int[] ROW_MINIROWS = new int[512];

    /**
     * For a band's minirow occupancy (9 bits, row * 3 + box): the minirows that take part in
     * at least one way to place the digit once in each row and once in each box of the band
     * (a permutation rows to boxes), as a 27-bit cell mask; 0 when there is no way at all.
     * This is locked candidates (pointing and claiming) inside the band, plus the "no place
     * for the digit in a row or box" contradiction.
     */
    static final int[] LOCKED = new int[512];

    /** For a row's 9 bits: the row itself when it has exactly one bit, else 0. */
    private static final int[] LONE = new int[512];

    /**
     * For a bit of a band: its peers inside the band (same row, column or box), itself excluded;
     * index 32 (the trailing zeros of no bit) has none.
     */
    static final int[] BAND_PEERS = new int[33];

    /** For a bit of a band: the bit itself, and its peers in the band ({@link #BAND_PEERS}) shifted up 32. */
    static final long[] CLUE = new long[27];

    /** For a column 0..8: its three cells in a band. */
    static final int[] COLUMN = new int[9];

    private BandTables() {
    }

    static {
        for (int seg = 0; seg < 512; seg++) {
            ROW_MINIROWS[seg] = ((seg & 7) != 0 ? 1 : 0) | ((seg & 070) != 0 ? 2 : 0) | ((seg & 0700) != 0 ? 4 : 0);
            LONE[seg] = Integer.bitCount(seg) == 1 ? seg : 0;
        }
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int occ = 0; occ < 512; occ++) {
            int keep = 0;
            for (int[] p : perms) {
                int used = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
                if ((occ & used) == used) {
                    keep |= used;
                }
            }
            int cells = 0;
            for (int mr = 0; mr < 9; mr++) {
                if ((keep & (1 << mr)) != 0) {
                    cells |= 7 << ((mr / 3) * 9 + (mr % 3) * 3);
                }
            }
            LOCKED[occ] = cells;
        }
        for (int c = 0; c < 9; c++) {
            COLUMN[c] = (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
        }
        for (int p = 0; p < 27; p++) {
            int row = p / 9;
            int col = p % 9;
            int box = col / 3;
            int peers = (0x1FF << (row * 9)) | COLUMN[col] | (7 << (box * 3)) | (7 << (box * 3 + 9))
                    | (7 << (box * 3 + 18));
            BAND_PEERS[p] = peers & ~(1 << p);
            CLUE[p] = (long) BAND_PEERS[p] << 32 | 1L << p;
        }
    }

    /** The cells of a band mask that keep their place under locked candidates (0: contradiction). */
    static int locked(int m) {
        int occ = ROW_MINIROWS[m & 0x1FF] | ROW_MINIROWS[(m >>> 9) & 0x1FF] << 3 | ROW_MINIROWS[m >>> 18] << 6;
        return m & LOCKED[occ];
    }

    /** The bits of the columns of a band mask: bit c set when column c has a cell in the mask. */
    static int columns(int m) {
        return (m | (m >>> 9) | (m >>> 18)) & 0x1FF;
    }

    /** The band cells of a column set (9 bits), in all three rows. */
    static int spreadColumns(int cols) {
        return cols | (cols << 9) | (cols << 18);
    }

    /** The peers in their band of a band's cells (none for none); it includes two of the cells when they are peers. */
    static int peersOf(int cells) {
        if ((cells & (cells - 1)) == 0) {
            return BAND_PEERS[Integer.numberOfTrailingZeros(cells)];
        }
        int peers = 0;
        for (int c = cells; c != 0; c &= c - 1) {
            peers |= BAND_PEERS[Integer.numberOfTrailingZeros(c)];
        }
        return peers;
    }

    /** Column bits (9) moved within their stack: each column takes the next one's bit (the first the last's). */
    static int nextColumn(int f) {
        return (f >>> 1) & 0333 | (f << 2) & 0444;
    }

    /** Column bits moved within their stack the other way: each column takes the bit of the one two places on. */
    static int lastColumn(int f) {
        return (f >>> 2) & 0111 | (f << 1) & 0666;
    }

    /** The columns (9 bits) where a band mask has exactly one cell. */
    static int loneColumns(int m) {
        int r0 = m & 0x1FF;
        int r1 = (m >>> 9) & 0x1FF;
        int r2 = m >>> 18;
        return (r0 ^ r1 ^ r2) & ~(r0 & r1);
    }

    /** The cells of a band mask that are alone in their row. */
    static int rowSingles(int m) {
        return LONE[m & 0x1FF] | LONE[(m >>> 9) & 0x1FF] << 9 | LONE[m >>> 18] << 18;
    }
}
