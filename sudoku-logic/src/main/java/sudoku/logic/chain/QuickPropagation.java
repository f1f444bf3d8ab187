package sudoku.logic.chain;

import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * Whether an assumption leads to a contradiction by singles, or singles and locked candidates, by
 * the rules of {@link Propagation} (the same answer), without the record a chain's text needs:
 * each digit's places are kept as a bit mask of cells, so a unit's places are counted in one step.
 * For the many assumptions a search tries of which few fail. Boards up to 128 cells; one object is
 * reused for every assumption made in one state (see {@link #of}), and serves one thread.
 */
public final class QuickPropagation {
    private final Geometry g;
    private final int n;
    private final int cells;
    /** Per unit, its cells. */
    private final long[] unitLo;
    private final long[] unitHi;
    /** The state the assumptions are made in. */
    private final int[] startMasks;
    private final int[] startDigits;
    private final long[] startLo;
    private final long[] startHi;
    private final long[] startPlacedLo;
    private final long[] startPlacedHi;
    /** The state as the propagation goes: candidates and digit per cell, places per digit. */
    private final int[] masks;
    private final int[] digits;
    private final long[] lo;
    private final long[] hi;
    /** Per digit, the cells holding it. */
    private final long[] placedLo;
    private final long[] placedHi;
    private final int[] queueCell;
    private final int[] queueDigit;
    private int head;
    private int tail;
    private int removals;
    private int dirty;
    private boolean contradiction;
    private final Propagation.Rules rules;
    /** Per unit, the units it meets in two cells or more (see {@link UnitMeetings}). */
    private final int[][] partners;

    private QuickPropagation(Candidates state, Propagation.Rules rules) {
        this.rules = rules;
        g = state.geometry();
        n = g.side();
        cells = g.cellCount();
        long[][] units = CellWords.units(g);
        unitLo = units[0];
        unitHi = units[1];
        partners = UnitMeetings.of(g).partners;
        startMasks = state.masks();
        startDigits = new int[cells];
        long[][] places = new long[2][n + 1];
        long[][] placed = new long[2][n + 1];
        for (int c = 0; c < cells; c++) {
            startDigits[c] = state.digit(c);
            if (startDigits[c] != 0) {
                CellWords.add(placed, startDigits[c], c);
            }
            for (int d : DigitSet.digits(startMasks[c])) {
                CellWords.add(places, d, c);
            }
        }
        startLo = places[0];
        startHi = places[1];
        startPlacedLo = placed[0];
        startPlacedHi = placed[1];
        masks = new int[cells];
        digits = new int[cells];
        lo = new long[n + 1];
        hi = new long[n + 1];
        placedLo = new long[n + 1];
        placedHi = new long[n + 1];
        queueCell = new int[cells * n + 1];
        queueDigit = new int[cells * n + 1];
    }

    /** The checker of assumptions made in {@code state} by singles and locked candidates, or null when the board is too large for it. */
    public static QuickPropagation of(Candidates state) {
        return of(state, Propagation.Rules.LOCKED);
    }

    /**
     * The checker of assumptions made in {@code state} under {@code rules} (singles, or singles and
     * locked candidates), or null when the board is too large for it.
     */
    public static QuickPropagation of(Candidates state, Propagation.Rules rules) {
        if (rules != Propagation.Rules.SINGLES && rules != Propagation.Rules.LOCKED) {
            throw new IllegalArgumentException("not checked here: " + rules);
        }
        return state.geometry().cellCount() > 128 ? null : new QuickPropagation(state, rules);
    }

    /**
     * Whether placing {@code digit} in {@code cell} of the state leads to a contradiction: exactly
     * when {@code Propagation.assume(state, cell, digit, rules)} finds one.
     */
    public boolean contradicts(int cell, int digit) {
        System.arraycopy(startMasks, 0, masks, 0, cells);
        System.arraycopy(startDigits, 0, digits, 0, cells);
        System.arraycopy(startLo, 0, lo, 0, n + 1);
        System.arraycopy(startHi, 0, hi, 0, n + 1);
        System.arraycopy(startPlacedLo, 0, placedLo, 0, n + 1);
        System.arraycopy(startPlacedHi, 0, placedHi, 0, n + 1);
        head = 0;
        tail = 0;
        removals = 0;
        dirty = 0;
        contradiction = false;
        push(cell, digit);
        while (!contradiction) {
            while (head < tail && !contradiction) {
                place(queueCell[head], queueDigit[head]);
                head++;
            }
            if (contradiction || rules != Propagation.Rules.LOCKED || !lockedCandidates()) {
                break;
            }
        }
        return contradiction;
    }

    private void push(int cell, int digit) {
        queueCell[tail] = cell;
        queueDigit[tail++] = digit;
    }

    private void place(int cell, int d) {
        if (digits[cell] != 0) {
            contradiction = digits[cell] != d;
            return;
        }
        int bit = DigitSet.of(d);
        if ((masks[cell] & bit) == 0) {
            contradiction = true;
            return;
        }
        digits[cell] = d;
        int others = masks[cell] & ~bit;
        dirty |= others;
        masks[cell] = 0;
        for (int rest = bit | others; rest != 0; rest &= rest - 1) {
            int o = Integer.numberOfTrailingZeros(rest) + 1;
            clear(cell, o);
        }
        if (cell < 64) {
            placedLo[d] |= 1L << cell;
        } else {
            placedHi[d] |= 1L << (cell - 64);
        }
        for (int p : UnitTables.peers(g, cell)) {
            if (!remove(p, d)) {
                return;
            }
        }
        for (int rest = others; rest != 0; rest &= rest - 1) {
            int other = Integer.numberOfTrailingZeros(rest) + 1;
            if (!placesLeft(cell, other)) {
                return;
            }
        }
    }

    /** Takes {@code cell} out of digit {@code d}'s places. */
    private void clear(int cell, int d) {
        if (cell < 64) {
            lo[d] &= ~(1L << cell);
        } else {
            hi[d] &= ~(1L << (cell - 64));
        }
    }

    private boolean remove(int cell, int d) {
        int bit = DigitSet.of(d);
        if ((masks[cell] & bit) == 0) {
            return true;
        }
        masks[cell] &= ~bit;
        clear(cell, d);
        removals++;
        dirty |= bit;
        if (masks[cell] == 0) {
            contradiction = true;
            return false;
        }
        if (DigitSet.size(masks[cell]) == 1) {
            push(cell, DigitSet.lowestDigit(masks[cell]));
        }
        return placesLeft(cell, d);
    }

    /** After {@code d} left {@code cell}: hidden singles in its units; false when a unit has no place left. */
    private boolean placesLeft(int cell, int d) {
        for (int u : UnitTables.unitIdsOf(g, cell)) {
            if (placedIn(u, d)) {
                continue;
            }
            long pl = unitLo[u] & lo[d];
            long ph = unitHi[u] & hi[d];
            int count = Long.bitCount(pl) + Long.bitCount(ph);
            if (count == 0) {
                contradiction = true;
                return false;
            }
            if (count == 1) {
                push(pl != 0 ? Long.numberOfTrailingZeros(pl) : 64 + Long.numberOfTrailingZeros(ph), d);
            }
        }
        return true;
    }

    private boolean placedIn(int u, int d) {
        return ((unitLo[u] & placedLo[d]) | (unitHi[u] & placedHi[d])) != 0;
    }

    /** One round of locked candidates (see {@link UnitMeetings}) over the digits that lost places; whether it removed anything. */
    private boolean lockedCandidates() {
        int before = removals;
        int todo = dirty;
        dirty = 0;
        for (int d : DigitSet.digits(todo)) {
            for (int u = 0; u < partners.length && !contradiction; u++) {
                lock(u, d);
            }
        }
        return removals != before && !contradiction;
    }

    /** If {@code d}'s places in unit {@code u} all lie where it meets another unit, removes it from the rest of that unit. */
    private void lock(int u, int d) {
        long pl = unitLo[u] & lo[d];
        long ph = unitHi[u] & hi[d];
        if (Long.bitCount(pl) + Long.bitCount(ph) < 2) {
            return;
        }
        for (int target : partners[u]) {
            if (contradiction) {
                return;
            }
            if (!within(pl, ph, target)) {
                continue;
            }
            long rl = unitLo[target] & lo[d] & ~unitLo[u];
            long rh = unitHi[target] & hi[d] & ~unitHi[u];
            for (; rl != 0; rl &= rl - 1) {
                if (!remove(Long.numberOfTrailingZeros(rl), d)) {
                    return;
                }
            }
            for (; rh != 0; rh &= rh - 1) {
                if (!remove(64 + Long.numberOfTrailingZeros(rh), d)) {
                    return;
                }
            }
        }
    }

    private boolean within(long pl, long ph, int unit) {
        return (pl & ~unitLo[unit]) == 0 && (ph & ~unitHi[unit]) == 0;
    }
}
