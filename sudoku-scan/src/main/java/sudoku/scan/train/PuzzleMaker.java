package sudoku.scan.train;

import java.util.SplittableRandom;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/**
 * Random proper puzzles for the synthetic pictures: a solution shuffled by the moves that keep a
 * grid valid (relabel digits, swap rows in a band, bands, columns in a stack, stacks, transpose),
 * then clues removed at random while the solution stays unique, down to about {@code clues}.
 */
public final class PuzzleMaker {
    private static final String BASE = "123456789456789123789123456231564897564897231897231564312645978645978312978312645";

    private PuzzleMaker() {
    }

    /** A puzzle with one solution and about {@code clues} clues (never fewer than one unique puzzle allows). */
    public static Grid make(SplittableRandom r, int clues) {
        int[] g = new int[81];
        int[] label = shuffled(r, 9);
        int[] rows = lines(r);
        int[] cols = lines(r);
        boolean transpose = r.nextBoolean();
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int sr = rows[row];
                int sc = cols[col];
                int cell = transpose ? sc * 9 + sr : sr * 9 + sc;
                g[row * 9 + col] = label[BASE.charAt(cell) - '1'] + 1;
            }
        }
        Solver solver = Solvers.best(Geometry.CLASSIC);
        int[] order = shuffled(r, 81);
        int left = 81;
        for (int cell : order) {
            if (left <= clues) {
                break;
            }
            int d = g[cell];
            g[cell] = 0;
            if (solver.countSolutions(Grid.of(Geometry.CLASSIC, g), 2) != 1) {
                g[cell] = d;
            } else {
                left--;
            }
        }
        return Grid.of(Geometry.CLASSIC, g);
    }

    /** A row (or column) order keeping bands together: bands shuffled, rows in each band shuffled. */
    private static int[] lines(SplittableRandom r) {
        int[] bands = shuffled(r, 3);
        int[] out = new int[9];
        for (int b = 0; b < 3; b++) {
            int[] in = shuffled(r, 3);
            for (int i = 0; i < 3; i++) {
                out[b * 3 + i] = bands[b] * 3 + in[i];
            }
        }
        return out;
    }

    /** 0 to {@code n - 1} in a random order. */
    static int[] shuffled(SplittableRandom r, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        shuffle(a, r);
        return a;
    }

    /** Shuffles {@code a} in place (Fisher-Yates). */
    static void shuffle(int[] a, SplittableRandom r) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
