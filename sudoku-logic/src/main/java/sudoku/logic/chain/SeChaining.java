package sudoku.logic.chain;

import java.util.Arrays;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * A dynamic forcing chain's length counted the way Sudoku Explainer's rating counts it, for the
 * rating path only (explanations keep {@link Propagation} and {@link ChainLength}). What follows
 * is read from SE's chaining engine ({@code Chaining}, {@code ChainingHint} and its subclasses in
 * the SukakuExplainer fork), in our words.
 *
 * <h2>SE's rules</h2>
 * <ul>
 * <li><b>One queue per assumption.</b> SE follows an assumption with two first-in first-out
 * queues, one of facts "on" (a digit placed) and one of facts "off" (a candidate removed). While
 * any "on" is pending it takes the oldest one; only when none is pending does it take the oldest
 * "off". So every placement an "off" leads to is followed at once, and the removals it makes
 * join the end of the "off" queue: the removals come in levels (those the assumption makes, then
 * those the placements their processing led to make, and so on).</li>
 * <li><b>What a fact leads to.</b> An "on" turns off the cell's other candidates and the digit's
 * other places in each of its units (the block, the row, then the column), read in the grid as
 * it stands. An "off" turns on the cell's other candidate when the cell has two left, and the
 * digit's other place in each unit where it has two left. In dynamic chains a removal is made in
 * the grid only when its "off" is taken from the queue, after the placements it leads to are
 * found; a placement is never written into the grid.</li>
 * <li><b>Which parent is kept.</b> A fact keeps the parents it had when first met and is never
 * met again. The parents of a placement are the "off" that led to it and, as hidden parents,
 * every removal already made in that cell (naked single) or of that digit in that unit (hidden
 * single) since the assumption. The set of hidden parents therefore does not depend on the order
 * the removals came in; only which derivation comes first does.</li>
 * <li><b>Which clash is met first.</b> A clash is one candidate both "on" and "off". SE checks
 * for it when it makes a fact, before it looks whether the fact is known: an "off" whose
 * candidate is already "on", or an "on" whose candidate is already "off". It stops at the first
 * clash it meets. A cell or unit left empty shows up this way too: when the second last place
 * goes, the last one turns "on" while its own "off" is already queued.</li>
 * <li><b>The length.</b> A fact's count is the number of distinct facts among it and its
 * ancestors (through every parent, hidden ones too). A contradiction counts the "on" side and
 * the "off" side separately and adds the two (shared ancestors count twice). A cell or unit
 * forcing chain (a verity) adds, over its branches, the count of the conclusion in each branch.
 * The difficulty adds 0.1 for each step of the series 4, 6, 8, 12, 16, ... the count less two
 * passes (see {@link sudoku.logic.internal.Difficulty}).</li>
 * <li><b>Verities.</b> Each branch (a candidate of the cell, a place of the digit in the unit) is
 * followed by itself, with its own queue, to its end; the conclusion's chain in each branch is
 * the one that branch met first.</li>
 * <li><b>Which step SE rates.</b> A chain producer collects its steps cell by cell in row order,
 * digit by digit, sorts them by difficulty, then count, then kind (binary reductions, cell
 * verities, unit verities, contradictions), keeping the scan order on ties, and SE rates the first
 * step of the first producer that has any.</li>
 * <li><b>What depends on cell order.</b> Within one level of the "off" queue, which derivation of
 * a placement comes first, which of several placements removes a candidate first, and which clash
 * is met first all depend on the order SE scans cells, units and digits. Between levels nothing
 * does.</li>
 * </ul>
 *
 * <h2>What is counted here</h2>
 * The levels are followed exactly; inside one level every derivation and every clash is taken
 * together. Where SE would keep the first derivation met, a dynamic chain keeps those with the
 * fewest facts (the least SE can count over the orders of the level) and a Nishio chain those
 * with the most (SE's Nishio chains come out that long on the calibration puzzles); derivations
 * as long are joined, whatever order they come in. Of the clashes met in the first level that
 * has any, the one with the fewest facts is taken. All of it is a function of the candidates
 * alone, so relabelled, permuted and transposed grids give the same counts.
 *
 * <p>SE's exact order is not replayed: it would make a rating depend on how the grid is turned,
 * and SE's own ratings do (of two calibration puzzles, one SE rates 8.9 as given and 8.5 turned
 * 90 degrees, the other 8.9 as given and 8.4 turned 180 degrees). Where tied derivations are
 * joined the count can run above SE's, and where the fewest facts are kept, below it; neither
 * other order-free choice tried (keep the one SE's queue meets first where that does not depend
 * on cell order, or the fewest facts for a Nishio) agrees with SE on more puzzles.
 */
