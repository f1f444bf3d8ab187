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
        return Transform.random(rnd).apply(puzzle);
    }

    /**
     * One equivalence of 9x9 grids: where each cell goes and what each digit becomes.
     *
     * @param cells  {@code cells[c]} is where cell {@code c} goes
     * @param digits {@code digits[d]} is what digit {@code d} becomes (index 0 unused)
     */
    record Transform(int[] cells, int[] digits) {
        /** A random relabelling with random band, row, stack and column orders, transposed or not. */
        static Transform random(SplittableRandom rnd) {
            int[] labels = shuffled(9, rnd);
            int[] rows = lineOrder(rnd);
            int[] cols = lineOrder(rnd);
            boolean transpose = rnd.nextBoolean();
            Geometry g = Geometry.CLASSIC;
            int[] cells = new int[81];
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    cells[g.cell(rows[r], cols[c])] = transpose ? g.cell(c, r) : g.cell(r, c);
                }
            }
            int[] digits = new int[10];
            for (int d = 1; d <= 9; d++) {
                digits[d] = labels[d - 1] + 1;
            }
            return new Transform(cells, digits);
        }

        /** The grid with every digit moved and relabelled. */
        Grid apply(Grid puzzle) {
            int[] out = new int[81];
            for (int cell = 0; cell < 81; cell++) {
                int d = puzzle.get(cell);
                out[cells[cell]] = d == 0 ? 0 : digits[d];
            }
            return Grid.of(puzzle.geometry(), out);
        }

        /** Where a candidate goes. */
        Candidate apply(Candidate c) {
            return new Candidate(cells[c.cell()], digits[c.digit()]);
        }
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
