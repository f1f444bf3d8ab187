package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;

/**
 * What follows from one assumption by singles (naked and hidden) and locked candidates, the way a
 * person checks "what if A1 were 5": the digits placed in order, the candidates each placement
 * removed, and whether a cell or a unit ran out of places (a contradiction). Weaker {@link Rules}
 * give Sudoku Explainer's cheaper tiers of forcing chains.
 */
public final class Propagation {
    /** The inferences a propagation may make, weakest first. */
    public enum Rules {
        /**
         * Static links only: a digit placed removes its peers' copies and its cell's other
         * candidates; a removal places the other candidate of a cell that had two, or the other
         * place of a unit that had two, in the state the assumption is made in (never a single
         * that only the chain's removals create). The only contradiction is a candidate both
         * placed and removed (a cell or a unit left empty is not noticed), as Sudoku Explainer's
         * static chains have it.
         */
        STATIC,
        /** One digit only: its placements remove its peers' copies, and the hidden singles they leave follow (the Nishio). */
        ONE_DIGIT,
        /** Every naked and hidden single, those the chain's own removals create included. */
        SINGLES,
        /** Singles, and locked candidates: pointing and claiming, and their forms on a variant's units. */
        LOCKED
    }

    private final Geometry g;
    private final int n;
    public final int[] digits;
    public final int[] masks;
    /** The placements, in the order they followed. */
    public final List<Candidate> placed = new ArrayList<>();
    /** The contradiction found in a cell, when one is (see {@link #contradiction()}). */
    private ForcingEvidence.Clash clash;
    /** The unit a digit ran out of places in, or -1: its text is made only when asked for. */
    private int emptyUnit = -1;
    private int emptyDigit;
    /** Why each candidate went, for the chain's links; null when this propagation keeps no record. */
    private final Causes causes;
    /** How to make this propagation again with its record of causes, when it keeps none; else null. */
    private final Supplier<Propagation> retrace;
    /** The propagation made again by {@link #retrace}, once asked for. */
    private Propagation traced;
    /** The candidate indexes whose traces show the contradiction (a removal that emptied something, or a clash). */
    public final List<Integer> contradictionRemoved = new ArrayList<>();
    /**
     * The singles to place: cell, digit and cause of each in turn; room for one per cell at first,
     * doubled when a propagation queues more (a cell may be queued twice, with different digits).
     */
    private int[] queue;
    private int head;
    private int removals;
    /** Digits with candidates removed since the last look for locked candidates. */
    private int dirty;
    private int tail;
    private final Rules rules;
    /** The candidates of the state the assumption is made in (static links are read from it); null unless static. */
    private final int[] start;
    /** Each cell's units and its place in them. */
    private final UnitSlots slots;
    /** Where the board's units meet, for locked candidates. */
    private final UnitMeetings meetings;
    /**
     * Per unit and digit ({@code unit * side + digit - 1}): the digit's places left there, by the
     * cells' places in the unit, kept with {@link #masks}; a unit's places are counted in one step.
     */
    private final int[] places;
    /** The places of the state the assumption is made in (static links are read from them); null unless static. */
    private final int[] startPlaces;
    /** Per unit: the digits placed there. */
    private final int[] placedIn;
    /**
     * The cells whose digit or candidates the propagation changed, as a set (cell c is bit
     * {@code c % 64} of word {@code c / 64}): the only cells where it can differ from its start.
     */
    public final long[] touched;

    private Propagation(Candidates state, Rules rules, Supplier<Propagation> retrace) {
        this.rules = rules;
        this.retrace = retrace;
        g = state.geometry();
        n = g.side();
        int cells = g.cellCount();
        digits = new int[cells];
        masks = state.masks();
        start = rules == Rules.STATIC ? masks.clone() : null;
        for (int c = 0; c < cells; c++) {
            digits[c] = state.digit(c);
        }
        slots = UnitSlots.of(g);
        meetings = UnitMeetings.of(g);
        places = state.positions();
        startPlaces = rules == Rules.STATIC ? places.clone() : null;
        touched = new long[(cells + 63) >>> 6];
        placedIn = new int[g.unitCount()];
        for (int u = 0; u < placedIn.length; u++) {
            placedIn[u] = state.placedIn(u);
        }
        queue = new int[3 * (cells + 1)];
        causes = retrace != null ? null : new Causes(cells, n, placed);
    }

