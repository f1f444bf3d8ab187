package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Link;

/**
 * Why each candidate a {@link Propagation} removed went, and what left each digit it placed
 * single: the record its chain links are traced from. A propagation keeps one only when its links
 * may be shown; without one, it makes itself again with one when they are asked for.
 */
public final class Causes {
    private final int n;
    private final int cells;
    /**
     * Per candidate index (cell * side + digit - 1): why it was removed: the index of the placed
     * candidate that removed it (>= 0), a locked group ({@code -2 - group}) or -1 (unknown, or given).
     */
    private final int[] causeOf;
    /** Per candidate index: the order in which it was removed (0 first), or -1. */
    private final int[] removedSeq;
    private int seq;
    /** The propagation's placements, in order (null for the removals it started from). */
    private final List<Candidate> placed;
    /** Per placement (index in {@link #placed}): the removed candidate that left it single, or -1. */
    private final List<Integer> placedCause = new ArrayList<>();
    /** Per placement: the candidates removed before its cause that left it single with it (see {@link #removedBefore}). */
    private final List<int[]> placedPremises = new ArrayList<>();
    /** Locked groups: the digit's cells, and the removed candidate that locked them (or -1). */
    private final List<int[]> groupCells = new ArrayList<>();
    private final List<Integer> groupTrigger = new ArrayList<>();
    /** Per locked group: the other removals of its unit that the lock rests on. */
    private final List<int[]> groupPremises = new ArrayList<>();
    private static final int[] NONE = {};

    /** An empty record for a board of {@code cells} cells and {@code side} digits, beside the list of placements. */
    public Causes(int cells, int side, List<Candidate> placed) {
        this.n = side;
        this.cells = cells;
        this.placed = placed;
        causeOf = new int[cells * side];
        removedSeq = new int[cells * side];
        Arrays.fill(causeOf, -1);
        Arrays.fill(removedSeq, -1);
    }

    /** The candidate {@code index} was removed because of {@code cause} (see {@link #causeOf}). */
    public void removed(int index, int cause) {
        causeOf[index] = cause;
        removedSeq[index] = seq++;
    }

    /** The placement just added to the list was left single by the removal {@code cause} (or -1). */
    public void placed(int cause) {
        placed(cause, NONE);
    }

    /**
     * The placement just added to the list was left single by the removal {@code cause}, with
     * {@code premises}: the candidates removed before it, in its cell or unit, without which it
     * would not be single.
     */
    public void placed(int cause, int[] premises) {
        placedCause.add(cause);
        placedPremises.add(premises);
    }

    /** Whether candidate {@code index} was removed. */
    public boolean wasRemoved(int index) {
        return removedSeq[index] >= 0;
    }

    /** Whether candidate {@code index} was removed, before candidate {@code cause} was. */
    public boolean removedBefore(int index, int cause) {
        return removedSeq[index] >= 0 && removedSeq[index] < removedSeq[cause];
    }

    /**
     * Records the group of digit {@code d}'s places in a unit (the cells of {@code unit} where
     * {@code masks} still hold {@code d}), with the last removal that locked it; returns the
     * group's number.
     */
    public int newGroup(int[] unit, int[] masks, int d) {
        int bit = DigitSet.of(d);
        int[] group = new int[unit.length];
        int count = 0;
        int trigger = -1;
        for (int c : unit) {
            int idx = c * n + d - 1;
            if ((masks[c] & bit) != 0) {
                group[count++] = c;
            } else if (removedSeq[idx] >= 0 && (trigger < 0 || removedSeq[idx] > removedSeq[trigger])) {
                trigger = idx;
            }
        }
        groupCells.add(Arrays.copyOf(group, count));
        groupTrigger.add(trigger);
        int[] premises = new int[unit.length];
        int p = 0;
        for (int c : unit) {
            int idx = c * n + d - 1;
            if (idx != trigger && (masks[c] & bit) == 0 && removedSeq[idx] >= 0) {
                premises[p++] = idx;
            }
        }
        groupPremises.add(Arrays.copyOf(premises, p));
        return groupCells.size() - 1;
    }

