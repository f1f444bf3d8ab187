package sudoku.logic.technique;

import sudoku.core.bits.DigitSet;

/** Lines picked from a list by the bits of a subset, as fish searches walk their covers. */
final class PickedLines {
    private PickedLines() {
    }

    /** The lines {@code lines[i]} for each bit {@code i} of {@code pick}, as a mask of line indexes. */
    static int of(int[] lines, int pick) {
        int mask = 0;
        for (int m = pick; m != 0; m = DigitSet.withoutLowest(m)) {
            mask |= 1 << lines[DigitSet.lowestIndex(m)];
        }
        return mask;
    }
}
