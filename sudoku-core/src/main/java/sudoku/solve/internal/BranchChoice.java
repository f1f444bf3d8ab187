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
     * For the same occupancy: the number of open patterns, plus {@code 1 << 8} when there are
     * two or more (the digit is still undecided in the unit), so that one sum over a unit's
     * digits counts both.
     */
    private static final int[] WEIGHT = new int[512];

    /**
     * From this many candidates left on the board (placed cells count one), units are ranked
     * by their undecided digits first, then by fewest open patterns (see {@link #choose}).
     */
    private static final int HARD = 200;

    /** From this many candidates, ties between undecided digits go to the most open patterns. */
    private static final int HARDEST = 250;

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
            int n = Integer.bitCount(open);
            WEIGHT[occ] = n | (n > 1 ? 1 << 8 : 0);
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
     * Sets the branching options of a frame, each excluding the others and together covering
     * every solution. One unit (band or stack) not yet fixed is chosen, and in it a digit with
     * the fewest patterns (two if it has one): each of its patterns is an option. On a board
     * with few candidates left the unit is the one with the fewest open patterns over its nine
     * digits. With {@value #HARD} candidates or more it is the unit with the fewest digits still
     * undecided, then the fewest open patterns; with {@value #HARDEST} or more, then the most.
     * On the hardest puzzles the tree is then a third smaller (forum_hardest_1106: 220 to 146
     * guesses per puzzle, the same in any orientation), the choices near the root making the
     * difference; magictour_top1465 gains a little (17.71 to 17.58), 17_clue loses a little
     * (1.12 to 1.37). When every unit is fixed but cells are left (propagation places them
     * first, so this is a safety net), the digits of a cell with the fewest are the options.
     * The frame is propagated, so its last triad pass changed nothing: each digit's minirows and
     * minicolumns are read from what that pass left ({@link BandSearch#LAST_TRIADS}).
     */
    static void choose(int[] s, int base) {
        int bestUnit = -1;
        int t0 = 0;
        int t1 = 0;
        int t2 = 0;
        int t3 = 0;
        int t4 = 0;
        int t5 = 0;
        int candidates = 0;
        for (int d = 0; d < 9; d++) {
            int m0 = s[base + d];
            int m1 = s[base + 9 + d];
            int m2 = s[base + 18 + d];
            int r = s[BandSearch.LAST_TRIADS + d];
            t0 += WEIGHT[bandOccupancy(r)];
            t1 += WEIGHT[bandOccupancy(r >>> 1)];
            t2 += WEIGHT[bandOccupancy(r >>> 2)];
            int c = s[BandSearch.LAST_TRIADS + 9 + d];
            t3 += WEIGHT[stackOccupancy(c)];
            t4 += WEIGHT[stackOccupancy(c >>> 3)];
            t5 += WEIGHT[stackOccupancy(c >>> 6)];
            candidates += Integer.bitCount(m0) + Integer.bitCount(m1) + Integer.bitCount(m2);
        }
        long packed = Math.min(Math.min(key(t0, 0, candidates), key(t1, 1, candidates)),
                Math.min(Math.min(key(t2, 2, candidates), key(t3, 3, candidates)),
                Math.min(key(t4, 4, candidates), key(t5, 5, candidates))));
        if (packed != Long.MAX_VALUE) {
            bestUnit = (int) (packed & 7);
        }
        if (bestUnit >= 0) {
            int bestDigit = -1;
            int bestOpen = 0;
            int bestCount = 7;
            for (int d = 0; d < 9 && bestCount > 2; d++) {
                int o = OPEN[unitOccupancy(s, base, bestUnit, d)];
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
                s[base + BandSearch.OPTION + n++] = PATTERN | bestUnit << 12 | bestDigit << 8 | i;
            }
            s[base + BandSearch.OPTIONS] = n;
            return;
        }
        int bestCell = -1;
        int bestCount = 10;
        for (int b = 0; b < 3; b++) {
            int unplaced = s[base + BandSearch.UNPLACED + b];
            int own = base + b * 9;
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
        cellOptions(s, base, bestCell);
    }

    /**
     * A unit's sort key from its weight (see {@link #WEIGHT}) and the board's candidates,
     * lowest first, then lowest unit; none when the unit is fixed (no undecided digit).
     */
    private static long key(int weight, int unit, int candidates) {
        int undecided = weight >>> 8;
        int patterns = weight & 0xFF;
        if (undecided == 0) {
            return Long.MAX_VALUE;
        }
        long rank = candidates < HARD ? patterns
                : undecided * 64L + (candidates < HARDEST ? patterns : 63 - patterns);
        return rank << 3 | unit;
    }

    /** A band mask's minirow occupancy, row * 3 + box. */
    private static int occupancy(int m) {
        return BandTables.ROW_MINIROWS[m & 0x1FF] | BandTables.ROW_MINIROWS[(m >>> 9) & 0x1FF] << 3
                | BandTables.ROW_MINIROWS[m >>> 18] << 6;
    }

    /** Digit d's occupancy of a band (0..2) or a stack (3..5) seen sideways. */
    private static int unitOccupancy(int[] s, int base, int unit, int d) {
        if (unit < 3) {
            return occupancy(s[base + unit * 9 + d]);
        }
        return stackOccupancy(s[BandSearch.LAST_TRIADS + 9 + d] >>> (unit - 3) * 3);
    }

    /**
     * A digit's occupancy of band 0 turned sideways, box * 3 + row, from its minirows as the last
     * triad pass left them (shifted down by 1 or 2 for the other bands). A sideways occupancy has
     * as many patterns as the occupancy itself (each pattern turned sideways is one), so
     * {@link #WEIGHT} takes it as it is.
     */
    private static int bandOccupancy(int minirows) {
        int firsts = minirows & Triads.FIRSTS;
        return (firsts | firsts >>> 8 | firsts >>> 16) & 0x1FF;
    }

    /**
     * A digit's occupancy of the first stack, band * 3 + column, from its minicolumns as the last
     * triad pass left them (shifted down by 3 or 6 for the other stacks).
     */
    private static int stackOccupancy(int minicolumns) {
        return minicolumns & 7 | (minicolumns >>> 6) & 070 | (minicolumns >>> 12) & 0700;
    }

    /** Applies a pattern option: its digit keeps only the pattern's places in its unit. */
    static void applyPattern(int[] s, int base, int option) {
        int unit = (option >>> 12) & 7;
        int d = (option >>> 8) & 15;
        int k = (unit * 6 + (option & 7)) * 3;
        s[base + d] &= KEEP_PATTERN[k];
        s[base + 9 + d] &= KEEP_PATTERN[k + 1];
        s[base + 18 + d] &= KEEP_PATTERN[k + 2];
    }

    /** One option per candidate of a cell, the lowest digit tried first. */
    private static void cellOptions(int[] s, int base, int cell) {
        int b = cell / 27;
        int bit = 1 << (cell - b * 27);
        int n = 0;
        for (int d = 8; d >= 0; d--) {
            if ((s[base + b * 9 + d] & bit) != 0) {
                s[base + BandSearch.OPTION + n++] = (d << 8) | cell;
            }
        }
        s[base + BandSearch.OPTIONS] = n;
    }
}
