package sudoku.solve.internal;

import static sudoku.solve.internal.BandTables.BAND;
import static sudoku.solve.internal.BandTables.BAND_PEERS;
import static sudoku.solve.internal.BandTables.COLUMN;
import static sudoku.solve.internal.BandTables.lastColumn;
import static sudoku.solve.internal.BandTables.loneColumns;
import static sudoku.solve.internal.BandTables.nextColumn;
import static sudoku.solve.internal.BandTables.peersOf;
import static sudoku.solve.internal.BandTables.rowSingles;

import sudoku.core.Grid;

/**
 * The 9x9 search on per-digit band boards (see {@link BandTables} for the layout). One object
 * is reused for any number of puzzles by one thread; a search allocates nothing.
 *
 * <p>The state of one search depth is a frame of ints in one flat array:
 * <pre>
 *   [0..26]   candidates, index band * 9 + digit (digit 0..8), a 27-bit band mask each;
 *             a placed cell keeps its own digit's bit
 *   [27..29]  the unplaced cells of each band
 *   [30..38]  each digit's three masks added up as last propagated (masks only lose cells, so
 *             a digit has changed since exactly when the sum has)
 *   [39]      how many branching options are still to try, [40..48] the options, tried
 *             from the last: each a digit's pattern in a band or stack (see
 *             {@link BranchChoice#PATTERN}) or (digit << 8) | cell
 * </pre>
 * After the frames, {@link #LAST_TRIADS} holds what the last {@link Triads} pass counted.
 * Propagation, digit by digit: locked candidates inside each band by table
 * ({@link BandTables#locked}) and inside the three stacks at once by bit operations on their
 * columns, until stable; then hidden singles in rows and columns (a box single has become a
 * row single); when every digit is stable, naked singles, then {@link Triads}. The search
 * branches as {@link BranchChoice} says.
 */
public final class BandSearch {
    private static final int FRAME = 49;
    static final int UNPLACED = 27;
    private static final int SEEN = 30;
    static final int OPTIONS = 39;
    static final int OPTION = 40;
    private static final int[] NEXT_BAND = {1, 2, 0};
    /** The frames held, one per depth of the search. */
    private static final int DEPTHS = 83;
    /**
     * Where {@link Triads} leaves each digit's minirows (index digit) and minicolumns (index 9 +
     * digit) as it counted them, for {@link BranchChoice}: a propagation that ends in no
     * contradiction and not every cell placed ends in a triad pass that changed nothing.
     */
    static final int LAST_TRIADS = FRAME * DEPTHS;

    /** Receives each solution as 81 digits (1..9); returns false to stop the search. */
    @FunctionalInterface
    public interface SolutionSink {
        /** Takes one solution (the array is reused: copy what must be kept). */
        boolean accept(int[] digits);
    }

    private final int[] s = new int[LAST_TRIADS + 18];
    private final int[] digits = new int[81];
    /**
     * For {@link #start}, index band * 10 + digit (1..9): the band's clues of that digit (low 32
     * bits) and their peers in the band (high 32 bits); slots 30 + bit take the empty cells.
     */
    private final long[] clues = new long[57];
    private final int[][] kept = new int[2][81];
    private int keptCount;
    private long guesses;
    private long branchNodes;
    private long backtracks;
    private boolean clash;

    /**
     * Searches a 9x9 puzzle for up to {@code limit} solutions.
     * The first two are kept ({@link #kept}); each goes to {@code sink} when it is not null.
     * @return the number found, at most {@code limit}
     */
    public long run(Grid puzzle, long limit, SolutionSink sink) {
        guesses = 0;
        branchNodes = 0;
        backtracks = 0;
        keptCount = 0;
        clash = false;
        if (!start(puzzle)) {
            clash = true;
            return 0;
        }
        if (!propagate(0)) {
            return 0;
        }
        final int[] s = this.s;
        long count = 0;
        int depth = 0;
        int base = 0;
        while (true) {
            if (allPlaced(base)) {
                count++;
                if (!solution(base, sink) || count >= limit) {
                    return count;
                }
                if ((base = backtrack(depth)) < 0) {
                    return count;
                }
                depth = base / FRAME;
            } else {
                BranchChoice.choose(s, base);
                branchNodes += Math.max(0, s[base + OPTIONS] - 1);
            }
            // try the next option of this depth's branch, going back up when none is left
            while (true) {
                int left = s[base + OPTIONS] - 1;
                if (left < 0) {
                    if ((base = backtrack(depth)) < 0) {
                        return count;
                    }
                    depth = base / FRAME;
                    continue;
                }
                s[base + OPTIONS] = left;
                int option = s[base + OPTION + left];
                guesses++;
                if (left != 0) {
                    int child = base + FRAME;
                    System.arraycopy(s, base, s, child, SEEN + 9);
                    take(child, option);
                    if (propagate(child)) {
                        depth++;
                        base = child;
                        break;
                    }
                } else {
                    take(base, option);
                    if (propagate(base)) {
                        break;
                    }
                }
                backtracks++;
            }
        }
    }

