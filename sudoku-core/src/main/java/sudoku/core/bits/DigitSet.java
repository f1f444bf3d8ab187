package sudoku.core.bits;

/**
 * The one bit helper: a set of digits as an int bit mask, bit {@code d-1} standing for digit
 * {@code d} (so {@code 0b1_1111_1111} is 1..9), and by the same tricks a set of positions (in a
 * unit, a list, a subset), bit {@code i} standing for index {@code i}. Named helpers for the bit
 * tricks, so a reader meets {@code lowestDigit(m)} rather than {@code numberOfTrailingZeros(m) + 1}.
 */
public final class DigitSet {
    private DigitSet() {
    }

    /** The set holding only {@code digit}. */
    public static int of(int digit) {
        return 1 << (digit - 1);
    }

    /** Whether the set holds {@code digit}. */
    public static boolean contains(int set, int digit) {
        return (set & (1 << (digit - 1))) != 0;
    }

    /** The number of digits in the set. */
    public static int size(int set) {
        return Integer.bitCount(set);
    }

    /** The smallest digit of a non-empty set. */
    public static int lowestDigit(int nonEmptySet) {
        return Integer.numberOfTrailingZeros(nonEmptySet) + 1;
    }

    /** The set without its smallest digit. */
    public static int withoutLowest(int set) {
        return set & (set - 1);
    }

    /** The digits in increasing order. */
    public static int[] digits(int set) {
        int[] out = indexes(set);
        for (int i = 0; i < out.length; i++) {
            out[i]++;
        }
        return out;
    }

    /** The digits as symbols in increasing order, e.g. {@code 1379}; empty for the empty set. */
    public static String toString(int set) {
        StringBuilder sb = new StringBuilder();
        for (int s = set; s != 0; s = withoutLowest(s)) {
            sb.append(symbol(lowestDigit(s)));
        }
        return sb.toString();
    }

    /** The index of the lowest set bit of a non-zero mask (a position: 0 for bit 0). */
    public static int lowestIndex(int nonZeroMask) {
        return Integer.numberOfTrailingZeros(nonZeroMask);
    }

    /** The indexes of the set bits in increasing order. */
    public static int[] indexes(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        int i = 0;
        for (int m = mask; m != 0; m = withoutLowest(m)) {
            out[i++] = lowestIndex(m);
        }
        return out;
    }

    /** Whether every set bit of {@code inner} is set in {@code outer}. */
    public static boolean within(int inner, int outer) {
        return (inner & ~outer) == 0;
    }

    /**
     * The next larger mask with as many set bits (Gosper's hack), for walking the k-subsets of a
     * set: the lowest bit is added to the mask, which carries the lowest run of ones one place
     * up, and the rest of that run goes back to the bottom.
     */
    public static int nextSameSize(int mask) {
        int low = mask & -mask;
        int ripple = mask + low;
        return (((ripple ^ mask) >>> 2) / low) | ripple;
    }

    /**
     * The character of a digit: 1-9, then A, B, ... for the larger boards (10 is A).
     * @param digit a digit from 1
     * @return its character
     */
    public static char symbol(int digit) {
        return digit <= 9 ? (char) ('0' + digit) : (char) ('A' + digit - 10);
    }
}