    /** The consequences of placing {@code digit} in {@code cell} under {@code rules}. */
    public static Propagation assume(Candidates state, int cell, int digit, Rules rules) {
        return assume(state, cell, digit, rules, null);
    }

    /**
     * Like {@link #assume(Candidates, int, int, Rules)}, keeping no record of why each candidate went until a
     * chain's links are asked for, then made again with one: a search tries many, and shows the links of few.
     * The state may change after: the links are those of the state it was made in.
     */
    public static Propagation untraced(Candidates state, int cell, int digit, Rules rules) {
        return untracedFrom(state.copy(), cell, digit, rules);
    }

    /**
     * Like {@link #untraced}, from a copy the caller keeps as it is, shared by the propagations it
     * makes from that state (they read it again when their links are asked for).
     */
    public static Propagation untracedFrom(Candidates snapshot, int cell, int digit, Rules rules) {
        return assume(snapshot, cell, digit, rules, () -> assume(snapshot, cell, digit, rules, null));
    }

    private static Propagation assume(Candidates state, int cell, int digit, Rules rules, Supplier<Propagation> again) {
        Propagation p = new Propagation(state, rules, again);
        p.push(cell, digit, -1);
        p.run(rules == Rules.LOCKED);
        return p;
    }

    /**
     * The consequences of removing {@code removed} from {@code state} under {@code rules}: the
     * singles (and locked candidates) that follow, as if each removal had just been made. Like
     * {@link #untraced}, it keeps no record of causes until a chain's links are asked for.
     */
    public static Propagation afterRemoving(Candidates state, List<Candidate> removed, Rules rules) {
        Candidates origin = state.copy();
        List<Candidate> made = List.copyOf(removed);
        return afterRemoving(state, made, rules, () -> afterRemoving(origin, made, rules, null));
    }

    private static Propagation afterRemoving(Candidates state, List<Candidate> removed, Rules rules,
                                             Supplier<Propagation> retrace) {
        Propagation p = new Propagation(state, rules, retrace);
        p.placed.add(null);
        if (p.causes != null) {
            p.causes.placed(-1);
        }
        for (Candidate r : removed) {
            if (!p.remove(r.cell(), r.digit(), -1)) {
                return p;
            }
        }
        p.run(rules == Rules.LOCKED);
        return p;
    }

    /** Whether the propagation ran into a contradiction. */
    public boolean contradicts() {
        return clash != null || emptyUnit >= 0;
    }

    /** The contradiction found, or null: e.g. D5 would have no candidate left. */
    public ForcingEvidence.Clash contradiction() {
        if (clash == null && emptyUnit >= 0) {
            clash = new ForcingEvidence.Clash(ForcingEvidence.ClashKind.NO_PLACE, -1, emptyUnit, emptyDigit, 0);
        }
        return clash;
    }

    /** The state after the propagation (meaningful only without a contradiction). */
    public Candidates toState(Candidates start) {
        Candidates out = start.copy();
        for (Candidate c : placed) {
            if (c != null) {
                out.place(c.cell(), c.digit());
            }
        }
        for (int w = 0; w < touched.length; w++) {
            for (long cells = touched[w]; cells != 0; cells &= cells - 1) {
                int cell = (w << 6) + Long.numberOfTrailingZeros(cells);
                for (int m = digits[cell] == 0 ? out.candidates(cell) & ~masks[cell] : 0; m != 0; m &= m - 1) {
                    out.eliminate(cell, Integer.numberOfTrailingZeros(m) + 1);
                }
            }
        }
        return out;
    }

    /** The digits gone from {@code cell} (removed, or another digit placed there) after the propagation. */
    public int excluded(int cell) {
        return digits[cell] != 0 ? ~DigitSet.of(digits[cell]) : ~masks[cell];
    }