    /**
     * The links from the assumption to the candidate {@code index} (cell * side + digit - 1), made
     * true ({@code asTrue}) or removed, in order: weak from a placed digit to each candidate it
     * removes, strong from the last removed candidate of a cell or unit to the single left there,
     * and through locked groups. Empty when the candidate is the assumption (or {@code index} < 0).
     */
    public List<Link> trace(int index, boolean asTrue) {
        List<Link> out = new ArrayList<>();
        if (index >= 0) {
            traceInto(index, asTrue, out, 0, new boolean[2][cells * n], new boolean[groupCells.size()]);
        }
        return out;
    }

    /**
     * Adds the links that make candidate {@code index} true or false, after those of the premises
     * they rest on; a fact already traced ({@code done}, per truth value) or a group already
     * locked is not traced again.
     */
    private void traceInto(int index, boolean asTrue, List<Link> out, int depth, boolean[][] done, boolean[] locked) {
        if (depth > 4 * cells || done[asTrue ? 1 : 0][index]) {
            return;
        }
        done[asTrue ? 1 : 0][index] = true;
        Candidate self = new Candidate(index / n, index % n + 1);
        if (asTrue) {
            int at = -1;
            for (int i = 0; i < placed.size(); i++) {
                if (placed.get(i) != null && placed.get(i).equals(self)) {
                    at = i;
                    break;
                }
            }
            int cause = at >= 0 ? placedCause.get(at) : -1;
            if (cause >= 0) {
                List<Candidate> premises = premises(placedPremises.get(at), out, depth, done, locked);
                traceInto(cause, false, out, depth + 1, done, locked);
                Candidate from = new Candidate(cause / n, cause % n + 1);
                out.add(new Link(from, self, true, List.of(from.cell()), List.of(self.cell()), 0, premises));
            }
            return;
        }
        int cause = causeOf[index];
        if (cause >= 0) {
            traceInto(cause, true, out, depth + 1, done, locked);
            out.add(new Link(new Candidate(cause / n, cause % n + 1), self, false));
        } else if (cause <= -2) {
            int group = -2 - cause;
            int[] groupOf = groupCells.get(group);
            List<Integer> groupList = Arrays.stream(groupOf).boxed().toList();
            Candidate first = new Candidate(groupOf[0], self.digit());
            int trigger = groupTrigger.get(group);
            if (trigger >= 0 && !locked[group]) {
                locked[group] = true;
                List<Candidate> premises = premises(groupPremises.get(group), out, depth, done, locked);
                traceInto(trigger, false, out, depth + 1, done, locked);
                out.add(new Link(new Candidate(trigger / n, trigger % n + 1), first, true,
                        List.of(trigger / n), groupList, 0, premises));
            }
            out.add(new Link(first, self, false, groupList, List.of(self.cell()), 0));
        }
    }

    /** Traces each removal of {@code premises} into {@code out}; they as candidates. */
    private List<Candidate> premises(int[] premises, List<Link> out, int depth, boolean[][] done, boolean[] locked) {
        List<Candidate> said = new ArrayList<>(premises.length);
        for (int p : premises) {
            traceInto(p, false, out, depth + 1, done, locked);
            said.add(new Candidate(p / n, p % n + 1));
        }
        return said;
    }

    /**
     * The links of a contradiction: the traces of the candidates {@code shown} (the removals that
     * emptied a cell or a unit, or the two sides of a clash), one branch each that has links. The
     * first {@code apart} are traced each from the assumption; the others only up to what the
     * chains before them have shown, from where they start.
     */
    public List<Link> contradictionTrace(List<Integer> shown, int apart) {
        List<Link> out = new ArrayList<>();
        boolean[][] done = new boolean[2][cells * n];
        boolean[] locked = new boolean[groupCells.size()];
        int branch = 0;
        for (int k = 0; k < shown.size(); k++) {
            int idx = shown.get(k);
            if (idx < 0) {
                continue;
            }
            boolean asTrue = removedSeq[idx] < 0;
            List<Link> chain = new ArrayList<>();
            if (k < apart) {
                chain = trace(idx, asTrue);
                traceInto(idx, asTrue, new ArrayList<>(), 0, done, locked);
            } else {
                traceInto(idx, asTrue, chain, 0, done, locked);
            }
            for (Link l : chain) {
                out.add(l.inBranch(branch));
            }
            // a candidate gone before the propagation started (one it started from) has no chain
            branch += chain.isEmpty() ? 0 : 1;
        }
        return out;
    }
}
