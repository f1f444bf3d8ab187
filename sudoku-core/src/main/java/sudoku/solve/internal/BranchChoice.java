package sudoku.solve.internal;

/**
 * The branching choice of {@link BandSearch}: sets a frame's options, which exclude each other
 * and together cover every solution.
 */
final class BranchChoice {
    private BranchChoice() {
    }

    /**
     * Sets the branching options of a frame, each excluding the others and together covering
     * every solution: the digits of a cell with two candidates if there is one, else the two
     * places of a digit in a row or column, else the digits of a cell with the fewest.
     */
    static void choose(int[] s, int base) {
        int bestCell = -1;
        int bestCount = 10;
        for (int b = 0; b < 3; b++) {
            int unplaced = s[base + BandSearch.UNPLACED + b];
            if (unplaced == 0) {
                continue;
            }
            int own = base + b * 9;
            int one = 0;
            int two = 0;
            int three = 0;
            for (int d = 0; d < 9; d++) {
                int m = s[own + d];
                three |= two & m;
                two |= one & m;
                one |= m;
            }
            int pairs = unplaced & two & ~three;
            if (pairs != 0) {
                cellOptions(s, base, b * 27 + Integer.numberOfTrailingZeros(pairs));
                return;
            }
        }
        for (int d = 0; d < 9; d++) {
            for (int b = 0; b < 3; b++) {
                int m = s[base + b * 9 + d];
                for (int shift = 0; shift < 27; shift += 9) {
                    int row = m & (0x1FF << shift);
                    if (Integer.bitCount(row) == 2) {
                        setOptions(s, base, d, b * 27 + Integer.numberOfTrailingZeros(row),
                                b * 27 + 31 - Integer.numberOfLeadingZeros(row));
                        return;
                    }
                }
            }
        }
        for (int b = 0; b < 3; b++) {
            int unplaced = s[base + BandSearch.UNPLACED + b];
            int own = base + b * 9;
            while (unplaced != 0) {
                int bit = unplaced & -unplaced;
                unplaced &= unplaced - 1;
                int n = 0;
                for (int d = 0; d < 9; d++) {
                    n += (s[own + d] & bit) != 0 ? 1 : 0;
                }
                if (n < bestCount) {
                    bestCount = n;
                    bestCell = b * 27 + Integer.numberOfTrailingZeros(bit);
                }
            }
        }
        cellOptions(s, base, bestCell);
    }

    /** Two options: digit d at cell x or at cell y. */
    private static void setOptions(int[] s, int base, int d, int x, int y) {
        s[base + BandSearch.OPTION] = (d << 8) | y;
        s[base + BandSearch.OPTION + 1] = (d << 8) | x;
        s[base + BandSearch.OPTIONS] = 2;
    }

    /** One option per candidate of a cell, the lowest digit tried first. */
    private static void cellOptions(int[] s, int base, int cell) {
        int b = cell / 27;
        int bit = 1 << (cell - b * 27);
        int n = 0;
        for (int d = 8; d >= 0; d--) {
            if ((s[base + b * 9 + d] & bit) != 0) {
                s[base + BandSearch.OPTION + n++] = (d << 8) | cell;
            }
        }
        s[base + BandSearch.OPTIONS] = n;
    }
}