public final class SeChaining {
    private final Geometry g;
    private final int n;
    private final int cells;
    /** The candidates when the assumption was made. */
    private final int[] start;
    /** The candidates with the removals made so far (the "off" facts already taken from the queue). */
    private final int[] masks;
    private final boolean cellRules;
    /** Whether, of derivations met in one level, the one with the most facts is kept (Nishio) rather than the fewest. */
    private final boolean longest;
    /** The digits followed: all, or the assumed one alone (a Nishio chain). */
    private final int followed;
    private final int words;
    /** Per fact (see {@link #on} and {@link #off}), its ancestors and itself; null when not met. */
    private final long[][] anc;
    private int clash = Integer.MAX_VALUE;
    /** The removals of the level under way. */
    private long[] levelOffs;
    /** The placements met in the level under way, {@code freshCount} of them, with their ancestors. */
    private int[] freshOns = new int[16];
    private int freshCount;
    private long[][] fresh;
    /** Per placement met in the level under way, the count of facts of the derivations kept (see {@link #keep}). */
    private int[] freshSize;

    private SeChaining(Candidates state, Propagation.Rules rules, int digit) {
        g = state.geometry();
        n = g.side();
        cells = g.cellCount();
        start = state.masks();
        masks = start.clone();
        cellRules = rules != Propagation.Rules.ONE_DIGIT;
        longest = !cellRules;
        followed = cellRules ? (1 << n) - 1 : DigitSet.of(digit);
        words = (2 * cells * n + 63) / 64;
        anc = new long[2 * cells * n][];
    }

    /**
     * The chain from {@code digit} placed in {@code cell}, under {@link Propagation.Rules#SINGLES}
     * (dynamic chains) or {@link Propagation.Rules#ONE_DIGIT} (Nishio), to its end or its first
     * contradiction.
     */
    public static SeChaining assume(Candidates state, int cell, int digit, Propagation.Rules rules) {
        SeChaining s = new SeChaining(state, rules, digit);
        int on = s.on(cell, digit);
        s.anc[on] = s.self(on);
        s.run(s.offsOf(new int[] {on}, s.masks));
        return s;
    }

    /** Like {@link #assume}, from {@code digit} removed from {@code cell}. */
    public static SeChaining remove(Candidates state, int cell, int digit, Propagation.Rules rules) {
        SeChaining s = new SeChaining(state, rules, digit);
        int off = s.off(cell, digit);
        s.anc[off] = s.self(off);
        s.run(new int[] {off});
        return s;
    }

    /** SE's count of the first contradiction (both sides' facts added up), or MAX_VALUE when there is none. */
    public int contradiction() {
        return clash;
    }

    /** The count of facts behind {@code digit} placed in {@code cell}, itself included, or MAX_VALUE when it does not follow. */
    public int placed(int cell, int digit) {
        return count(on(cell, digit));
    }

    /** The count of facts behind {@code digit} removed from {@code cell}, itself included, or MAX_VALUE when it does not follow. */
    public int removed(int cell, int digit) {
        return count(off(cell, digit));
    }

    private int count(int fact) {
        return anc[fact] == null ? Integer.MAX_VALUE : size(anc[fact]);
    }

    private int on(int cell, int digit) {
        return cell * n + digit - 1;
    }

    private int off(int cell, int digit) {
        return cells * n + cell * n + digit - 1;
    }

    /** The level-by-level run from the first level of removals, {@code level}, whose ancestors are set. */
    private void run(int[] level) {
        while (level.length > 0 && clash == Integer.MAX_VALUE) {
            level = level(level);
        }
    }

