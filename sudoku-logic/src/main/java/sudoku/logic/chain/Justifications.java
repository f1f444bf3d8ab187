package sudoku.logic.chain;

import java.util.Arrays;

/**
 * What each fact of a {@link ChainLength} rests on. A fact is a candidate of the start state
 * placed or removed (index {@code cell * side + digit - 1}, or that plus {@code cells * side} for
 * the removal); once derived, it rests on a set of facts, itself included. During a generation
 * each new fact collects the smallest justifications offered for it (on a tie, their union), and
 * the generation's end makes them its sets. Sets of facts are bit sets over the start state's
 * candidates only (see {@link #bitOf}); a premise found by an inner chain weighs that chain's
 * length more than its one fact.
 */
public final class Justifications {
    /** Cells times side: the first index of a removal. */
    private final int candidates;
    /** The words of one set of facts. */
    public final int words;
    /**
     * Per fact, its bit in the sets of facts, or -1: only the candidates of the start state can be
     * placed or removed, so the sets hold two bits per candidate (a hard state has a few hundred)
     * instead of two per cell and digit.
     */
    private final int[] bitOf;
    /** Per fact (by its bit): the facts it rests on (itself included), or null while not derived. */
    private final long[][] behind;
    /** Per fact (by its bit): what an inner chain behind a premise adds to the length (0 for other facts). */
    private final int[] extra;
    /** The facts with an {@link #extra} weight. */
    private final long[] weighted;
    /** The empty set of facts, never changed. */
    public final long[] none;
    /** The justifications offered in the generation under way, and the size of the smallest (-1 while only one was offered), per fact. */
    private final long[][] next;
    private final int[] nextSize;
    /** The facts offered a justification in the generation under way, {@code offeredCount} of them. */
    private int[] offered = new int[16];
    private int offeredCount;

    /** The record for a start state: {@code digits} placed, {@code masks} the empty cells' candidates. */
    public Justifications(int[] digits, int[] masks, int side) {
        candidates = digits.length * side;
        bitOf = new int[2 * candidates];
        Arrays.fill(bitOf, -1);
        int bit = 0;
        for (int c = 0; c < digits.length; c++) {
            for (int ds = digits[c] == 0 ? masks[c] : 0; ds != 0; ds &= ds - 1) {
                int fact = c * side + Integer.numberOfTrailingZeros(ds);
                bitOf[fact] = bit++;
                bitOf[candidates + fact] = bit++;
            }
        }
        words = Math.max(1, (bit + 63) / 64);
        behind = new long[bit][];
        extra = new int[bit];
        next = new long[bit][];
        nextSize = new int[bit];
        weighted = new long[words];
        none = new long[words];
    }

    /** Makes {@code fact} a premise: it rests on itself, weighing {@code length} more (0 for none). */
    public void premise(int fact, int length) {
        int b = bitOf[fact];
        long[] self = new long[words];
        NodeSet.add(self, b);
        behind[b] = self;
        extra[b] = length;
        if (length > 0) {
            NodeSet.add(weighted, b);
        }
    }

    /** Every fact derived so far, as a set. */
    public long[] derived() {
        long[] all = new long[words];
        for (int b = 0; b < behind.length; b++) {
            if (behind[b] != null) {
                NodeSet.add(all, b);
            }
        }
        return all;
    }

    /** Adds {@code more} to the facts the derived {@code fact} rests on. */
    public void alsoRestsOn(int fact, long[] more) {
        NodeSet.or(behind[bitOf[fact]], more);
    }

    /** Whether {@code set} holds {@code fact} (false for a fact not of the start state). */
    public boolean holds(long[] set, int fact) {
        int b = bitOf[fact];
        return b >= 0 && NodeSet.has(set, b);
    }

    /** The facts {@code fact} rests on, or null while it is not derived (never, for a fact not of the start state). */
    public long[] behindOf(int fact) {
        int b = bitOf[fact];
        return b < 0 ? null : behind[b];
    }

    /** The justification of {@code fact} offered in the generation under way, or null. */
    public long[] nextOf(int fact) {
        int b = bitOf[fact];
        return b < 0 ? null : next[b];
    }

    /**
     * Offers a justification of {@code fact} resting on {@code why}, when the fact is new
     * ({@code open}): the fact keeps the union of the smallest justifications of the generation,
     * whatever order they come in. {@code whySize} is the size of {@code why} when known, else -1;
     * the fact is new, so {@code why}, made of derived facts, never holds it, and the justification
     * is one fact larger than {@code why}.
     * @return the size of {@code why} when known by now (for the next offer of the same set), else -1
     */
    public int offer(int fact, long[] why, int whySize, boolean open) {
        if (!open) {
            return whySize;
        }
        int b = bitOf[fact];
        if (behind[b] != null) {
            return whySize;
        }
        if (next[b] == null) {
            // Most facts get one justification per generation: sizes are counted only if a second comes.
            offered = push(offered, offeredCount++, fact);
            next[b] = with(why, fact);
            nextSize[b] = whySize < 0 ? -1 : whySize + 1;
            return whySize;
        }
        if (nextSize[b] < 0) {
            nextSize[b] = size(next[b]);
        }
        if (whySize < 0) {
            whySize = size(why);
        }
        if (whySize + 1 < nextSize[b]) {
            next[b] = with(why, fact);
            nextSize[b] = whySize + 1;
        } else if (whySize + 1 == nextSize[b]) {
            NodeSet.or(next[b], why);
        }
        return whySize;
    }

    /** The facts offered a justification in the generation under way, in index order; the list starts again empty. */
    public int[] takeOffered() {
        int[] made = Arrays.copyOf(offered, offeredCount);
        offeredCount = 0;
        Arrays.sort(made);
        return made;
    }

    /** Makes the justification offered for {@code fact} its set: the fact is derived. */
    public void derive(int fact) {
        int b = bitOf[fact];
        behind[b] = next[b];
        next[b] = null;
    }

    /** The length of a set of facts: one per fact, plus what inner chains weigh. */
    public int size(long[] set) {
        int s = 0;
        for (int i = 0; i < words; i++) {
            s += Long.bitCount(set[i]);
            long w = set[i] & weighted[i];
            while (w != 0) {
                s += extra[i * 64 + Long.numberOfTrailingZeros(w)];
                w &= w - 1;
            }
        }
        return s;
    }

    private long[] with(long[] why, int fact) {
        long[] out = why.clone();
        NodeSet.add(out, bitOf[fact]);
        return out;
    }

    /** {@code into} with {@code value} at {@code index}, grown when full. */
    public static int[] push(int[] into, int index, int value) {
        int[] out = index < into.length ? into : Arrays.copyOf(into, 2 * into.length);
        out[index] = value;
        return out;
    }
}
