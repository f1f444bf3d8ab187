package sudoku.logic.technique;

import sudoku.core.Geometry;
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

    /** The cell at place {@code k} of line {@code b}: a row when {@code orientation} is 0, else a column. */
    static int cell(Geometry g, int orientation, int b, int k) {
        return orientation == 0 ? g.cell(b, k) : g.cell(k, b);
    }
}
