package sudoku.solve.internal;

/**
 * The branching choice of {@link BandSearch}: sets a frame's options, which exclude each other
 * and together cover every solution.
 */
final class BranchChoice {
    private BranchChoice() {
    }

    /** An option that fixes one digit's pattern in a band or stack, not one cell's digit. */
    static final int PATTERN = 1 << 16;

    /**
     * For a digit's 9-bit occupancy of a band (row * 3 + box, see {@link BandTables#LOCKED}) or of
     * a stack seen sideways (band * 3 + column of the stack): which of the six patterns, one
     * place per row and per box, are still open (bit i for {@link #PERMS}[i]).
     */
    static final int[] OPEN = new int[512];

    /**
     * From this many candidates left on the board (placed cells count one), units are ranked
     * by their undecided digits first, then by fewest places (see {@link #choose}).
     */
    private static final int HARD = 200;

    /** From this many candidates, ties between undecided digits go to the most places. */
    private static final int HARDEST = 250;

    /** A key at or above this: the unit is fixed, no digit is undecided in it. */
    private static final int FIXED = 1 << 20;

    /** The minicolumns of the first stack in every band (see {@link Triads}). */
    private static final int STACK0 = 07007007;

    /** The six ways to map three rows onto three boxes: row r goes to box PERMS[i][r]. */
    private static final int[][] PERMS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    /**
     * For a band (0..2) or stack (3..5) and a pattern: the 27-bit mask each band keeps,
     * index (unit * 6 + pattern) * 3 + band.
     */
    static final int[] KEEP_PATTERN = new int[6 * 6 * 3];

    static {
        for (int occ = 0; occ < 512; occ++) {
            int open = 0;
            for (int i = 0; i < 6; i++) {
                int used = (1 << PERMS[i][0]) | (1 << (3 + PERMS[i][1])) | (1 << (6 + PERMS[i][2]));
                if ((occ & used) == used) {
                    open |= 1 << i;
                }
            }
            OPEN[occ] = open;
        }
        for (int unit = 0; unit < 6; unit++) {
            for (int i = 0; i < 6; i++) {
                for (int b = 0; b < 3; b++) {
                    int keep;
                    if (unit < 3) {
                        // band: row r of the band keeps only the minirow in box PERMS[i][r]
                        keep = unit != b ? BandTables.BAND
                                : (7 << (PERMS[i][0] * 3)) | (7 << (PERMS[i][1] * 3 + 9)) | (7 << (PERMS[i][2] * 3 + 18));
                    } else {
                        // stack t: band b keeps only column PERMS[i][b] of the stack, the other stacks as they are
                        int t = unit - 3;
                        keep = BandTables.BAND & ~BandTables.spreadColumns(7 << (t * 3))
                                | BandTables.spreadColumns(1 << (t * 3 + PERMS[i][b]));
                    }
                    KEEP_PATTERN[(unit * 6 + i) * 3 + b] = keep;
                }
            }
        }
    }

    /**
     * Sets the branching options of a frame, each excluding the others and together covering every
     * solution. One unit (band or stack) not yet fixed is chosen, and in it a digit with the fewest
     * patterns (two if it has one): each of its patterns is an option. Units are ranked by their
     * places over the nine digits, a digit's minirows in a band or minicolumns in a stack: after
     * locked candidates each place takes part in an open pattern, so places stand in for patterns
     * (ranked by patterns, magictour_top1465 takes 17.58 guesses per puzzle instead of 17.63) at the
     * cost of a bit count, with no table. On a board with few candidates left the unit is the one
     * with the fewest places. With {@value #HARD} candidates or more it is the unit with the fewest
     * digits still undecided, then the fewest places; with {@value #HARDEST} or more, then the most.
     * On the hardest puzzles the tree is then a third smaller (forum_hardest_1106: 223 to 146 guesses
     * per puzzle), the choices near the root making the difference; magictour_top1465 loses a little
     * (17.49 to 17.63), 17_clue too (1.17 to 1.40). When every unit is fixed but cells are left
     * (propagation places them first, so this is a safety net), the digits of a cell with the fewest
     * are the options. The frame is propagated, so its last triad pass changed nothing: each digit's
     * minirows and minicolumns are read from what that pass left ({@link BandSearch#LAST_TRIADS}).
     */
    static void choose(int[] s) {
        int bestUnit = -1;
        int t0 = 0;
        int t1 = 0;
        int t2 = 0;
        int t3 = 0;
        int t4 = 0;
        int t5 = 0;
        int candidates = 0;
        for (int d = 0; d < 9; d++) {
            int m0 = s[d];
            int m1 = s[9 + d];
            int m2 = s[18 + d];
            int r = s[BandSearch.LAST_TRIADS + d];
            t0 += weight(r & Triads.FIRSTS);
            t1 += weight(r >>> 1 & Triads.FIRSTS);
            t2 += weight(r >>> 2 & Triads.FIRSTS);
            int c = s[BandSearch.LAST_TRIADS + 9 + d];
            t3 += weight(c & STACK0);
            t4 += weight(c & STACK0 << 3);
            t5 += weight(c & STACK0 << 6);
            candidates += Integer.bitCount(m0) + Integer.bitCount(m1) + Integer.bitCount(m2);
        }
        // the same key for every unit, without a branch: see key
        int scale = candidates < HARD ? 0 : 128;
        int flip = candidates < HARDEST ? 0 : 127;
        int best = Math.min(Math.min(key(t0, scale, flip), key(t1, scale, flip) | 1),
                Math.min(Math.min(key(t2, scale, flip) | 2, key(t3, scale, flip) | 3),
                Math.min(key(t4, scale, flip) | 4, key(t5, scale, flip) | 5)));
        if (best < FIXED) {
            bestUnit = best & 7;
        }
        if (bestUnit >= 0) {
            int bestDigit = -1;
            int bestOpen = 0;
            int bestCount = 7;
            for (int d = 0; d < 9 && bestCount > 2; d++) {
                int o = OPEN[unitOccupancy(s, bestUnit, d)];
                int n = Integer.bitCount(o);
                if (n >= 2 && n < bestCount) {
                    bestCount = n;
                    bestDigit = d;
                    bestOpen = o;
                }
            }
            int n = 0;
            while (bestOpen != 0) {
                int i = 31 - Integer.numberOfLeadingZeros(bestOpen);
                bestOpen &= ~(1 << i);
                s[BandSearch.OPTION + n++] = PATTERN | bestUnit << 12 | bestDigit << 8 | i;
            }
            s[BandSearch.OPTIONS] = n;
            return;
        }
        int bestCell = -1;
        int bestCount = 10;
        for (int b = 0; b < 3; b++) {
            int unplaced = s[BandSearch.UNPLACED + b];
            int own = b * 9;
            while (unplaced != 0) {
                int bit = unplaced & -unplaced;
                unplaced &= unplaced - 1;
                int n = 0;
                for (int d = 0; d < 9; d++) {
                    n += (s[own + d] & bit) != 0 ? 1 : 0;
                }
                if (n < bestCount) {
                    bestCount = n;
                    bestCell = b * 27 + Integer.numberOfTrailingZeros(bit);
                }
            }
        }
        cellOptions(s, bestCell);
    }

