package sudoku.logic.technique;

import sudoku.core.bits.DigitSet;

/** Lines picked from a list by the bits of a subset, as fish searches walk their covers. */
final class PickedLines {
    private PickedLines() {
    }

    /** The lines {@code lines[i]} for each bit {@code i} of {@code pick}, as a mask of line indexes. */
    static int of(int[] lines, int pick) {
        int mask = 0;
        for (int i : DigitSet.indexes(pick)) {
            mask |= 1 << lines[i];
        }
        return mask;
    }
}
