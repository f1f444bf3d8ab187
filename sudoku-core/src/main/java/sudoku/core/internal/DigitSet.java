package sudoku.core.internal;

import sudoku.core.Geometry;

/**
 * A set of digits as an int bit mask: bit {@code d-1} stands for digit {@code d}
 * (so {@code 0b1_1111_1111} is 1..9). Named helpers for the bit tricks.
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
        int[] out = new int[Integer.bitCount(set)];
        int i = 0;
        for (int s = set; s != 0; s = withoutLowest(s)) {
            out[i++] = lowestDigit(s);
        }
        return out;
    }

    /** The digits as symbols in increasing order, e.g. {@code 1379}; empty for the empty set. */
    public static String toString(int set) {
        StringBuilder sb = new StringBuilder();
        for (int s = set; s != 0; s = withoutLowest(s)) {
            sb.append(Geometry.symbol(lowestDigit(s)));
        }
        return sb.toString();
    }
}
