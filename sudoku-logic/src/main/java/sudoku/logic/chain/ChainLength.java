package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;

/**
 * The length of a forcing chain, counted the same way in every orientation of the grid, as Sudoku
 * Explainer counts it: the number of facts (a digit placed, a candidate removed) the conclusion
 * rests on, the assumption included.
 *
 * <p>The consequences of the premises follow in generations: each generation takes, at once, every
 * removal a placed digit makes, every naked and hidden single and every pointing and claiming that
 * the facts so far allow. A new fact rests on itself and the facts behind its justification; of
 * several justifications in one generation it takes the one resting on fewest facts (on a tie the
 * union of the tied ones). Each generation is a function of the set of facts before it, never of
 * an order of cells or digits, so relabelled, permuted and transposed grids give the same lengths.
 *
 * <p>A contradiction is a candidate both true and false: the last candidate of a cell, or the last
 * place of a digit in a unit, removed too, or two digits placed where they clash. Its length adds
 * up the facts behind each side, as Sudoku Explainer adds the ancestors of the candidate "on" to
 * those of the candidate "off" (facts behind both count twice); of the ways a clash can be read it
 * takes the shortest. A premise that an inner chain removed inside an assumption rests on that
 * chain's length and on every fact the assumption had led to when the chain was found: SE gives
 * such a removal as parents the earlier removals its chain's singles used, and taking all of them
 * keeps the count free of any order of cells.
 *
 * <pre>
 *   fact index:  cell * side + digit - 1            the digit placed in the cell ("on")
 *                cells * side + cell * side + d - 1  the candidate removed ("off")
 * </pre>
 * What each fact rests on is kept by {@link Justifications}.
 *
 * <p>This is the count of explanations and of ratings of chains with locked candidates inside.
 * Ratings of dynamic and Nishio chains count as SE's queue does instead ({@link SeChaining}):
 * SE keeps the first justification met, not the shortest, which makes its chains longer.
 */
public final class ChainLength {
    private final Geometry g;
    private final int n;
    private final int candidates;
    private final int[] digits;
    private final int[] masks;
    /** The candidates of the state the premises were made in: removals count only where one was. */
    private final int[] start;
    /** What each fact rests on, derived or offered in the generation under way. */
    private final Justifications facts;
    /** The facts derived in the last generation (the premises, before the first), {@code freshCount} of them. */
    private int[] fresh = new int[16];
    private int freshCount;
    /** Per unit, the digits whose places changed in the last generation; per cell, whether its candidates did. */
    private final int[] unitDirty;
    private final boolean[] cellDirty;
    private boolean firstGeneration = true;
    /** The facts the shortest contradiction rests on, both its sides together. */
    private long[] contradiction;
    /** Its length: the facts behind each of its two sides, added up. */
    private int contradictionSize;
    /** Whether pointing and claiming are used. */
    private final boolean lockedRule;
    /** The digits followed: every one, or the assumption's alone (a Nishio chain, with no cell rules). */
    private final int followed;

    private ChainLength(Candidates state, boolean lockedRule, int followed) {
        this.lockedRule = lockedRule;
        this.followed = followed;
        g = state.geometry();
        n = g.side();
        candidates = g.cellCount() * n;
        digits = new int[g.cellCount()];
        for (int c = 0; c < digits.length; c++) {
            digits[c] = state.digit(c);
        }
        masks = state.masks();
        start = masks.clone();
        facts = new Justifications(digits, masks, n);
        unitDirty = new int[g.unitCount()];
        cellDirty = new boolean[g.cellCount()];
    }

    /** The consequences of placing {@code digit} in {@code cell}, to their end or a contradiction. */
    public static ChainLength assume(Candidates state, int cell, int digit) {
        return assume(state, cell, digit, Propagation.Rules.LOCKED);
    }

