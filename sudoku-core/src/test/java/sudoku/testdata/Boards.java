package sudoku.testdata;

import java.util.SplittableRandom;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/** Boards of any size made from a seed, for tests: full grids and puzzles cut from them. */
public final class Boards {
    private Boards() {
    }

    /**
     * A full valid grid of the geometry: the classic shifted pattern with digits relabelled and
     * rows shuffled within bands at random.
     */
    public static Grid solved(Geometry g, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = g.side();
        int br = g.hasBoxes() ? g.boxRows() : 1;
        int bc = g.hasBoxes() ? g.boxCols() : n;
        int[] relabel = shuffled(n, random);
        int[] rowOrder = new int[n];
        for (int band = 0; band < n / br; band++) {
            int[] inBand = shuffled(br, random);
            for (int i = 0; i < br; i++) {
                rowOrder[band * br + i] = band * br + inBand[i];
            }
        }
        int[] digits = new int[n * n];
        for (int r = 0; r < n; r++) {
            int row = rowOrder[r];
            for (int c = 0; c < n; c++) {
                int base = g.hasBoxes() ? (row % br) * bc + row / br + c : row + c;
                digits[r * n + c] = relabel[base % n] + 1;
            }
        }
        return Grid.of(g, digits);
    }

    /** A puzzle: {@code solution} with each cell emptied with probability {@code holes}. */
    public static Grid puzzle(Grid solution, double holes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] digits = solution.digits();
        for (int i = 0; i < digits.length; i++) {
            if (random.nextDouble() < holes) {
                digits[i] = 0;
            }
        }
        return Grid.of(solution.geometry(), digits);
    }

    /** 0..n-1 in a random order. */
    static int[] shuffled(int n, SplittableRandom random) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }
}
