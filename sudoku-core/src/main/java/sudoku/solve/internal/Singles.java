package sudoku.solve.internal;

import java.util.Arrays;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;

/**
 * Naked and hidden singles on one candidate mask per cell, for any board shape: <em>eliminate</em>
 * (a solved cell's digit leaves its peers; a cell left with one digit is a naked single) and
 * <em>only choice</em> (a digit with one place in a unit goes there, a hidden single), in rounds
 * until nothing changes. Only the cells solved since the last round are eliminated from their
 * peers, and only the units whose candidates changed are searched for an only choice.
 *
 * <p>The one implementation for the project's mask-per-cell code: the teaching engine runs it at
 * every search node, and the generator asks {@link #fill} whether singles alone fill a puzzle (a
 * uniqueness proof without search). The bit-board engines ({@link FastSolver}'s bands,
 * {@link BitsetSolver}'s digit boards) find the same singles with word operations on their own
 * layouts, which is what makes them fast. One instance per thread: it keeps its queue.
 */
public final class Singles {
    private final Geometry g;
    private final int n;
    private final int all;
    private final int[][] units;
    private final int[] queue;
    private final boolean[] dirty;
    private int[] scratch;
    private int head;
    private int tail;
    private String reason;

    /** Singles on boards of geometry {@code g}. */
    public Singles(Geometry g) {
        this.g = g;
        this.n = g.cellCount();
        this.all = g.allDigits();
        this.units = UnitTables.units(g);
        this.queue = new int[n * 2];
        this.dirty = new boolean[g.unitCount()];
    }

    /**
     * Whether naked and hidden singles alone fill the puzzle given as one digit per cell
     * (0 = empty) without a contradiction. Every single is forced, so a puzzle they fill has
     * exactly one solution; one they do not fill may still be unique.
     */
    public boolean fill(int[] digits) {
        if (scratch == null) {
            scratch = new int[n];
        }
        for (int c = 0; c < n; c++) {
            scratch[c] = digits[c] == 0 ? all : DigitSet.of(digits[c]);
        }
        start(scratch, -1);
        while (hasWork()) {
            if (!round(scratch, null, null)) {
                return false;
            }
        }
        for (int m : scratch) {
            if ((m & (m - 1)) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Starts the rounds on {@code masks}: with {@code changedCell < 0}, every solved cell and
     * every unit are to be looked at (a new board); otherwise only {@code changedCell}, just
     * set to one digit (a guess), and its units.
     */
    void start(int[] masks, int changedCell) {
        head = 0;
        tail = 0;
        reason = null;
        if (changedCell < 0) {
            for (int c = 0; c < n; c++) {
                if ((masks[c] & (masks[c] - 1)) == 0) {
                    queue[tail++] = c;
                }
            }
            Arrays.fill(dirty, true);
        } else {
            queue[tail++] = changedCell;
            markDirty(changedCell);
        }
    }

    /** Whether a cell solved since the last round is still to be eliminated from its peers. */
    boolean hasWork() {
        return head < tail;
    }

    /**
     * One round: eliminate, then only choice. Each removal and placement is added to
     * {@code removed} and {@code placed} when they are not null (a trace).
     * @return false on a contradiction, with {@link #reason()} set
     */
    boolean round(int[] masks, List<SolveListener.Removal> removed, List<SolveListener.Placement> placed) {
        reason = null;
        return eliminate(masks, removed, placed) && onlyChoice(masks, placed);
    }

    /** Why the last round failed, in words; null after a round that did not. */
    String reason() {
        return reason;
    }

    private void markDirty(int cell) {
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            dirty[u] = true;
        }
    }

    /** Each cell solved before this round removes its digit from its peers. */
    private boolean eliminate(int[] masks, List<SolveListener.Removal> removed,
                              List<SolveListener.Placement> placed) {
        int end = tail;
        while (head < end) {
            int c = queue[head++];
            int m = masks[c];
            for (int p : UnitTables.peers(g, c)) {
                int before = masks[p];
                if ((before & m) == 0) {
                    continue;
                }
                int after = before & ~m;
                masks[p] = after;
                markDirty(p);
                if (after == 0) {
                    if (removed != null) {
                        removed.add(new SolveListener.Removal(p, m));
                    }
                    reason = "cell " + g.cellName(p) + " has no candidate left (its last one, "
                            + Geometry.symbol(DigitSet.lowestDigit(m)) + ", is at its peer " + g.cellName(c) + ")";
                    return false;
                }
                if ((after & (after - 1)) == 0) {
                    queue[tail++] = p;
                }
                if (removed != null) {
                    removed.add(new SolveListener.Removal(p, m));
                    if ((after & (after - 1)) == 0) {
                        placed.add(new SolveListener.Placement(p, DigitSet.lowestDigit(after),
                                SolveListener.Rule.ELIMINATE, -1));
                    }
                }
            }
        }
        return true;
    }

    /**
     * In each changed unit, each digit with one place goes there.
     * @return false on a contradiction (a digit with no place left)
     */
    private boolean onlyChoice(int[] masks, List<SolveListener.Placement> placed) {
        for (int u = 0; u < units.length; u++) {
            if (!dirty[u]) {
                continue;
            }
            dirty[u] = false;
            int[] unit = units[u];
            int once = 0;
            int more = 0;
            int fixed = 0;
            for (int c : unit) {
                int m = masks[c];
                more |= once & m;
                once |= m;
                if ((m & (m - 1)) == 0) {
                    fixed |= m;
                }
            }
            if (once != all) {
                int missing = all & ~once;
                reason = "digit " + Geometry.symbol(DigitSet.lowestDigit(missing)) + " has no place left in "
                        + g.unitName(u);
                return false;
            }
            int single = once & ~more & ~fixed;
            while (single != 0) {
                int bit = single & -single;
                single &= single - 1;
                for (int c : unit) {
                    if ((masks[c] & bit) != 0) {
                        if ((masks[c] & (masks[c] - 1)) == 0) {
                            break; // placed by another unit in this pass
                        }
                        masks[c] = bit;
                        queue[tail++] = c;
                        markDirty(c);
                        if (placed != null) {
                            placed.add(new SolveListener.Placement(c, DigitSet.lowestDigit(bit),
                                    SolveListener.Rule.ONLY_CHOICE, u));
                        }
                        break;
                    }
                }
            }
        }
        return true;
    }
}
