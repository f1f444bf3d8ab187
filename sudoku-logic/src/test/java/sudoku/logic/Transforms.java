package sudoku.logic;

import java.util.SplittableRandom;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/** Random equivalence transforms of 9x9 puzzles: relabelling, row/band/column/stack permutations, transposition. */
final class Transforms {
    private Transforms() {
    }

    /** A random equivalent of {@code puzzle}. */
    static Grid random(Grid puzzle, SplittableRandom rnd) {
        int[] digits = shuffled(9, rnd);
        int[] rows = lineOrder(rnd);
        int[] cols = lineOrder(rnd);
        boolean transpose = rnd.nextBoolean();
        Geometry g = puzzle.geometry();
        int[] out = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int d = puzzle.get(g.cell(rows[r], cols[c]));
                int target = transpose ? g.cell(c, r) : g.cell(r, c);
                out[target] = d == 0 ? 0 : digits[d - 1] + 1;
            }
        }
        return Grid.of(g, out);
    }

    /** A permutation of the 9 lines keeping bands together: bands shuffled, lines shuffled in each band. */
    private static int[] lineOrder(SplittableRandom rnd) {
        int[] bands = shuffled(3, rnd);
        int[] out = new int[9];
        for (int b = 0; b < 3; b++) {
            int[] inside = shuffled(3, rnd);
            for (int i = 0; i < 3; i++) {
                out[b * 3 + i] = bands[b] * 3 + inside[i];
            }
        }
        return out;
    }

    private static int[] shuffled(int n, SplittableRandom rnd) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }
}
