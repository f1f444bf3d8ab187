package sudoku.logic.chain;

/** Named operations on sets of small non-negative ints (node or cell indexes) stored as {@code long[]} words. */
public final class NodeSet {
    private NodeSet() {
    }

    /** An empty set able to hold indexes below {@code size}. */
    public static long[] create(int size) {
        return new long[(size + 63) >>> 6];
    }

    public static void add(long[] set, int i) {
        set[i >>> 6] |= 1L << i;
    }

    public static void remove(long[] set, int i) {
        set[i >>> 6] &= ~(1L << i);
    }

    public static boolean has(long[] set, int i) {
        return (set[i >>> 6] & (1L << i)) != 0;
    }

    /** {@code into |= from}. */
    public static void or(long[] into, long[] from) {
        for (int w = 0; w < into.length; w++) {
            into[w] |= from[w];
        }
    }

    /** {@code into &= mask}. */
    public static void and(long[] into, long[] mask) {
        for (int w = 0; w < into.length; w++) {
            into[w] &= mask[w];
        }
    }

    /** {@code into &= ~mask}. */
    public static void andNot(long[] into, long[] mask) {
        for (int w = 0; w < into.length; w++) {
            into[w] &= ~mask[w];
        }
    }

    /** Whether {@code a} and {@code b} have a member in common. */
    public static boolean intersects(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    public static boolean isEmpty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** The smallest member at or above {@code from}, or -1. */
    public static int next(long[] set, int from) {
        int w = from >>> 6;
        if (w >= set.length) {
            return -1;
        }
        long word = set[w] & (-1L << from);
        while (true) {
            if (word != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(word);
            }
            if (++w == set.length) {
                return -1;
            }
            word = set[w];
        }
    }
}