    /**
     * Like {@link #assume(Candidates, int, int)}, under {@code rules}: without pointing and claiming
     * unless {@link Propagation.Rules#LOCKED}, with the assumption's digit alone for
     * {@link Propagation.Rules#ONE_DIGIT} (static rules are counted as singles: use the chain's trace).
     */
    public static ChainLength assume(Candidates state, int cell, int digit, Propagation.Rules rules) {
        int all = (1 << state.geometry().side()) - 1;
        ChainLength c = new ChainLength(state, rules == Propagation.Rules.LOCKED,
                rules == Propagation.Rules.ONE_DIGIT ? DigitSet.of(digit) : all);
        c.premise(cell * c.n + digit - 1, 0);
        c.run();
        return c;
    }

    /** The consequences of removing {@code digit} from {@code cell} under {@code rules} (see {@link #assume(Candidates, int, int, Propagation.Rules)}). */
    public static ChainLength remove(Candidates state, int cell, int digit, Propagation.Rules rules) {
        int all = (1 << state.geometry().side()) - 1;
        ChainLength c = new ChainLength(state, rules == Propagation.Rules.LOCKED,
                rules == Propagation.Rules.ONE_DIGIT ? DigitSet.of(digit) : all);
        c.removed(new Candidate(cell, digit));
        c.run();
        return c;
    }

    /** Adds the removal of {@code removed} as a premise, the chain's start (no facts behind it). */
    private void removed(Candidate removed) {
        if ((masks[removed.cell()] & DigitSet.of(removed.digit())) != 0) {
            premise(candidates + removed.cell() * n + removed.digit() - 1, 0);
        }
    }

    /**
     * Adds removals that inner chains found in the state reached so far, each with the length of
     * its chain, as premises: each rests on its chain and on every fact derived before this call
     * (none of them on another of them, so their order does not matter).
     */
    public void removedInBranch(Map<Candidate, Integer> removals) {
        long[] before = facts.derived();
        for (Map.Entry<Candidate, Integer> e : removals.entrySet()) {
            Candidate removed = e.getKey();
            if ((masks[removed.cell()] & DigitSet.of(removed.digit())) != 0) {
                int fact = candidates + removed.cell() * n + removed.digit() - 1;
                premise(fact, e.getValue());
                facts.alsoRestsOn(fact, before);
            }
        }
    }

    private void premise(int fact, int length) {
        facts.premise(fact, length);
        apply(fact);
        fresh = Justifications.push(fresh, freshCount++, fact);
    }

    /** Follows the premises to the end, or to the first generation with a contradiction. */
    public void run() {
        while (contradiction == null && freshCount > 0) {
            generation();
        }
    }

    /** Whether the premises led to a contradiction. */
    public boolean contradicts() {
        return contradiction != null;
    }

    /** The length of the shortest contradiction of the first generation that had one. */
    public int contradictionLength() {
        return contradiction == null ? Integer.MAX_VALUE : contradictionSize;
    }

    /** Whether the shortest contradiction found rests on {@code removed}'s removal (a premise, or a fact that followed). */
    public boolean restsOn(Candidate removed) {
        return contradiction != null && facts.holds(contradiction, candidates + removed.cell() * n + removed.digit() - 1);
    }

    /** The length of the chain to {@code digit} placed in {@code cell}, or MAX_VALUE when it does not follow. */
    public int placed(int cell, int digit) {
        long[] b = facts.behindOf(cell * n + digit - 1);
        return b == null ? Integer.MAX_VALUE : facts.size(b);
    }

    /** The length of the chain removing {@code digit} from {@code cell}, or MAX_VALUE when it does not follow. */
    public int removed(int cell, int digit) {
        long[] b = facts.behindOf(candidates + cell * n + digit - 1);
        return b == null ? Integer.MAX_VALUE : facts.size(b);
    }

