package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;

/**
 * What follows from one assumption by singles (naked and hidden) and locked candidates, the way a
 * person checks "what if A1 were 5": the digits placed in order, the candidates each placement
 * removed, and whether a cell or a unit ran out of places (a contradiction).
 */
final class Propagation {
    private final Geometry g;
    private final int n;
    final int[] digits;
    final int[] masks;
    /** The placements, in the order they followed. */
    final List<Candidate> placed = new ArrayList<>();
    /** Per candidate (cell * side + digit - 1): how many placements had been made when it was removed, or -1. */
    final int[] removedAt;
    /** The contradiction found, or null: e.g. {@code D5 has no candidate left}. */
    String contradiction;
    private final int[] queueCell;
    private final int[] queueDigit;
    private int head;
    private int removals;
    /** Digits with candidates removed since the last look for locked candidates. */
    private int dirty;
    /** Per cell: its row, column and box unit ids. */
    private final int[][] unitIds;
    private static final java.util.Map<Geometry, int[][]> UNIT_IDS = new java.util.concurrent.ConcurrentHashMap<>();
    private int tail;

    private Propagation(Candidates state) {
        g = state.geometry();
        n = g.side();
        int cells = g.cellCount();
        digits = new int[cells];
        masks = state.masks();
        for (int c = 0; c < cells; c++) {
            digits[c] = state.digit(c);
        }
        removedAt = new int[cells * n];
        java.util.Arrays.fill(removedAt, -1);
        queueCell = new int[cells * n + 1];
        queueDigit = new int[cells * n + 1];
        unitIds = UNIT_IDS.computeIfAbsent(g, geo -> {
            int[][] ids = new int[geo.cellCount()][];
            for (int c = 0; c < ids.length; c++) {
                int side = geo.side();
                ids[c] = new int[] {geo.row(c), side + geo.col(c), geo.hasBoxes() ? 2 * side + geo.box(c) : -1};
            }
            return ids;
        });
    }

    /** The consequences of placing {@code digit} in {@code cell}. */
    static Propagation assume(Candidates state, int cell, int digit, boolean lockedCandidates) {
        Propagation p = new Propagation(state);
        p.push(cell, digit);
        p.run(lockedCandidates);
        return p;
    }

    /**
     * The consequences of removing {@code removed} from {@code state}: the singles and locked
     * candidates that follow, as if each removal had just been made.
     */
    static Propagation afterRemoving(Candidates state, List<Candidate> removed) {
        Propagation p = new Propagation(state);
        p.placed.add(null);
        for (Candidate r : removed) {
            if (!p.remove(r.cell(), r.digit())) {
                return p;
            }
        }
        p.run(true);
        return p;
    }

    /** The state after the propagation (meaningful only without a contradiction). */
    Candidates toState(Candidates start) {
        Candidates out = start.copy();
        for (Candidate c : placed) {
            if (c != null) {
                out.place(c.cell(), c.digit());
            }
        }
        for (int cell = 0; cell < masks.length; cell++) {
            if (digits[cell] == 0) {
                for (int d : DigitSet.digits(out.candidates(cell) & ~masks[cell])) {
                    out.eliminate(cell, d);
                }
            }
        }
        return out;
    }

    /** Whether the candidate is gone (removed, or its cell holds another digit) after the propagation. */
    boolean excludes(int cell, int digit) {
        return digits[cell] != digit && (masks[cell] & DigitSet.of(digit)) == 0;
    }

    /** The number of placements after which the candidate was gone (or the cell held the digit). */
    int when(int cell, int digit, boolean asPlacement) {
        if (asPlacement) {
            for (int i = 0; i < placed.size(); i++) {
                if (placed.get(i).cell() == cell) {
                    return i + 1;
                }
            }
            return placed.size();
        }
        int at = removedAt[cell * n + digit - 1];
        if (at >= 0) {
            return Math.max(1, at);
        }
        return when(cell, digit, true);
    }

    private void push(int cell, int digit) {
        queueCell[tail] = cell;
        queueDigit[tail++] = digit;
    }

