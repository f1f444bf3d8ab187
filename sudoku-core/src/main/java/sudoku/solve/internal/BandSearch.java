package sudoku.solve.internal;

import sudoku.core.Geometry;
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
 * The frame being searched is always the first, at index 0, so that {@link BandPropagation},
 * {@link Triads} and {@link BranchChoice} address its ints by constants. Before trying an option
 * that is not the last, the search saves the frame in the slot of the next depth, and it comes
 * back to a depth by copying its slot over the first frame. After the slots,
 * {@link #LAST_TRIADS} holds what the last {@link Triads} pass counted. The first frame is
 * propagated by {@link BandPropagation}; the search branches as {@link BranchChoice} says.
 */
public final class BandSearch {
    private static final int FRAME = 49;
    static final int UNPLACED = 27;
    static final int SEEN = 30;
    static final int OPTIONS = 39;
    static final int OPTION = 40;
    /** The first frame and the slots of the frames saved, one per depth of the search below the first. */
    private static final int DEPTHS = 84;
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

    /**
     * Bytes left unused at the end of each array that a search writes as it goes, and after its
     * counters: two cache lines, since the processor fetches lines in pairs. A collection may move
     * the searches of two threads next to each other in memory, and two cores writing the same
     * cache line slow each other down (false sharing): two threads solving top1465 took 7-10% more
     * CPU per puzzle than one before this room was left, as much as one thread after. For the same
     * reason a search writes none of this object's own fields: its counts are kept in an array too.
     */
    private static final int PAD = 128;
    /** In {@link #counts}: the last search's guesses, branch nodes, backtracks, solutions kept, and 1 on a clue clash. */
    private static final int GUESSES = 0;
    private static final int BRANCH_NODES = 1;
    private static final int BACKTRACKS = 2;
    private static final int KEPT = 3;
    private static final int CLASH = 4;

    private final int[] s = new int[LAST_TRIADS + 18 + PAD / Integer.BYTES];
    /** Handed to a {@link SolutionSink}, exactly 81 digits; written only when there is one. */
    private final int[] digits = new int[81];
    private final byte[] cells = new byte[81 + PAD];
    /**
     * For {@link #start}, index band * 10 + digit (1..9): the band's clues of that digit (low 32
     * bits) and their peers in the band (high 32 bits).
     */
    private final long[] clues = new long[30 + PAD / Long.BYTES];
    /** The first two solutions, in the first 81 bytes of each. */
    private final byte[][] kept = {new byte[81 + PAD], new byte[81 + PAD]};
    private final long[] counts = new long[CLASH + 1 + PAD / Long.BYTES];

    /**
     * Searches a 9x9 puzzle for up to {@code limit} solutions.
     * The first two are kept ({@link #kept}); each goes to {@code sink} when it is not null.
     * @return the number found, at most {@code limit}
     */
    public long run(Grid puzzle, long limit, SolutionSink sink) {
        final long[] counts = this.counts;
        counts[GUESSES] = 0;
        counts[BRANCH_NODES] = 0;
        counts[BACKTRACKS] = 0;
        counts[KEPT] = 0;
        counts[CLASH] = 0;
        if (!start(puzzle)) {
            counts[CLASH] = 1;
            return 0;
        }
        if (!BandPropagation.propagate(s)) {
            return 0;
        }
        final int[] s = this.s;
        long count = 0;
        // the frame being searched is always at 0; slot k holds the frame of depth k - 1 as it was
        // when it branched, with the options it has still to try
        int depth = 0;
        // whether slot depth + 1 holds the frame at 0 as it is, but for its count of options left
        boolean saved = false;
        while (true) {
            if (BandPropagation.allPlaced(s)) {
                count++;
                if (!solution(sink) || count >= limit) {
                    return count;
                }
                if (depth == 0) {
                    return count;
                }
                depth = backUp(depth);
                saved = true;
            } else {
                BranchChoice.choose(s);
                counts[BRANCH_NODES] += Math.max(0, s[OPTIONS] - 1);
            }
            // try the next option of this depth's branch, going back up when none is left
            while (true) {
                int left = s[OPTIONS] - 1;
                if (left < 0) {
                    if (depth == 0) {
                        return count;
                    }
                    depth = backUp(depth);
                    saved = true;
                    continue;
                }
                s[OPTIONS] = left;
                int option = s[OPTION + left];
                counts[GUESSES]++;
                if (left != 0) {
                    int slot = (depth + 1) * FRAME;
                    if (saved) {
                        s[slot + OPTIONS] = left;
                    } else {
                        System.arraycopy(s, 0, s, slot, FRAME);
                    }
                    take(option);
                    if (BandPropagation.propagate(s)) {
                        depth++;
                        saved = false;
                        break;
                    }
                    System.arraycopy(s, slot, s, 0, FRAME);
                    saved = true;
                } else {
                    take(option);
                    saved = false;
                    if (BandPropagation.propagate(s)) {
                        break;
                    }
                }
                counts[BACKTRACKS]++;
            }
        }
    }

    /** Goes back to the depth above {@code depth}: its slot is copied over the first frame. @return that depth */
    private int backUp(int depth) {
        System.arraycopy(s, depth * FRAME, s, 0, FRAME);
        return depth - 1;
    }

    /** Applies a branching option to the first frame: a digit's pattern in a unit, or a digit at a cell. */
    private void take(int option) {
        if (option >= BranchChoice.PATTERN) {
            BranchChoice.applyPattern(s, option);
        } else {
            int cell = option & 0xFF;
            int b = cell / 27;
            BandPropagation.place(s, b, option >>> 8, 1 << (cell - b * 27));
        }
    }

    /** Branching decisions taken by the last search (each digit tried at a cell). */
    public long guesses() {
        return counts[GUESSES];
    }

    /** Branch nodes of the last search: a branch point with k options counts k - 1. */
    public long branchNodes() {
        return counts[BRANCH_NODES];
    }

    /** Branches of the last search that ended in a contradiction. */
    public long backtracks() {
        return counts[BACKTRACKS];
    }

    /** Whether the last puzzle's clues already clash (two equal digits in a unit). */
    public boolean clueClash() {
        return counts[CLASH] != 0;
    }

    /** How many solutions are kept (at most two). */
    public int keptCount() {
        return (int) counts[KEPT];
    }

    /** The i-th solution kept (0 or 1). */
    public Grid kept(int i) {
        return Grid.of(Geometry.CLASSIC, kept[i], 0);
    }

    /**
     * Sets the first frame from the clues, visiting the clues only: each digit's candidates in a band are the cells
     * without a clue, off the rows, columns and boxes of its own clues, plus those clues.
     * @return false when two equal clues share a unit
     */
    private boolean start(Grid puzzle) {
        final int[] s = this.s;
        final long[] clues = this.clues;
        for (int i = 0; i < 30; i++) {
            clues[i] = 0;
        }
        long first = puzzle.filledCells(0);
        long rest = puzzle.filledCells(64);
        addClues(puzzle, 0, (int) first & BandTables.BAND);
        addClues(puzzle, 1, (int) (first >>> 27) & BandTables.BAND);
        addClues(puzzle, 2, (int) (first >>> 54 | rest << 10) & BandTables.BAND);
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

    /** Band {@code b}'s unplaced cells, the cells not {@code filled}, and each clue with its peers in its digit's slot. */
    private void addClues(Grid puzzle, int b, int filled) {
        s[UNPLACED + b] = ~filled & BandTables.BAND;
        for (int f = filled; f != 0; f &= f - 1) {
            int p = Integer.numberOfTrailingZeros(f);
            clues[b * 10 + puzzle.get(b * 27 + p)] |= BandTables.CLUE[p];
        }
    }

    private boolean solution(SolutionSink sink) {
        int keptCount = (int) counts[KEPT];
        if (keptCount == 2 && sink == null) {
            // nothing to keep and no one to hand it to
            return true;
        }
        // written straight into the kept solution while fewer than two are kept
        final byte[] cells = keptCount < 2 ? kept[keptCount] : this.cells;
        counts[KEPT] = Math.min(2, keptCount + 1);
        // a solved digit has one cell in each row of a band: three stores, no loop
        for (int b = 0; b < 3; b++) {
            int row = b * 27;
            for (int d = 0; d < 9; d++) {
                int m = s[b * 9 + d];
                byte digit = (byte) (d + 1);
                cells[row + Integer.numberOfTrailingZeros(m)] = digit;
                cells[row + Integer.numberOfTrailingZeros(m & ~0x1FF)] = digit;
                cells[row + 31 - Integer.numberOfLeadingZeros(m)] = digit;
            }
        }
        if (sink == null) {
            return true;
        }
        for (int i = 0; i < 81; i++) {
            digits[i] = cells[i];
        }
        return sink.accept(digits);
    }
}
