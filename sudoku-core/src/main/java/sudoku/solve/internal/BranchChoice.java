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
     * every solution: the digits of a cell with two candidates if there is one (the one with
     * the most empty cells in its row, column and box, then the most places left for its
     * digits), else the two places of a digit in a row or column, else the digits of a cell
     * with the fewest.
     */
    static void choose(int[] s, int base) {
        int bestCell = -1;
        int bestCount = 10;
        int pairCell = -1;
        int pairScore = -1;
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
            while (pairs != 0) {
                int p = Integer.numberOfTrailingZeros(pairs);
                pairs &= pairs - 1;
                int score = openPeers(s, base, b, p) << 8;
                if (score + 255 > pairScore) {
                    score += digitPlaces(s, base, b, 1 << p);
                }
                if (score > pairScore) {
                    pairScore = score;
                    pairCell = b * 27 + p;
                }
            }
        }
        if (pairCell >= 0) {
            cellOptions(s, base, pairCell);
            return;
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

    /** How many empty cells share the row, column or box of the cell at bit p of band b (counted once per unit). */
    private static int openPeers(int[] s, int base, int b, int p) {
        int u = s[base + BandSearch.UNPLACED + b];
        int column = BandTables.COLUMN[p % 9];
        int row = 0x1FF << (p / 9 * 9);
        int box = BandTables.spreadColumns(7 << (p % 9 / 3 * 3));
        return Integer.bitCount(u & row) + Integer.bitCount(u & box)
                + Integer.bitCount(s[base + BandSearch.UNPLACED] & column)
                + Integer.bitCount(s[base + BandSearch.UNPLACED + 1] & column)
                + Integer.bitCount(s[base + BandSearch.UNPLACED + 2] & column);
    }

    /** How many places are left on the board for the digits of the cell at {@code bit} of band b. */
    private static int digitPlaces(int[] s, int base, int b, int bit) {
        int n = 0;
        for (int d = 0; d < 9; d++) {
            if ((s[base + b * 9 + d] & bit) != 0) {
                n += Integer.bitCount(s[base + d]) + Integer.bitCount(s[base + 9 + d])
                        + Integer.bitCount(s[base + 18 + d]);
            }
        }
        return n;
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