    private void run(boolean locked) {
        while (contradiction == null) {
            while (head < tail && contradiction == null) {
                int c = queueCell[head];
                int d = queueDigit[head++];
                place(c, d);
            }
            if (contradiction != null || !locked || !lockedCandidates()) {
                return;
            }
        }
    }

    private void place(int cell, int d) {
        if (digits[cell] != 0) {
            if (digits[cell] != d) {
                contradiction = g.cellName(cell) + " would have to hold both " + Geometry.symbol(digits[cell])
                        + " and " + Geometry.symbol(d);
            }
            return;
        }
        if ((masks[cell] & DigitSet.of(d)) == 0) {
            contradiction = g.cellName(cell) + " would have to be " + Geometry.symbol(d) + ", which a peer already is";
            return;
        }
        digits[cell] = d;
        dirty |= masks[cell] & ~DigitSet.of(d);
        for (int other : DigitSet.digits(masks[cell] & ~DigitSet.of(d))) {
            removedAt[cell * n + other - 1] = placed.size() + 1;
        }
        masks[cell] = 0;
        placed.add(new Candidate(cell, d));
        for (int p : g.peers(cell)) {
            if (!remove(p, d)) {
                return;
            }
        }
    }

    /** Removes a candidate and queues the singles it creates; false on a contradiction. */
    private boolean remove(int cell, int d) {
        int bit = DigitSet.of(d);
        if ((masks[cell] & bit) == 0) {
            return true;
        }
        masks[cell] &= ~bit;
        removals++;
        dirty |= bit;
        removedAt[cell * n + d - 1] = placed.size();
        if (masks[cell] == 0) {
            contradiction = g.cellName(cell) + " would have no candidate left";
            return false;
        }
        if (DigitSet.size(masks[cell]) == 1) {
            push(cell, DigitSet.lowestDigit(masks[cell]));
        }
        for (int u : g.unitIdsOf(cell)) {
            int where = -1;
            int count = 0;
            boolean placedHere = false;
            for (int c : g.unit(u)) {
                if (digits[c] == d) {
                    placedHere = true;
                    break;
                }
                if ((masks[c] & bit) != 0) {
                    count++;
                    where = c;
                }
            }
            if (placedHere) {
                continue;
            }
            if (count == 0) {
                contradiction = Geometry.symbol(d) + " would have no place left in " + g.unitName(u);
                return false;
            }
            if (count == 1) {
                push(where, d);
            }
        }
        return true;
    }

    /** Applies one round of pointing and claiming; returns whether it removed anything. */
    private boolean lockedCandidates() {
        if (!g.hasBoxes()) {
            return false;
        }
        int before = removals;
        int todo = dirty;
        dirty = 0;
        for (int d : DigitSet.digits(todo)) {
            for (int u = 0; u < 3 * n && contradiction == null; u++) {
                lock(u, d);
            }
        }
        return removals != before && contradiction == null;
    }

    /**
     * If {@code d}'s places in unit {@code u} all lie in one other unit (a line for a box, a box for
     * a line), removes {@code d} from the rest of that unit.
     */
    private void lock(int u, int d) {
        int bit = DigitSet.of(d);
        int count = 0;
        int row = -1;
        int col = -1;
        int box = -1;
        boolean sameRow = true;
        boolean sameCol = true;
        boolean sameBox = true;
        for (int c : g.unit(u)) {
            if ((masks[c] & bit) == 0) {
                continue;
            }
            int[] ids = unitIds[c];
            int r = ids[0];
            int k = ids[1];
            int b = ids[2];
            if (count++ == 0) {
                row = r;
                col = k;
                box = b;
            } else {
                sameRow &= r == row;
                sameCol &= k == col;
                sameBox &= b == box;
            }
        }
        if (count < 2) {
            return;
        }
        int target = u >= 2 * n ? (sameRow ? row : sameCol ? col : -1) : (sameBox ? box : -1);
        if (target < 0) {
            return;
        }
        for (int c : g.unit(target)) {
            if ((masks[c] & bit) != 0 && !inUnit(c, u) && !remove(c, d)) {
                return;
            }
        }
    }

    private boolean inUnit(int cell, int u) {
        int[] ids = unitIds[cell];
        return ids[0] == u || ids[1] == u || ids[2] == u;
    }
}