    private void push(int cell, int digit, int cause) {
        if (3 * tail + 3 > queue.length) {
            queue = Arrays.copyOf(queue, 2 * queue.length);
        }
        queue[3 * tail] = cell;
        queue[3 * tail + 1] = digit;
        queue[3 * tail++ + 2] = cause;
    }

    private void run(boolean locked) {
        while (!contradicts()) {
            while (head < tail && !contradicts()) {
                int c = queue[3 * head];
                int d = queue[3 * head + 1];
                int cause = queue[3 * head++ + 2];
                place(c, d, cause);
            }
            if (contradicts() || !locked || !lockedCandidates()) {
                return;
            }
        }
    }

    private void place(int cell, int d, int cause) {
        if (digits[cell] != 0) {
            if (digits[cell] != d) {
                clash = seen(new ForcingEvidence.Clash(ForcingEvidence.ClashKind.TWO_DIGITS, cell, -1, digits[cell], d), cause);
                contradictionRemoved.add(cause);
                contradictionRemoved.add(cell * n + d - 1);
            }
            return;
        }
        if ((masks[cell] & DigitSet.of(d)) == 0) {
            clash = seen(new ForcingEvidence.Clash(ForcingEvidence.ClashKind.PEER_HOLDS, cell, -1, d, 0), cause);
            contradictionRemoved.add(cause);
            contradictionRemoved.add(cell * n + d - 1);
            return;
        }
        int[] premises = causes == null || cause < 0 ? null : premises(cell, d, cause);
        digits[cell] = d;
        touched[cell >>> 6] |= 1L << cell;
        int self = cell * n + d - 1;
        int[] units = slots.units[cell];
        int[] at = slots.slots[cell];
        for (int j = 0; j < units.length; j++) {
            placedIn[units[j]] |= DigitSet.of(d);
            int slot = ~(1 << at[j]);
            for (int m = masks[cell]; m != 0; m &= m - 1) {
                places[units[j] * n + Integer.numberOfTrailingZeros(m)] &= slot;
            }
        }
        // A Nishio chain follows its digit alone: the cell's other candidates play no part.
        int others = rules == Rules.ONE_DIGIT ? 0 : masks[cell] & ~DigitSet.of(d);
        dirty |= others;
        for (int rest = causes == null ? 0 : others; rest != 0; rest &= rest - 1) {
            causes.removed(cell * n + Integer.numberOfTrailingZeros(rest), self);
        }
        masks[cell] = 0;
        placed.add(new Candidate(cell, d));
        if (causes != null) {
            causes.placed(cause, premises == null ? new int[0] : premises);
        }
        for (int p : UnitTables.peers(g, cell)) {
            if (!remove(p, d, self)) {
                return;
            }
        }
        // The cell's other digits left it too: each may now have one place (or none) in a unit.
        // Without this the closure would depend on the order of the queue, and so on the layout.
        for (int rest = others; rest != 0; rest &= rest - 1) {
            int other = Integer.numberOfTrailingZeros(rest) + 1;
            if (!placesLeft(cell, other, cell * n + other - 1)) {
                return;
            }
        }
    }

    /**
     * A static chain's clash ({@code c}: a single {@code c.digit()} or {@code c.other()} pushed into
     * {@code c.cell()} by the removal {@code cause}, where that candidate is gone) as its two chains
     * show it: the removal {@code cause} and the candidate's own removal empty a bivalue cell, or
     * the two places of a conjugate pair. The reader sees no placement, only those two removals.
     * Other clashes, and those of other rules, as they are.
     */
    private ForcingEvidence.Clash seen(ForcingEvidence.Clash c, int cause) {
        if (rules != Rules.STATIC || cause < 0) {
            return c;
        }
        int cell = c.cell();
        int d = c.kind() == ForcingEvidence.ClashKind.TWO_DIGITS ? c.other() : c.digit();
        int causeCell = cause / n;
        if (causeCell == cell) {
            return new ForcingEvidence.Clash(ForcingEvidence.ClashKind.NO_CANDIDATE, cell, -1, 0, 0);
        }
        int[] units = slots.units[cell];
        for (int j = 0; j < units.length; j++) {
            if (conjugate(units[j], slots.slots[cell][j], d) == causeCell) {
                return new ForcingEvidence.Clash(ForcingEvidence.ClashKind.NO_PLACE, -1, units[j], d, 0);
            }
        }
        return c;
    }