    private void generation() {
        int[] last = Arrays.copyOf(fresh, freshCount);
        freshCount = 0;
        boolean all = firstGeneration;
        firstGeneration = false;
        int[] units = unitDirty.clone();
        boolean[] cells = cellDirty.clone();
        Arrays.fill(unitDirty, 0);
        Arrays.fill(cellDirty, false);
        List<long[][]> clashes = new ArrayList<>();
        for (int f : last) {
            if (f < candidates) {
                int cell = f / n;
                int d = f % n + 1;
                int bit = DigitSet.of(d);
                int whySize = -1;
                for (int p : UnitTables.peers(g, cell)) {
                    whySize = facts.offer(candidates + p * n + d - 1, facts.behindOf(f), whySize, (masks[p] & bit) != 0);
                }
                for (int others = start[cell] & ~bit & followed; others != 0; others &= others - 1) {
                    int other = Integer.numberOfTrailingZeros(others) + 1;
                    whySize = facts.offer(candidates + cell * n + other - 1, facts.behindOf(f), whySize, true);
                }
            }
        }
        boolean cellRules = Integer.bitCount(followed) > 1;
        for (int cell = 0; cell < digits.length; cell++) {
            if (!cellRules || (!all && !cells[cell])) {
                continue;
            }
            if (digits[cell] == 0 && DigitSet.size(masks[cell]) == 1) {
                int d = DigitSet.lowestDigit(masks[cell]);
                if (facts.behindOf(cell * n + d - 1) == null) {
                    facts.offer(cell * n + d - 1, removals(cell, start[cell] & ~DigitSet.of(d)), -1, true);
                }
            } else if (digits[cell] == 0 && masks[cell] == 0) {
                // one digit of the cell is both true (its last candidate) and false
                for (int ds = start[cell]; ds != 0; ds &= ds - 1) {
                    int d = Integer.numberOfTrailingZeros(ds) + 1;
                    clashes.add(clash(removals(cell, start[cell] & ~DigitSet.of(d)), notThere(cell, d)));
                }
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            for (int ds = (all ? (1 << n) - 1 : units[u]) & followed; ds != 0; ds &= ds - 1) {
                unitRules(clashes, u, Integer.numberOfTrailingZeros(ds) + 1);
            }
        }
        int[] made = facts.takeOffered();
        clashes.addAll(placementClashes(made));
        if (!clashes.isEmpty()) {
            // the shortest clash; on a tie the facts of every tied one, whatever order they came in
            long[] union = null;
            int bestSize = Integer.MAX_VALUE;
            for (long[][] c : clashes) {
                int size = 0;
                for (long[] side : c) {
                    size += facts.size(side);
                }
                if (size < bestSize) {
                    union = new long[facts.words];
                    bestSize = size;
                }
                if (size == bestSize) {
                    for (long[] side : c) {
                        NodeSet.or(union, side);
                    }
                }
            }
            contradiction = union;
            contradictionSize = bestSize;
            return;
        }
        for (int f : made) {
            facts.derive(f);
            apply(f);
            fresh = Justifications.push(fresh, freshCount++, f);
        }
    }

    /** Hidden singles, empty units and locked candidates of digit {@code d} in unit {@code u}. */
    private void unitRules(List<long[][]> clashes, int u, int d) {
        int bit = DigitSet.of(d);
        int count = 0;
        int where = -1;
        for (int c : UnitTables.unit(g, u)) {
            if (digits[c] == d) {
                return;
            }
            if (digits[c] == 0 && (masks[c] & bit) != 0) {
                count++;
                where = c;
            }
        }
        if (count == 0) {
            // one place of the digit is both true (its last place in the unit) and false
            for (int c : UnitTables.unit(g, u)) {
                if ((start[c] & bit) != 0) {
                    clashes.add(clash(notIn(UnitTables.unit(g, u), d, c), notThere(c, d)));
                }
            }
        } else if (count == 1) {
            if (facts.behindOf(where * n + d - 1) == null) {
                facts.offer(where * n + d - 1, notIn(UnitTables.unit(g, u), d, where), -1, true);
            }
        } else if (lockedRule && g.hasBoxes() && count <= Math.max(g.boxRows(), g.boxCols())) {
            locked(u, d, bit);
        }
    }

    /** The facts behind {@code d} having no place in {@code cells} (apart from {@code except}). */
    private long[] notIn(int[] cells, int d, int except) {
        long[] why = new long[facts.words];
        for (int c : cells) {
            if (c != except) {
                NodeSet.or(why, notThere(c, d));
            }
        }
        return why;
    }

    /** The facts behind {@code d} not being in {@code cell}: its removal, or another digit placed there (not to be changed). */
    private long[] notThere(int cell, int d) {
        long[] b = facts.behindOf(candidates + cell * n + d - 1);
        if (b == null && digits[cell] != 0 && digits[cell] != d) {
            b = facts.behindOf(cell * n + digits[cell] - 1);
        }
        return b == null ? facts.none : b;
    }

    /** Pointing and claiming: the places of {@code d} in unit {@code u} all in one crossing unit. */
    private void locked(int u, int d, int bit) {
        int[] cells = UnitTables.unit(g, u);
        int first = -1;
        for (int c : cells) {
            if (digits[c] == 0 && (masks[c] & bit) != 0) {
                first = c;
                break;
            }
        }
        for (int other : UnitTables.unitIdsOf(g, first)) {
            if (other == u || (g.kind(u) == Geometry.UnitKind.BOX) == (g.kind(other) == Geometry.UnitKind.BOX)) {
                continue;
            }
            int[] crossing = UnitTables.unit(g, other);
            boolean inside = true;
            for (int c : cells) {
                inside &= digits[c] != 0 || (masks[c] & bit) == 0 || contains(crossing, c);
            }
            if (!inside) {
                continue;
            }
            boolean open = false;
            for (int c : crossing) {
                open |= !contains(cells, c) && digits[c] == 0 && (masks[c] & bit) != 0;
            }
            if (!open) {
                continue;
            }
            int[] outside = new int[cells.length];
            int count = 0;
            for (int c : cells) {
                if (!contains(crossing, c)) {
                    outside[count++] = c;
                }
            }
            long[] why = notIn(Arrays.copyOf(outside, count), d, -1);
            int whySize = -1;
            for (int c : UnitTables.unit(g, other)) {
                if (!contains(cells, c) && digits[c] == 0 && (masks[c] & bit) != 0) {
                    whySize = facts.offer(candidates + c * n + d - 1, why, whySize, true);
                }
            }
        }
    }

    /** Two digits placed in one cell, or one digit twice in a unit, in the same generation. */
    private List<long[][]> placementClashes(int[] made) {
        List<long[][]> out = new ArrayList<>();
        for (int f : made) {
            if (f >= candidates) {
                continue;
            }
            int cell = f / n;
            int d = f % n + 1;
            for (int other = d + 1; other <= n; other++) {
                if (facts.nextOf(cell * n + other - 1) != null) {
                    out.add(clash(facts.nextOf(f), facts.nextOf(cell * n + other - 1)));
                }
            }
            for (int p : UnitTables.peers(g, cell)) {
                if (p > cell && facts.nextOf(p * n + d - 1) != null) {
                    out.add(clash(facts.nextOf(f), facts.nextOf(p * n + d - 1)));
                }
                if (digits[p] == d) {
                    long[] b = facts.behindOf(p * n + d - 1);
                    out.add(b == null ? new long[][] {facts.nextOf(f)} : clash(facts.nextOf(f), b));
                }
            }
            if (facts.nextOf(candidates + f) != null) {
                out.add(clash(facts.nextOf(f), facts.nextOf(candidates + f)));
            }
        }
        return out;
    }

    /** A contradiction between two facts, each side with the facts behind it. */
    private static long[][] clash(long[] a, long[] b) {
        return new long[][] {a, b};
    }

    /** The facts behind the removals of {@code mask}'s digits from {@code cell}. */
    private long[] removals(int cell, int mask) {
        long[] why = new long[facts.words];
        for (int ds = mask; ds != 0; ds &= ds - 1) {
            NodeSet.or(why, notThere(cell, Integer.numberOfTrailingZeros(ds) + 1));
        }
        return why;
    }

    private void apply(int fact) {
        if (fact < candidates) {
            int cell = fact / n;
            for (int u : UnitTables.unitIdsOf(g, cell)) {
                unitDirty[u] |= masks[cell];
            }
            digits[cell] = fact % n + 1;
            masks[cell] = 0;
        } else {
            int cell = (fact - candidates) / n;
            int bit = DigitSet.of((fact - candidates) % n + 1);
            for (int u : UnitTables.unitIdsOf(g, cell)) {
                unitDirty[u] |= bit;
            }
            masks[cell] &= ~bit;
            cellDirty[cell] = true;
        }
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "ChainLength" + Arrays.toString(digits);
    }
}