    /** Applies a branching option to the frame at {@code base}: a digit's pattern in a unit, or a digit at a cell. */
    private void take(int base, int option) {
        if (option >= BranchChoice.PATTERN) {
            BranchChoice.applyPattern(s, base, option);
        } else {
            int cell = option & 0xFF;
            int b = cell / 27;
            place(base, b, option >>> 8, 1 << (cell - b * 27));
        }
    }

    /** The frame base of the nearest shallower depth (the caller reads its remaining digits), or -1. */
    private static int backtrack(int depth) {
        return depth == 0 ? -1 : (depth - 1) * FRAME;
    }

    /** Branching decisions taken by the last search (each digit tried at a cell). */
    public long guesses() {
        return guesses;
    }

    /** Branch nodes of the last search: a branch point with k options counts k - 1. */
    public long branchNodes() {
        return branchNodes;
    }

    /** Branches of the last search that ended in a contradiction. */
    public long backtracks() {
        return backtracks;
    }

    /** Whether the last puzzle's clues already clash (two equal digits in a unit). */
    public boolean clueClash() {
        return clash;
    }

    /** How many solutions are kept (at most two). */
    public int keptCount() {
        return keptCount;
    }

    /** The i-th solution kept (0 or 1), as 81 digits; the array is reused by the next search. */
    public int[] kept(int i) {
        return kept[i];
    }

    /**
     * Sets frame 0 from the clues in one sweep: each digit's candidates in a band are the cells
     * without a clue, off the rows, columns and boxes of its own clues, plus those clues.
     * @return false when two equal clues share a unit
     */
    private boolean start(Grid puzzle) {
        final int[] s = this.s;
        final long[] clues = this.clues;
        for (int i = 0; i < 30; i++) {
            clues[i] = 0;
        }
        // one write per cell for both the cell and its peers, without a branch: an empty cell
        // (digit 0) lands in a spare slot of its own (30 + bit), never read, so that the empty
        // cells do not wait on each other's writes
        for (int b = 0; b < 3; b++) {
            int empty = 0;
            for (int p = 0; p < 27; p++) {
                int v = puzzle.get(b * 27 + p);
                int none = (v - 1) >>> 31;
                empty |= none << p;
                clues[b * 10 + v + (-none & (30 + p - b * 10))] |= BandTables.CLUE[p];
            }
            s[UNPLACED + b] = empty;
        }
        for (int d = 0; d < 9; d++) {
            long k0 = clues[1 + d];
            long k1 = clues[11 + d];
            long k2 = clues[21 + d];
            int o0 = (int) k0;
            int o1 = (int) k1;
            int o2 = (int) k2;
            int ruled0 = (int) (k0 >>> 32);
            int ruled1 = (int) (k1 >>> 32);
            int ruled2 = (int) (k2 >>> 32);
            int c0 = BandTables.columns(o0);
            int c1 = BandTables.columns(o1);
            int c2 = BandTables.columns(o2);
            if (((ruled0 & o0) | (ruled1 & o1) | (ruled2 & o2) | (c0 & c1) | (c0 & c2) | (c1 & c2)) != 0) {
                return false;
            }
            int open = ~BandTables.spreadColumns(c0 | c1 | c2);
            s[d] = s[UNPLACED] & open & ~ruled0 | o0;
            s[9 + d] = s[UNPLACED + 1] & open & ~ruled1 | o1;
            s[18 + d] = s[UNPLACED + 2] & open & ~ruled2 | o2;
            s[SEEN + d] = -1;
        }
        return true;
    }

    private boolean solution(int base, SolutionSink sink) {
        if (keptCount == 2 && sink == null) {
            // nothing to keep and no one to hand it to
            return true;
        }
        final int[] s = this.s;
        // written straight into the kept solution while fewer than two are kept
        final int[] digits = keptCount < 2 ? kept[keptCount++] : this.digits;
        // a solved digit has one cell in each row of a band: three stores, no loop
        for (int b = 0; b < 3; b++) {
            int row = b * 27;
            for (int d = 0; d < 9; d++) {
                int m = s[base + b * 9 + d];
                digits[row + Integer.numberOfTrailingZeros(m)] = d + 1;
                digits[row + Integer.numberOfTrailingZeros(m & ~0x1FF)] = d + 1;
                digits[row + 31 - Integer.numberOfLeadingZeros(m)] = d + 1;
            }
        }
        if (sink != null && digits != this.digits) {
            System.arraycopy(digits, 0, this.digits, 0, 81);
        }
        return sink == null || sink.accept(this.digits);
    }