    /**
     * What a single {@code d} in {@code cell}, left by the removal {@code cause}, rests on besides:
     * the cell's other candidates the propagation removed before (a naked single), or the other
     * places of {@code d} it removed before in a unit of both cells where {@code cell} was the last
     * once {@code cause} went (a hidden single; a unit where a place went later is not that unit). Empty when those were gone from the start (a link of the grid itself).
     */
    private int[] premises(int cell, int d, int cause) {
        int[] out = new int[g.side()];
        int k = 0;
        int causeCell = cause / n;
        if (causeCell == cell) {
            for (int x = 1; x <= n; x++) {
                int idx = cell * n + x - 1;
                if (x != d && idx != cause && causes.removedBefore(idx, cause)) {
                    out[k++] = idx;
                }
            }
            return Arrays.copyOf(out, k);
        }
        for (int u : slots.units[cell]) {
            int[] unit = UnitTables.unit(g, u);
            if (Integer.bitCount(places[u * n + d - 1]) != 1 || Arrays.stream(unit).noneMatch(c -> c == causeCell)
                    || Arrays.stream(unit).anyMatch(c -> causes.removedBefore(cause, c * n + d - 1))) {
                // not the unit the single was found in: a place of d there went after the cause
                continue;
            }
            for (int c : unit) {
                int idx = c * n + d - 1;
                if (c != cell && idx != cause && causes.removedBefore(idx, cause)) {
                    out[k++] = idx;
                }
            }
            return Arrays.copyOf(out, k);
        }
        return Arrays.copyOf(out, k);
    }

    /** Removes a candidate and queues the singles it creates; false on a contradiction. */
    private boolean remove(int cell, int d, int cause) {
        int bit = DigitSet.of(d);
        if ((masks[cell] & bit) == 0) {
            return true;
        }
        masks[cell] &= ~bit;
        touched[cell >>> 6] |= 1L << cell;
        int[] units = slots.units[cell];
        int[] at = slots.slots[cell];
        for (int j = 0; j < units.length; j++) {
            places[units[j] * n + d - 1] &= ~(1 << at[j]);
        }
        removals++;
        dirty |= bit;
        int self = cell * n + d - 1;
        if (causes != null) {
            causes.removed(self, cause);
        }
        if (masks[cell] == 0 && rules != Rules.STATIC) {
            clash = new ForcingEvidence.Clash(ForcingEvidence.ClashKind.NO_CANDIDATE, cell, -1, 0, 0);
            contradictionRemoved.add(self);
            return false;
        }
        if (rules == Rules.STATIC) {
            if (DigitSet.size(start[cell]) == 2 && digits[cell] == 0) {
                push(cell, DigitSet.lowestDigit(start[cell] & ~bit), self);
            }
        } else if (rules != Rules.ONE_DIGIT && DigitSet.size(masks[cell]) == 1) {
            push(cell, DigitSet.lowestDigit(masks[cell]), self);
        }
        return placesLeft(cell, d, self);
    }

    /**
     * After {@code d} left {@code cell} (candidate index {@code self}), queues the hidden singles
     * it makes in the cell's units; false when a unit has no place left for it.
     */
    private boolean placesLeft(int cell, int d, int self) {
        int bit = DigitSet.of(d);
        int[] units = slots.units[cell];
        for (int j = 0; j < units.length; j++) {
            int u = units[j];
            if ((placedIn[u] & bit) != 0) {
                continue;
            }
            int left = places[u * n + d - 1];
            if (left == 0 && rules != Rules.STATIC) {
                emptyUnit = u;
                emptyDigit = d;
                contradictionRemoved.add(self);
                return false;
            }
            if (rules == Rules.STATIC) {
                int other = conjugate(u, slots.slots[cell][j], d);
                if (other >= 0) {
                    push(other, d, self);
                }
            } else if (Integer.bitCount(left) == 1) {
                push(UnitTables.unit(g, u)[Integer.numberOfTrailingZeros(left)], d, self);
            }
        }
        return true;
    }