    /**
     * Takes one level of removals: makes them, finds the placements they lead to (the derivations
     * kept as {@link #keep} says), the clashes met, and the removals those placements make, which
     * are the next level (none after a clash).
     */
    private int[] level(int[] offs) {
        int[] before = masks.clone();
        levelOffs = new long[words];
        int[] removedNow = new int[cells];
        for (int f : offs) {
            NodeSet.add(levelOffs, f);
            int cell = (f - cells * n) / n;
            int bit = DigitSet.of((f - cells * n) % n + 1);
            masks[cell] &= ~bit;
            removedNow[cell] |= bit;
        }
        fresh = new long[cells * n][];
        freshSize = new int[cells * n];
        freshCount = 0;
        for (int cell = 0; cell < cells && cellRules; cell++) {
            if (removedNow[cell] != 0) {
                lastPlace(new int[] {cell}, 0);
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            int[] unit = UnitTables.unit(g, u);
            int touched = 0;
            for (int c : unit) {
                touched |= removedNow[c];
            }
            for (int ds = touched & followed; ds != 0; ds &= ds - 1) {
                lastPlace(unit, Integer.numberOfTrailingZeros(ds) + 1);
            }
        }
        int[] made = Arrays.copyOf(freshOns, freshCount);
        for (int on : made) {
            anc[on] = fresh[on];
            if (anc[on + cells * n] != null) {
                clash = Math.min(clash, size(anc[on]) + size(anc[on + cells * n]));
            }
        }
        return offsOf(made, before);
    }

    /**
     * The removals the placements {@code ons} make in {@code grid} (where several make one, those
     * kept as {@link #keep} says), their ancestors set; none when one of them, or one before, clashes.
     */
    private int[] offsOf(int[] ons, int[] grid) {
        long[][] next = new long[cells * n][];
        int[] nextSize = new int[cells * n];
        int[] list = new int[64];
        int count = 0;
        for (int on : ons) {
            int cell = on / n;
            int d = on % n + 1;
            int bit = DigitSet.of(d);
            int[] targets = new int[n + UnitTables.peers(g, cell).length];
            int t = 0;
            for (int others = cellRules ? grid[cell] & ~bit : 0; others != 0; others &= others - 1) {
                targets[t++] = off(cell, Integer.numberOfTrailingZeros(others) + 1);
            }
            for (int p : UnitTables.peers(g, cell)) {
                if ((grid[p] & bit) != 0) {
                    targets[t++] = off(p, d);
                }
            }
            for (int i = 0; i < t; i++) {
                int q = targets[i];
                long[] a = anc[on].clone();
                NodeSet.add(a, q);
                if (anc[q - cells * n] != null) {
                    clash = Math.min(clash, size(anc[q - cells * n]) + size(a));
                } else if (anc[q] == null) {
                    int k = q - cells * n;
                    if (next[k] == null) {
                        next[k] = a;
                        nextSize[k] = size(a);
                        if (count == list.length) {
                            list = Arrays.copyOf(list, count * 2);
                        }
                        list[count++] = q;
                    } else {
                        nextSize[k] = keep(next, k, nextSize[k], a);
                    }
                }
            }
        }
        if (clash != Integer.MAX_VALUE) {
            return new int[0];
        }
        for (int i = 0; i < count; i++) {
            anc[list[i]] = next[list[i] - cells * n];
        }
        return Arrays.copyOf(list, count);
    }

    /**
     * The placements that follow when a cell ({@code digit} 0: its candidates) or a unit (the
     * places of {@code digit}) is down to its last place after this level's removals: the one
     * left; or, when none is left and at least two went in this level, each of those that went
     * (the one SE's queue would take last). The parents are the cell's or unit's removals so far.
     */
    private void lastPlace(int[] where, int digit) {
        int left = 0;
        int leftFact = -1;
        int[] gone = new int[where.length * n];
        int goneCount = 0;
        int goneNow = 0;
        for (int c : where) {
            for (int ds = digit == 0 ? start[c] : start[c] & DigitSet.of(digit); ds != 0; ds &= ds - 1) {
                int d = Integer.numberOfTrailingZeros(ds) + 1;
                if ((masks[c] & DigitSet.of(d)) != 0) {
                    left++;
                    leftFact = on(c, d);
                } else {
                    gone[goneCount++] = off(c, d);
                    goneNow += NodeSet.has(levelOffs, off(c, d)) ? 1 : 0;
                }
            }
        }
        if (left == 1 && goneNow > 0) {
            offer(leftFact, union(gone, goneCount, -1));
        } else if (left == 0 && goneNow > 1) {
            for (int i = 0; i < goneCount; i++) {
                if (NodeSet.has(levelOffs, gone[i])) {
                    offer(gone[i] - cells * n, union(gone, goneCount, i));
                }
            }
        }
    }

    /** The ancestors of {@code facts}' first {@code count}, but the one at {@code skip}. */
    private long[] union(int[] facts, int count, int skip) {
        long[] why = new long[words];
        for (int i = 0; i < count; i++) {
            if (i != skip) {
                NodeSet.or(why, anc[facts[i]]);
            }
        }
        return why;
    }

    /** Offers placement {@code on}, resting on {@code why}: kept unless met before or met now with fewer facts. */
    private void offer(int on, long[] why) {
        if (anc[on] != null) {
            return;
        }
        NodeSet.add(why, on);
        if (fresh[on] == null) {
            if (freshCount == freshOns.length) {
                freshOns = Arrays.copyOf(freshOns, freshCount * 2);
            }
            freshOns[freshCount++] = on;
            fresh[on] = why;
            freshSize[on] = size(why);
        } else {
            freshSize[on] = keep(fresh, on, freshSize[on], why);
        }
    }

    /**
     * Keeps in {@code kept[i]} the derivations of one fact met in one level that SE could have met
     * first with the fewest facts (the most for a Nishio): {@code size} is their count so far and
     * {@code why} a new one. Derivations as long are joined, so the order they come in does not
     * matter. Returns the count now kept.
     */
    private int keep(long[][] kept, int i, int size, long[] why) {
        int s = size(why);
        if (s == size) {
            NodeSet.or(kept[i], why);
            return size;
        }
        if (longest ? s > size : s < size) {
            kept[i] = why;
            return s;
        }
        return size;
    }

    private long[] self(int fact) {
        long[] a = new long[words];
        NodeSet.add(a, fact);
        return a;
    }

    private static int size(long[] set) {
        int s = 0;
        for (long w : set) {
            s += Long.bitCount(w);
        }
        return s;
    }
}