    /** Places digit {@code d} at the cell {@code bit} of band {@code b}: its peers lose the digit, the cell the others. */
    private void place(int base, int b, int d, int bit) {
        final int[] s = this.s;
        int p = Integer.numberOfTrailingZeros(bit);
        int own = base + b * 9;
        int mine = s[own + d] & ~BAND_PEERS[p];
        int notCell = ~bit;
        for (int e = 0; e < 9; e++) {
            s[own + e] &= notCell;
        }
        s[own + d] = mine;
        int notColumn = ~COLUMN[p % 9];
        int b1 = NEXT_BAND[b];
        int b2 = NEXT_BAND[b1];
        s[base + b1 * 9 + d] &= notColumn;
        s[base + b2 * 9 + d] &= notColumn;
        s[base + UNPLACED + b] &= notCell;
    }

    /**
     * Applies the rules until nothing changes.
     * @return false on a contradiction
     */
    private boolean propagate(int base) {
        final int[] s = this.s;
        while (true) {
            boolean placed = false;
            for (int d = 0; d < 9; d++) {
                int m0 = s[base + d];
                int m1 = s[base + 9 + d];
                int m2 = s[base + 18 + d];
                // masks only lose cells, so a digit has changed exactly when the sum of its three has
                if (m0 + m1 + m2 == s[base + SEEN + d]) {
                    continue;
                }
                // both filters are idempotent: alternate them until one of them removes nothing
                m0 = BandTables.locked(m0);
                m1 = BandTables.locked(m1);
                m2 = BandTables.locked(m2);
                if (m0 == 0 || m1 == 0 || m2 == 0) {
                    return false;
                }
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
                    // a stack where band 0 keeps no column has no way at all
                    if (((k0 | k0 >>> 1 | k0 >>> 2) & 0111) != 0111) {
                        return false;
                    }
                    if (((k0 ^ f0) | (k1 ^ f1) | (k2 ^ f2)) == 0) {
                        break;
                    }
                    m0 &= BandTables.spreadColumns(k0);
                    m1 &= BandTables.spreadColumns(k1);
                    m2 &= BandTables.spreadColumns(k2);
                    int n0 = BandTables.locked(m0);
                    int n1 = BandTables.locked(m1);
                    int n2 = BandTables.locked(m2);
                    if (n0 == 0 || n1 == 0 || n2 == 0) {
                        return false;
                    }
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
                s[base + d] = m0;
                s[base + 9 + d] = m1;
                s[base + 18 + d] = m2;
                s[base + SEEN + d] = m0 + m1 + m2;
                // hidden singles: alone in a row, or in a column (a box single is a row single by now)
                int oneBand = (f0 ^ f1 ^ f2) & ~((f0 & f1) | (f0 & f2) | (f1 & f2));
                int h0 = (rowSingles(m0) | (m0 & BandTables.spreadColumns(oneBand & loneColumns(m0))))
                        & s[base + UNPLACED];
                int h1 = (rowSingles(m1) | (m1 & BandTables.spreadColumns(oneBand & loneColumns(m1))))
                        & s[base + UNPLACED + 1];
                int h2 = (rowSingles(m2) | (m2 & BandTables.spreadColumns(oneBand & loneColumns(m2))))
                        & s[base + UNPLACED + 2];
                if ((h0 | h1 | h2) != 0) {
                    // read before the cells are cleared, tested without reading them back
                    int u0 = s[base + UNPLACED] & ~h0;
                    int u1 = s[base + UNPLACED + 1] & ~h1;
                    int u2 = s[base + UNPLACED + 2] & ~h2;
                    // d is stable under both filters, so its singles are never peers of each other and
                    // their peers have lost d already: only the other digits lose the cells
                    // (see placeSingles)
                    placeSingles(base, 0, d, h0, m0);
                    placeSingles(base, 1, d, h1, m1);
                    placeSingles(base, 2, d, h2, m2);
                    s[base + UNPLACED] = u0;
                    s[base + UNPLACED + 1] = u1;
                    s[base + UNPLACED + 2] = u2;
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
            int singles = nakedSingles(base);
            if (singles < 0) {
                return false;
            }
            if (allPlaced(base)) {
                return true;
            }
            if (singles == 0) {
                int triads = Triads.apply(s, base);
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
    private boolean allPlaced(int base) {
        return (s[base + UNPLACED] | s[base + UNPLACED + 1] | s[base + UNPLACED + 2]) == 0;
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
    private void placeSingles(int base, int b, int d, int cells, int m) {
        final int[] s = this.s;
        int own = base + b * 9;
        // no test for no cells: clearing none changes nothing
        int notCells = ~cells;
        for (int e = 0; e < 9; e++) {
            s[own + e] &= notCells;
        }
        s[own + d] = m;
    }

    /** Places every unplaced cell with one candidate; -1 on a cell with none. */
    private int nakedSingles(int base) {
        final int[] s = this.s;
        int placed = 0;
        for (int b = 0; b < 3; b++) {
            int unplaced = s[base + UNPLACED + b];
            if (unplaced == 0) {
                continue;
            }
            int own = base + b * 9;
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
            s[base + UNPLACED + b] = unplaced & ~singles;
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
                    s[base + b1 * 9 + d] &= notColumns;
                    s[base + b2 * 9 + d] &= notColumns;
                }
            }
            placed += Integer.bitCount(singles);
        }
        return placed;
    }
}