    /**
     * The other place of {@code d} in unit {@code u} when the starting state had exactly two, one
     * of them the unit's cell at {@code slot}; else -1.
     */
    private int conjugate(int u, int slot, int d) {
        int two = startPlaces[u * n + d - 1];
        if (Integer.bitCount(two) != 2 || (two & (1 << slot)) == 0) {
            return -1;
        }
        return UnitTables.unit(g, u)[Integer.numberOfTrailingZeros(two & ~(1 << slot))];
    }

    /**
     * Applies one round of locked candidates: pointing and claiming, and on a variant the same
     * between any two units meeting in two cells or more; returns whether it removed anything.
     */
    private boolean lockedCandidates() {
        int before = removals;
        int todo = dirty;
        dirty = 0;
        for (int d : DigitSet.digits(todo)) {
            for (int u = 0; u < meetings.partners.length && !contradicts(); u++) {
                lock(u, d);
            }
        }
        return removals != before && !contradicts();
    }

    /**
     * If {@code d}'s places in unit {@code u} all lie where it meets another unit (a line for a
     * box, a box for a line; on a variant any unit meeting it in two cells or more), removes
     * {@code d} from the rest of that unit.
     */
    private void lock(int u, int d) {
        int left = places[u * n + d - 1];
        if (Integer.bitCount(left) < 2) {
            return;
        }
        int[] partners = meetings.partners[u];
        for (int j = 0; j < partners.length && !contradicts(); j++) {
            if ((left & ~meetings.inside[u][j]) != 0) {
                continue;
            }
            int target = partners[j];
            int group = -1;
            int[] cells = UnitTables.unit(g, target);
            for (int m = places[target * n + d - 1] & ~meetings.across[u][j]; m != 0; m &= m - 1) {
                if (group < 0) {
                    group = causes == null ? 0 : causes.newGroup(UnitTables.unit(g, u), masks, d);
                }
                if (!remove(cells[Integer.numberOfTrailingZeros(m)], d, -2 - group)) {
                    return;
                }
            }
        }
    }

    /**
     * The links from the assumption to the candidate {@code index} (cell * side + digit - 1), made
     * true ({@code asTrue}) or removed by this propagation, in order (see {@link Causes#trace}).
     */
    public List<sudoku.logic.Link> trace(int index, boolean asTrue) {
        return causes == null ? traced().trace(index, asTrue) : causes.trace(index, asTrue);
    }

    /** The links of the contradiction: the traces of the candidates that clash or ran out. */
    public List<sudoku.logic.Link> contradictionTrace() {
        return causes == null ? traced().contradictionTrace() : causes.contradictionTrace(clashShown(), contradictionRemoved.size());
    }

    /**
     * The candidates whose traces show the contradiction: those it was found at, then every other
     * candidate this propagation removed from the cell left empty, or every other place it removed
     * of the digit left without one in its unit, in the unit's order; so that the chains show the
     * whole cell or unit emptied, the rest gone before the assumption.
     */
    private List<Integer> clashShown() {
        List<Integer> out = new ArrayList<>(contradictionRemoved);
        ForcingEvidence.Clash c = contradiction();
        if (c == null) {
            return out;
        }
        if (c.kind() == ForcingEvidence.ClashKind.NO_CANDIDATE) {
            for (int x = 0; x < n; x++) {
                addRemoved(out, c.cell() * n + x);
            }
        } else if (c.kind() == ForcingEvidence.ClashKind.NO_PLACE) {
            for (int cell : UnitTables.unit(g, c.unit())) {
                addRemoved(out, cell * n + c.digit() - 1);
            }
        }
        return out;
    }

    private void addRemoved(List<Integer> out, int index) {
        if (causes.wasRemoved(index) && !out.contains(index)) {
            out.add(index);
        }
    }

    /** This propagation with its record of causes: itself, or made again the first time asked. */
    private Propagation traced() {
        if (traced == null) {
            traced = retrace.get();
        }
        return traced;
    }
}
