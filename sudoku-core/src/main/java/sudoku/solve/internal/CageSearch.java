package sudoku.solve.internal;

import sudoku.core.Cage;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * The search for boards with killer cages (and any other units): one candidate mask per cell,
 * propagated by eliminate (a placed digit leaves its peers, cage mates included), only choice
 * in every unit, and cage sums: each cage keeps only the digit sets that make its sum, contain
 * its placed digits and can still be spread over its open cells, and each open cell keeps only
 * digits of those sets. Branches on a cell with the fewest candidates. One object serves one
 * thread and one geometry.
 *
 * <pre>
 * frame (ints): [cell]  candidates, bit d-1 for digit d; PLACED marks a placed cell
 * one frame per depth, copied down on a guess
 * </pre>
 */
public final class CageSearch extends ShapeSearch {
    /** Guesses between two polls of the cancellation (a power of two). */
    static final int CHECK_EVERY = 256;
    /** Marks a placed cell in its candidate mask. */
    private static final int PLACED = 1 << 30;

    private final int cells;
    private final int all;
    private final int[][] peers;
    private final int[][] units;
    private final int[][] cageCells;
    private final int[][] combos;
    private final int[][] frames;
    private final int[] digits;
    private long count;
    private long limit;
    private boolean stopped;
    private BandSearch.SolutionSink sink;
    private Cancellation cancellation;

    /** A search for boards of this shape (side 16 or less). */
    public CageSearch(Geometry geometry) {
        super(geometry);
        this.cells = geometry.cellCount();
        this.all = geometry.allDigits();
        this.peers = new int[cells][];
        for (int c = 0; c < cells; c++) {
            peers[c] = UnitTables.peers(geometry, c).clone();
        }
        this.units = UnitTables.units(geometry).clone();
        this.cageCells = new int[geometry.cages().size()][];
        this.combos = new int[cageCells.length][];
        for (int i = 0; i < cageCells.length; i++) {
            Cage cage = geometry.cages().get(i);
            cageCells[i] = cage.cells().stream().mapToInt(Integer::intValue).toArray();
            combos[i] = Cage.combinations(cage.size(), cage.sum(), geometry.side());
        }
        this.frames = new int[cells + 2][cells];
        this.digits = new int[cells];
    }

    @Override
    public long run(int[] clues, long limit, BandSearch.SolutionSink sink, Cancellation cancellation) {
        cancellation.check();
        this.limit = limit;
        this.sink = sink;
        this.cancellation = cancellation;
        startCounting();
        count = 0;
        stopped = false;
        int[] top = frames[0];
        java.util.Arrays.fill(top, all);
        for (int c = 0; c < cells; c++) {
            if (clues[c] != 0 && !place(top, c, 1 << (clues[c] - 1))) {
                return 0;
            }
        }
        if (propagate(top)) {
            search(0);
        }
        return count;
    }

    private void search(int depth) {
        int[] cur = frames[depth];
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < cells && bestCount > 2; c++) {
            if ((cur[c] & PLACED) == 0) {
                int n = Integer.bitCount(cur[c]);
                if (n < bestCount) {
                    best = c;
                    bestCount = n;
                }
            }
        }
        if (best < 0) {
            solution(cur);
            return;
        }
        branchNodes += bestCount - 1;
        int[] next = frames[depth + 1];
        for (int left = cur[best]; left != 0 && !stopped; left &= left - 1) {
            if ((++guesses & (CHECK_EVERY - 1)) == 0) {
                cancellation.check();
            }
            System.arraycopy(cur, 0, next, 0, cells);
            if (place(next, best, left & -left) && propagate(next)) {
                search(depth + 1);
            } else {
                backtracks++;
            }
        }
    }

    /** Places the digit of {@code bit} at cell c and removes it from the peers; false on a contradiction. */
    private boolean place(int[] cand, int c, int bit) {
        if ((cand[c] & bit) == 0) {
            return false;
        }
        cand[c] = bit | PLACED;
        for (int p : peers[c]) {
            int m = cand[p];
            if ((m & bit) != 0) {
                if ((m & PLACED) != 0 || m == bit) {
                    return false;
                }
                cand[p] = m & ~bit;
            }
        }
        return true;
    }

    /** Naked singles, only choices and cage sums until nothing changes; false on a contradiction. */
    private boolean propagate(int[] cand) {
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int c = 0; c < cells; c++) {
                int m = cand[c];
                if ((m & PLACED) == 0 && (m & (m - 1)) == 0) {
                    if (!place(cand, c, m)) {
                        return false;
                    }
                    progress = true;
                }
            }
            for (int[] unit : units) {
                int r = onlyChoices(cand, unit);
                if (r < 0) {
                    return false;
                }
                progress |= r > 0;
            }
            for (int i = 0; i < cageCells.length; i++) {
                int r = cageSums(cand, i);
                if (r < 0) {
                    return false;
                }
                progress |= r > 0;
            }
        }
        return true;
    }

    /** Places each digit with one place left in the unit: 1 when one was placed, 0 if none, -1 when a digit has no place. */
    private int onlyChoices(int[] cand, int[] unit) {
        int once = 0;
        int twice = 0;
        int placed = 0;
        for (int c : unit) {
            int m = cand[c];
            if ((m & PLACED) != 0) {
                placed |= m;
            } else {
                twice |= once & m;
                once |= m;
            }
        }
        placed &= all;
        if ((once | placed) != all) {
            return -1;
        }
        int hidden = once & ~twice & ~placed;
        if (hidden == 0) {
            return 0;
        }
        for (int c : unit) {
            int bit = cand[c] & hidden;
            if ((cand[c] & PLACED) == 0 && bit != 0) {
                if ((bit & (bit - 1)) != 0 || !place(cand, c, bit)) {
                    return -1;
                }
            }
        }
        return 1;
    }

    /**
     * Keeps in a cage's open cells only the digits of the sets that make its sum, hold its placed
     * digits, and cover every open cell: 1 when a candidate went, 0 if none, -1 when no set is left.
     */
    private int cageSums(int[] cand, int cage) {
        int[] cellsIn = cageCells[cage];
        int placed = 0;
        for (int c : cellsIn) {
            if ((cand[c] & PLACED) != 0) {
                placed |= cand[c] & all;
            }
        }
        int allowed = 0;
        boolean any = false;
        for (int set : combos[cage]) {
            if ((set & placed) != placed) {
                continue;
            }
            int rest = set & ~placed;
            int union = 0;
            boolean fits = true;
            for (int c : cellsIn) {
                if ((cand[c] & PLACED) == 0) {
                    int x = cand[c] & rest;
                    if (x == 0) {
                        fits = false;
                        break;
                    }
                    union |= x;
                }
            }
            if (fits && union == rest) {
                any = true;
                allowed |= rest;
            }
        }
        if (!any) {
            return -1;
        }
        int changed = 0;
        for (int c : cellsIn) {
            int m = cand[c];
            if ((m & PLACED) == 0 && (m & ~allowed) != 0) {
                if ((m & allowed) == 0) {
                    return -1;
                }
                cand[c] = m & allowed;
                changed = 1;
            }
        }
        return changed;
    }

    private void solution(int[] cand) {
        for (int c = 0; c < cells; c++) {
            digits[c] = Integer.numberOfTrailingZeros(cand[c] & all) + 1;
        }
        count++;
        keep(digits);
        if ((sink != null && !sink.accept(digits)) || count >= limit) {
            stopped = true;
        }
    }
}
