package sudoku.logic.chain;

import java.util.Arrays;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

import static sudoku.logic.chain.SeQueueOrder.CELL;
import static sudoku.logic.chain.SeQueueOrder.compare;
import static sudoku.logic.chain.SeQueueOrder.extend;
import static sudoku.logic.chain.SeQueueOrder.offTime;
import static sudoku.logic.chain.SeQueueOrder.onTime;
import static sudoku.logic.chain.SeQueueOrder.rankOf;
import static sudoku.logic.chain.SeQueueOrder.removalRank;

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
 * <li><b>What depends on cell order, and what does not.</b> Within one level of the "off" queue,
 * the order comes from the facts before: the removals of the level in the order they were made,
 * each removal's placements in the order the cell, its block, its row, its column, and each
 * placement's removals in the order the cell's other digits, then its block, row and column.
 * Of these, the cell before the box before the lines holds however the grid is turned or
 * relabelled; which of two lines, two cells of one unit or two digits of one cell comes first
 * depends on SE's scan.</li>
 * </ul>
 *
 * <h2>What is counted here</h2>
 * The levels are followed exactly. Each fact carries its key, where SE's queue meets it as far
 * as that holds however the grid is turned (see {@link SeQueueOrder}): the ranks (by the cell, a
 * box or a line) along the derivation kept, from the assumption on.
 * <ul>
 * <li>Of a fact's derivations in one level, the one met first is kept. On a tie a dynamic
 * chain keeps those with the fewest facts (the least SE can count over the orders its scan
 * decides), a Nishio chain those with the most, and derivations as long are joined.</li>
 * <li>A placement that a level's removals leave is met when SE takes the last of them that
 * leaves it, the latest by key.</li>
 * <li>A clash is met when the later of its two facts is made. Of a level's clashes the one met
 * first is taken, the fewest facts on a tie.</li>
 * </ul>
 * All of it is a function of the candidates alone, so relabelled, permuted and transposed grids
 * give the same counts.
 *
 * <p>SE's exact order is not replayed: it would make a rating depend on how the grid is turned,
 * and SE's own ratings do: on 6 of the 184 calibration puzzles, SE rates the grid transposed,
 * or relabelled with its bands, stacks, rows and columns shuffled, otherwise than the grid as
 * given. With the keys, the rater gives SE's rating exactly on 182 of those 184 puzzles, and on
 * 169 when every tie in a level is joined instead.
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
    /** Per fact, its key: where SE's queue meets it (see {@link SeQueueOrder}); null when not met. */
    private final int[][] key;
    /** Per placement met in the level under way, where SE's queue meets the derivation kept. */
    private int[][] freshKey;
    /** The clashes met in the level under way. */
    private final SeQueueOrder.Clashes clashes = new SeQueueOrder.Clashes();

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
        key = new int[2 * cells * n][];
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
        s.key[on] = new int[0];
        s.run(s.offsOf(new int[] {on}, s.masks));
        return s;
    }

    /** Like {@link #assume}, from {@code digit} removed from {@code cell}. */
    public static SeChaining remove(Candidates state, int cell, int digit, Propagation.Rules rules) {
        SeChaining s = new SeChaining(state, rules, digit);
        int off = s.off(cell, digit);
        s.anc[off] = s.self(off);
        s.key[off] = new int[0];
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
        freshKey = new int[cells * n][];
        freshCount = 0;
        clashes.clear();
        for (int cell = 0; cell < cells && cellRules; cell++) {
            if (removedNow[cell] != 0) {
                lastPlace(new int[] {cell}, 0, CELL);
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            int[] unit = UnitTables.unit(g, u);
            int touched = 0;
            for (int c : unit) {
                touched |= removedNow[c];
            }
            for (int ds = touched & followed; ds != 0; ds &= ds - 1) {
                lastPlace(unit, Integer.numberOfTrailingZeros(ds) + 1, rankOf(g, u));
            }
        }
        int[] made = Arrays.copyOf(freshOns, freshCount);
        for (int on : made) {
            anc[on] = fresh[on];
            key[on] = freshKey[on];
            if (anc[on + cells * n] != null) {
                clashes.add(size(anc[on]) + size(anc[on + cells * n]), onTime(key[on]));
            }
        }
        int[] next = offsOf(made, before);
        if (!clashes.isEmpty()) {
            clash = clashes.first();
        }
        return next;
    }

    /**
     * The removals the placements {@code ons} make in {@code grid} (where several make one, those
     * kept as {@link #keep} says), their ancestors set; none when one of them, or one before, clashes.
     */
    private int[] offsOf(int[] ons, int[] grid) {
        long[][] next = new long[cells * n][];
        int[] nextSize = new int[cells * n];
        int[][] nextKey = new int[cells * n][];
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
                // the same candidate placed: k is its "on" fact, and k / n its cell
                int k = q - cells * n;
                boolean clashing = anc[k] != null;
                if (!clashing && anc[q] != null) {
                    continue; // removed in a level before
                }
                long[] a = anc[on].clone();
                NodeSet.add(a, q);
                int[] qKey = extend(key[on], removalRank(g, cell, k / n));
                if (clashing) {
                    // SE meets the clash when the later of the two facts is made; a placement of a level before came first
                    int facts = size(anc[k]) + size(a);
                    if (key[k].length == key[on].length) {
                        clashes.add(facts, offTime(qKey), onTime(key[k]));
                    } else {
                        clashes.add(facts, offTime(qKey));
                    }
                } else {
                    if (next[k] == null) {
                        if (count == list.length) {
                            list = Arrays.copyOf(list, count * 2);
                        }
                        list[count++] = q;
                    }
                    meet(next, nextSize, nextKey, k, a, qKey);
                }
            }
        }
        if (!clashes.isEmpty()) {
            return new int[0];
        }
        for (int i = 0; i < count; i++) {
            anc[list[i]] = next[list[i] - cells * n];
            key[list[i]] = nextKey[list[i] - cells * n];
        }
        return Arrays.copyOf(list, count);
    }

    /**
     * The placements that follow when a cell ({@code digit} 0: its candidates) or a unit (the
     * places of {@code digit}) is down to its last place after this level's removals: the one
     * left; or, when none is left and at least two went in this level, each of those that went
     * (the one SE's queue would take last). The parents are the cell's or unit's removals so far.
     */
    private void lastPlace(int[] where, int digit, int rank) {
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
            offer(leftFact, union(gone, goneCount, -1), extend(lastGone(gone, goneCount, -1), rank));
        } else if (left == 0 && goneNow > 1) {
            for (int i = 0; i < goneCount; i++) {
                if (NodeSet.has(levelOffs, gone[i])) {
                    offer(gone[i] - cells * n, union(gone, goneCount, i),
                            extend(lastGone(gone, goneCount, i), rank));
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

    /**
     * Offers placement {@code on}, resting on {@code why}, met at {@code at} (its key): kept unless
     * met in a level before, or met in this one sooner, or as soon with fewer facts.
     */
    private void offer(int on, long[] why, int[] at) {
        if (anc[on] != null) {
            return;
        }
        NodeSet.add(why, on);
        if (fresh[on] == null) {
            if (freshCount == freshOns.length) {
                freshOns = Arrays.copyOf(freshOns, freshCount * 2);
            }
            freshOns[freshCount++] = on;
        }
        meet(fresh, freshSize, freshKey, on, why, at);
    }

    /**
     * Meets one more derivation {@code why} of fact {@code i} in one level, at {@code at} (its
     * key): it replaces those kept in {@code kept[i]} (their count {@code sizes[i]}, their key
     * {@code keys[i]}; none yet when null) when met sooner, and on a tie is kept or joined as
     * {@link #keep} says.
     */
    private void meet(long[][] kept, int[] sizes, int[][] keys, int i, long[] why, int[] at) {
        int c = keys[i] == null ? -1 : compare(at, keys[i]);
        if (c < 0) {
            kept[i] = why;
            sizes[i] = size(why);
            keys[i] = at;
        } else if (c == 0) {
            sizes[i] = keep(kept, i, sizes[i], why);
        }
    }

    /** The key of the removal SE takes last of this level's among {@code gone} (but the one at {@code skip}). */
    private int[] lastGone(int[] gone, int count, int skip) {
        int[] last = null;
        for (int i = 0; i < count; i++) {
            if (i != skip && NodeSet.has(levelOffs, gone[i]) && (last == null || compare(key[gone[i]], last) > 0)) {
                last = key[gone[i]];
            }
        }
        return last;
    }

    /**
     * Keeps in {@code kept[i]}, of the derivations of one fact met as soon in one level (an order
     * only SE's scan decides), those with the fewest facts (the most for a Nishio): {@code size}
     * is their count so far and {@code why} a new one. Derivations as long are joined, so the
     * order they come in does not matter. Returns the count now kept.
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
