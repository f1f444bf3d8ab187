package sudoku.scan;

/**
 * Where each cell of a straightened grid really is. The straightening maps the four corners
 * exactly, but a page that bends, a lens that bows its lines or a corner found a pixel or two off
 * moves the inner lines. So each of the ten lines across and down is looked for in each of the
 * nine strips it crosses: the column (or row) of the strip with the most ink, near where a
 * straight grid has it, when that ink runs along most of the strip (a line, not a digit's
 * stroke). A strip where no line is seen takes the shift of its neighbours along the line. Each
 * cell is then cut centred between its own four lines.
 * <pre>
 *    x(k, r): vertical line k (0-9) in row strip r (0-8)      y(k, c): horizontal line k in column strip c
 *        |k=0      |k=1                                         cell (r, c) spans x(c, r)..x(c+1, r)
 *   r=0  |    5    |    .                                       and y(r, c)..y(r+1, c)
 *        |---------|------
 * </pre>
 */
final class GridLines {
    /** How far from its place a line is looked for, as a share of a cell. */
    private static final double REACH = 0.22;
    /** The share of a strip a line's ink must cover to count as a line. */
    private static final double RUN = 0.7;

    private GridLines() {
    }

    /**
     * The top-left corner, in the board's pixels, of the {@code cell}-pixel square centred on each
     * of the 81 cells of the {@code 9 * cell}-pixel straightened board whose ink is {@code mask}.
     */
    static int[][] cellOrigins(byte[] mask, int cell) {
        int side = 9 * cell;
        double[][] across = lines(mask, side, cell, true);
        double[][] down = lines(mask, side, cell, false);
        int[][] out = new int[81][2];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                double cx = (across[c][r] + across[c + 1][r]) / 2;
                double cy = (down[r][c] + down[r + 1][c]) / 2;
                out[r * 9 + c][0] = clamp((int) Math.round(cx - cell / 2.0), side - cell);
                out[r * 9 + c][1] = clamp((int) Math.round(cy - cell / 2.0), side - cell);
            }
        }
        return out;
    }

    /**
     * The position of each of the 10 lines in each of the 9 strips: vertical lines in row strips
     * when {@code vertical}, else horizontal lines in column strips.
     */
    private static double[][] lines(byte[] mask, int side, int cell, boolean vertical) {
        int reach = Math.max(1, (int) Math.round(REACH * cell));
        double[][] at = new double[10][9];
        boolean[][] seen = new boolean[10][9];
        for (int k = 0; k <= 9; k++) {
            for (int s = 0; s < 9; s++) {
                int best = -1;
                int bestInk = -1;
                for (int o = Math.max(0, k * cell - reach); o <= Math.min(side - 1, k * cell + reach); o++) {
                    int ink = 0;
                    for (int t = s * cell; t < (s + 1) * cell; t++) {
                        ink += vertical ? mask[t * side + o] : mask[o * side + t];
                    }
                    // nearer the expected place wins a tie
                    if (ink > bestInk || ink == bestInk && Math.abs(o - k * cell) < Math.abs(best - k * cell)) {
                        best = o;
                        bestInk = ink;
                    }
                }
                seen[k][s] = bestInk >= RUN * cell;
                at[k][s] = seen[k][s] ? best : k * cell;
            }
            fillUnseen(at[k], seen[k], k * cell);
        }
        return at;
    }

    /** A strip without a line seen takes the mean shift of the strips that saw it (none: no shift). */
    private static void fillUnseen(double[] at, boolean[] seen, double expected) {
        double shift = 0;
        int n = 0;
        for (int s = 0; s < at.length; s++) {
            if (seen[s]) {
                shift += at[s] - expected;
                n++;
            }
        }
        for (int s = 0; s < at.length; s++) {
            if (!seen[s]) {
                at[s] = expected + (n == 0 ? 0 : shift / n);
            }
        }
    }

    private static int clamp(int v, int max) {
        return Math.max(0, Math.min(max, v));
    }
}