    /**
     * A digit's weight in a unit from its places there (minirows of a band, minicolumns of a
     * stack): their number, plus {@code 1 << 8} when there are more than three (the digit is
     * still undecided in the unit), so that one sum over a unit's digits counts both. After
     * locked candidates every place takes part in a pattern, so more places mean more patterns;
     * no table and no gathering of the places' bits.
     */
    private static int weight(int places) {
        int n = Integer.bitCount(places);
        return n | (3 - n) >>> 31 << 8;
    }

    /**
     * A unit's sort key from its weight (see {@link #weight}), lowest first, the unit to be
     * added in its low three bits: its places, or its undecided digits times {@code scale}
     * (128, above any unit's places) plus its places, or plus 127 less them when {@code flip}
     * is 127; {@link #FIXED} added when no digit is undecided.
     */
    private static int key(int weight, int scale, int flip) {
        int undecided = weight >>> 8;
        return (undecided * scale + ((weight & 0xFF) ^ flip)) << 3 | ((undecided - 1) >>> 31) * FIXED;
    }

    /** A band mask's minirow occupancy, row * 3 + box. */
    private static int occupancy(int m) {
        return BandTables.ROW_MINIROWS[m & 0x1FF] | BandTables.ROW_MINIROWS[(m >>> 9) & 0x1FF] << 3
                | BandTables.ROW_MINIROWS[m >>> 18] << 6;
    }

    /** Digit d's occupancy of a band (0..2) or a stack (3..5) seen sideways. */
    private static int unitOccupancy(int[] s, int unit, int d) {
        if (unit < 3) {
            return occupancy(s[unit * 9 + d]);
        }
        return stackOccupancy(s[BandSearch.LAST_TRIADS + 9 + d] >>> (unit - 3) * 3);
    }

    /**
     * A digit's occupancy of the first stack, band * 3 + column, from its minicolumns as the last
     * triad pass left them (shifted down by 3 or 6 for the other stacks).
     */
    private static int stackOccupancy(int minicolumns) {
        return minicolumns & 7 | (minicolumns >>> 6) & 070 | (minicolumns >>> 12) & 0700;
    }

    /** Applies a pattern option: its digit keeps only the pattern's places in its unit. */
    static void applyPattern(int[] s, int option) {
        int unit = (option >>> 12) & 7;
        int d = (option >>> 8) & 15;
        int k = (unit * 6 + (option & 7)) * 3;
        s[d] &= KEEP_PATTERN[k];
        s[9 + d] &= KEEP_PATTERN[k + 1];
        s[18 + d] &= KEEP_PATTERN[k + 2];
    }

    /** One option per candidate of a cell, the lowest digit tried first. */
    private static void cellOptions(int[] s, int cell) {
        int b = cell / 27;
        int bit = 1 << (cell - b * 27);
        int n = 0;
        for (int d = 8; d >= 0; d--) {
            if ((s[b * 9 + d] & bit) != 0) {
                s[BandSearch.OPTION + n++] = (d << 8) | cell;
            }
        }
        s[BandSearch.OPTIONS] = n;
    }
}
