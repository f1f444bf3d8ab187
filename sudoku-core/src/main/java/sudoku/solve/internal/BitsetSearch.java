package sudoku.solve.internal;

import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * The search for any board shape on per-digit bitsets of cells ({@code long} words): a digit's
 * board loses a placed cell's peers with one AND per word, naked singles are counted across
 * digits word by word, and hidden singles are a population count of a digit's board within a
 * unit. When singles stall on a board with windows or jigsaw regions, or on a board of side 16 or
 * more, {@link LockedCandidates}, in the digits whose boards lost a place since the last look. A
 * guess takes the cell with the fewest candidates; among those, on boards of side 16 and more,
 * the one whose units have ended the most branches so far (see {@link #conflicts}), then the one
 * that sees the most empty cells. One object serves one thread and one geometry; a search
 * allocates nothing.
 *
 * <pre>
 * frame (longs): [digit * W + word]  candidates of each digit (a placed cell keeps its digit)
 *                [side * W + word]   the unplaced cells
 * W = words per board = ceil(cells / 64)
 * </pre>
 */
public final class BitsetSearch extends ShapeSearch {
    /** Guesses between two polls of the cancellation (a power of two). */
    static final int CHECK_EVERY = 256;
    private static final int[] NO_UNITS = {};

    private final int side;
    private final int cells;
    private final int words;
    private final int unplacedAt;
    private final int frame;
    private final long[][] peers;
    private final long[][] unitMasks;
    private final int[][] unitWords;
    private final long[] f;
    private final int[] branchCell;
    private final int[] branchLeft;
    private final int[] digits;
    /** Digits placed since their hidden singles were last looked for (their boards lost many cells). */
    private int dirty;
    /**
     * Digits whose boards lost a cell since locked candidates were last looked for: a digit's
     * locked candidates depend on its board alone, so the others would find nothing new.
     */
    private int unlocked;
    /** Cells placed since then: the other digits lost only these cells, so only their units need a look. */
    private final int[] placedCells;
    private int placedCount;
    private int placedSeen;
    private final int[][] cellUnits;
    /**
     * Per unit, one more than the branches of this search that ended in it, a digit left with no
     * place or a cell with no candidate (dom/wdeg's weights). On big boards nearly every guess is
     * between two candidates of one of hundreds of such cells; a guess where the search keeps
     * failing is settled soonest (the 25x25 of {@code data/sizes.txt}: 5,362 guesses, not 123,632).
     */
    private final int[] conflicts;
    /**
     * Whether the guesses follow {@link #conflicts}: on boards of side 16 and more. On 9x9 variant
     * boards, whose trees are a few dozen guesses, the weights only cost time and moved guesses
     * to worse cells (Windoku 19.0 to 22.5 guesses a puzzle, jigsaw 28.3 to 32.5).
     */
    private final boolean weighted;
    /** Locked candidates where the board's units meet, when singles stall. */
    private final LockedCandidates locked;

    public BitsetSearch(Geometry geometry) {
        super(geometry);
        this.side = geometry.side();
        this.cells = geometry.cellCount();
        this.words = (cells + 63) >>> 6;
        this.unplacedAt = side * words;
        this.frame = unplacedAt + words;
        this.peers = new long[cells][words];
        for (int c = 0; c < cells; c++) {
            for (int p : UnitTables.peers(geometry, c)) {
                peers[c][p >>> 6] |= 1L << p;
            }
        }
        int[][] units = UnitTables.units(geometry);
        this.unitMasks = new long[units.length][words];
        this.unitWords = new int[units.length][];
        for (int u = 0; u < units.length; u++) {
            for (int c : units[u]) {
                unitMasks[u][c >>> 6] |= 1L << c;
            }
            long[] mask = unitMasks[u];
            unitWords[u] = java.util.stream.IntStream.range(0, words).filter(w -> mask[w] != 0).toArray();
        }
        this.f = new long[frame * (cells + 2)];
        this.branchCell = new int[cells + 2];
        this.branchLeft = new int[cells + 2];
        this.digits = new int[cells];
        this.placedCells = new int[cells];
        this.cellUnits = new int[cells][];
        for (int c = 0; c < cells; c++) {
            cellUnits[c] = UnitTables.unitIdsOf(geometry, c);
        }
        this.locked = new LockedCandidates(geometry, unitMasks, unitWords);
        this.conflicts = new int[units.length];
        this.weighted = side >= 16;
    }

    /**
     * Searches {@code clues} (one digit per cell, 0 for empty) for up to {@code limit} solutions;
     * the first two are kept, each goes to {@code sink} when not null.
     * @return the number found, at most {@code limit}
     */
    public long run(int[] clues, long limit, BandSearch.SolutionSink sink) {
        return run(clues, limit, sink, Cancellation.NONE);
    }

    /**
     * Like {@link #run(int[], long, BandSearch.SolutionSink)}, polling {@code cancellation} every
     * {@value #CHECK_EVERY} guesses (well under a millisecond of work even on 25x25 boards).
     * @throws sudoku.core.CancelledException when it triggers
     */
    @Override
    public long run(int[] clues, long limit, BandSearch.SolutionSink sink, Cancellation cancellation) {
        cancellation.check();
        startCounting();
        java.util.Arrays.fill(conflicts, 1);
        if (!start(clues) || !propagate(0)) {
            return 0;
        }
        long count = 0;
        int depth = 0;
        while (true) {
            int base = depth * frame;
            if (allPlaced(base)) {
                count++;
                if (!solution(base, sink) || count >= limit) {
                    return count;
                }
                if (--depth < 0) {
                    return count;
                }
            } else {
                chooseCell(depth);
            }
            // the next digit at this depth's cell, going back up when none is left
            while (true) {
                int left = branchLeft[depth];
                if (left == 0) {
                    if (--depth < 0) {
                        return count;
                    }
                    continue;
                }
                int d = Integer.numberOfTrailingZeros(left);
                left &= left - 1;
                branchLeft[depth] = left;
        branchNodes += Math.max(0, Integer.bitCount(left) - 1);
                int cell = branchCell[depth];
                if ((++guesses & (CHECK_EVERY - 1)) == 0) {
                    cancellation.check();
                }
                int from = depth * frame;
                dirty = 0;
                unlocked = 0;
                placedCount = 0;
                placedSeen = 0;
                if (left != 0) {
                    int child = from + frame;
                    System.arraycopy(f, from, f, child, frame);
                    if (place(child, cell, d) && propagate(child)) {
                        depth++;
                        break;
                    }
                } else if (place(from, cell, d) && propagate(from)) {
                    break;
                }
                backtracks++;
            }
        }
    }

    private boolean start(int[] clues) {
        placedCount = 0;
        long all = -1L;
        for (int d = 0; d < side; d++) {
            for (int w = 0; w < words; w++) {
                f[d * words + w] = all;
            }
        }
        for (int w = 0; w < words; w++) {
            f[unplacedAt + w] = all;
        }
        int rest = cells & 63;
        if (rest != 0) {
            long mask = (1L << rest) - 1;
            for (int d = 0; d <= side; d++) {
                f[d * words + words - 1] &= mask;
            }
        }
        for (int c = 0; c < cells; c++) {
            if (clues[c] != 0 && !place(0, c, clues[c] - 1)) {
                return false;
            }
        }
        dirty = (1 << side) - 1;
        unlocked = dirty;
        placedCount = 0;
        placedSeen = 0;
        return true;
    }

    private boolean allPlaced(int base) {
        for (int w = 0; w < words; w++) {
            if (f[base + unplacedAt + w] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Places digit d (0-based) at cell c; false when c has lost that candidate. */
    private boolean place(int base, int c, int d) {
        int w = c >>> 6;
        long bit = 1L << c;
        if ((f[base + d * words + w] & bit) == 0) {
            return false;
        }
        long notCell = ~bit;
        int shift = c & 63;
        for (int e = 0; e < side; e++) {
            int at = base + e * words + w;
            // the digits that had the cell lost a place
            unlocked |= (int) (f[at] >>> shift & 1) << e;
            f[at] &= notCell;
        }
        dirty |= 1 << d;
        unlocked |= 1 << d;
        placedCells[placedCount++] = c;
        long[] p = peers[c];
        int own = base + d * words;
        for (int k = 0; k < words; k++) {
            f[own + k] &= ~p[k];
        }
        f[own + w] |= bit;
        f[base + unplacedAt + w] &= notCell;
        return true;
    }

    /** Naked and hidden singles until nothing changes; false on a contradiction. */
    private boolean propagate(int base) {
        while (true) {
            int placed = 0;
            for (int w = 0; w < words; w++) {
                long one = 0;
                long two = 0;
                for (int d = 0; d < side; d++) {
                    long m = f[base + d * words + w];
                    two |= one & m;
                    one |= m;
                }
                long unplaced = f[base + unplacedAt + w];
                if ((unplaced & ~one) != 0) {
                    if (weighted) {
                        for (int u : cellUnits[(w << 6) + Long.numberOfTrailingZeros(unplaced & ~one)]) {
                            conflicts[u]++;
                        }
                    }
                    return false;
                }
                long singles = unplaced & ~two;
                while (singles != 0) {
                    int c = (w << 6) + Long.numberOfTrailingZeros(singles);
                    singles &= singles - 1;
                    int d = 0;
                    while (d < side && (f[base + d * words + w] & (1L << c)) == 0) {
                        d++;
                    }
                    if (d == side || !place(base, c, d)) {
                        return false;
                    }
                    placed++;
                }
            }
            int todo = dirty;
            dirty = 0;
            while (todo != 0) {
                int d = Integer.numberOfTrailingZeros(todo);
                todo &= todo - 1;
                for (int u = 0; u < unitMasks.length; u++) {
                    int r = hiddenSingle(base, d, u);
                    if (r < 0) {
                        return false;
                    }
                    placed += r;
                }
            }
            while (placedSeen < placedCount) {
                for (int u : cellUnits[placedCells[placedSeen++]]) {
                    for (int d = 0; d < side; d++) {
                        int r = hiddenSingle(base, d, u);
                        if (r < 0) {
                            return false;
                        }
                        placed += r;
                    }
                }
            }
            if (placed == 0 && dirty == 0 && placedSeen == placedCount) {
                int look = unlocked;
                unlocked = 0;
                dirty = locked.pass(f, base, look);
                unlocked |= dirty;
                if (dirty == 0) {
                    return true;
                }
            }
        }
    }

    /**
     * Places digit d at its one place in unit u, if it has one place and it is unplaced.
     * @return 1 when placed, 0 when not, -1 when d has no place in u
     */
    private int hiddenSingle(int base, int d, int u) {
        long[] mask = unitMasks[u];
        int own = base + d * words;
        int total = 0;
        int at = -1;
        for (int w : unitWords[u]) {
            long v = f[own + w] & mask[w];
            if (v != 0) {
                total += Long.bitCount(v);
                at = (w << 6) + Long.numberOfTrailingZeros(v);
            }
        }
        if (total == 0) {
            if (weighted) {
                conflicts[u]++;
            }
            return -1;
        }
        if (total == 1 && (f[base + unplacedAt + (at >>> 6)] & (1L << at)) != 0) {
            return place(base, at, d) ? 1 : -1;
        }
        return 0;
    }

    /**
     * The unplaced cell with the fewest candidates becomes this depth's branch; of several with
     * two or three, on boards of side 16 and more the one whose units have the most
     * {@link #conflicts} (where the search keeps failing), then the one that sees the most
     * unplaced cells (its guess, right or wrong, reaches furthest). Any cell's candidates exclude each other and cover every solution, so the choice
     * changes how many guesses a search takes, never what it finds.
     */
    private void chooseCell(int depth) {
        int base = depth * frame;
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        long bestWeight = -1;
        int bestDegree = -1;
        for (int w = 0; w < words; w++) {
            long unplaced = f[base + unplacedAt + w];
            while (unplaced != 0) {
                int c = (w << 6) + Long.numberOfTrailingZeros(unplaced);
                long bit = unplaced & -unplaced;
                unplaced &= unplaced - 1;
                int n = 0;
                for (int d = 0; d < side; d++) {
                    n += (f[base + d * words + w] & bit) != 0 ? 1 : 0;
                }
                if (n < bestCount) {
                    best = c;
                    bestCount = n;
                    bestWeight = -1;
                    bestDegree = -1;
                }
                if (n == bestCount && n <= 3) {
                    long weight = 0;
                    for (int u : weighted ? cellUnits[c] : NO_UNITS) {
                        weight += conflicts[u];
                    }
                    if (weight < bestWeight) {
                        continue;
                    }
                    int degree = 0;
                    long[] p = peers[c];
                    for (int k = 0; k < words; k++) {
                        degree += Long.bitCount(p[k] & f[base + unplacedAt + k]);
                    }
                    if (weight > bestWeight || degree > bestDegree) {
                        bestWeight = weight;
                        bestDegree = degree;
                        best = c;
                    }
                }
            }
        }
        int w = best >>> 6;
        long bit = 1L << best;
        int left = 0;
        for (int d = 0; d < side; d++) {
            if ((f[base + d * words + w] & bit) != 0) {
                left |= 1 << d;
            }
        }
        branchCell[depth] = best;
        branchLeft[depth] = left;
    }

    private boolean solution(int base, BandSearch.SolutionSink sink) {
        for (int d = 0; d < side; d++) {
            for (int w = 0; w < words; w++) {
                long m = f[base + d * words + w];
                while (m != 0) {
                    digits[(w << 6) + Long.numberOfTrailingZeros(m)] = d + 1;
                    m &= m - 1;
                }
            }
        }
        keep(digits);
        return sink == null || sink.accept(digits);
    }
}
