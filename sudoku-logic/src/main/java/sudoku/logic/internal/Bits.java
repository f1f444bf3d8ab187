package sudoku.logic.internal;

/** Named bit tricks on int masks (positions in a unit, digits, rows or columns). */
public final class Bits {
    private Bits() {
    }

    /** The number of set bits. */
    public static int count(int mask) {
        return Integer.bitCount(mask);
    }

    /** The index of the lowest set bit of a non-zero mask. */
    public static int lowest(int nonZeroMask) {
        return Integer.numberOfTrailingZeros(nonZeroMask);
    }

    /** The mask without its lowest set bit. */
    public static int dropLowest(int mask) {
        return mask & (mask - 1);
    }

    /** The indexes of the set bits in increasing order. */
    public static int[] indexes(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        int i = 0;
        for (int m = mask; m != 0; m = dropLowest(m)) {
            out[i++] = lowest(m);
        }
        return out;
    }

    /** Whether every set bit of {@code inner} is set in {@code outer}. */
    public static boolean within(int inner, int outer) {
        return (inner & ~outer) == 0;
    }

    /** The next larger mask with the same number of set bits (Gosper's hack), for walking k-subsets. */
    public static int nextSameCount(int mask) {
        int low = mask & -mask;
        int ripple = mask + low;
        return (((ripple ^ mask) >>> 2) / low) | ripple;
    }
}
