package sudoku.generate.internal;

import java.util.random.RandomGenerator;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * The moves that turn a Sudoku into an equivalent one (same solution count, same difficulty):
 * relabel the digits, permute bands and the rows inside a band, permute stacks and the columns
 * inside a stack, and transpose when boxes are square.
 */
public final class Equivalence {
    private Equivalence() {
    }

    /**
     * A random equivalent of {@code grid}: every move drawn from {@code random}.
     * @throws IllegalArgumentException for a board without boxes
     */
    public static Grid randomlyTransformed(Grid grid, RandomGenerator random) {
        Geometry g = grid.geometry();
        if (!g.hasBoxes()) {
            throw new IllegalArgumentException("equivalence moves need boxes; " + g.describe() + " has none");
        }
        int n = g.side();
        int[] rows = blockOrder(n, g.boxRows(), random);
        int[] cols = blockOrder(n, g.boxCols(), random);
        int[] labels = Permutations.random(n, random);
        boolean transpose = g.boxRows() == g.boxCols() && random.nextBoolean();
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int d = grid.get(g.cell(rows[r], cols[c]));
                int target = transpose ? g.cell(c, r) : g.cell(r, c);
                out[target] = d == 0 ? 0 : labels[d - 1] + 1;
            }
        }
        return Grid.of(g, out);
    }

    /** A random order of {@code n} lines that keeps blocks of {@code height} lines together. */
    private static int[] blockOrder(int n, int height, RandomGenerator random) {
        int[] blocks = Permutations.random(n / height, random);
        int[] out = new int[n];
        for (int b = 0; b < blocks.length; b++) {
            int[] inside = Permutations.random(height, random);
            for (int k = 0; k < height; k++) {
                out[b * height + k] = blocks[b] * height + inside[k];
            }
        }
        return out;
    }
}
