package sudoku.scan;

/**
 * What was read in one cell.
 *
 * @param cell          the cell, 0-80 row by row
 * @param digit         the digit kept (0: empty)
 * @param confidence    the reader's probability of that digit, 0-1
 * @param probabilities the reader's probability of each value, index 0 for empty, 1-9 for the digits
 * @param repaired      whether the repair changed the reader's first choice here
 * @param doubtful      whether the cell is still in doubt: shown to the player to check
 */
public record CellReading(int cell, int digit, double confidence, double[] probabilities, boolean repaired,
                          boolean doubtful) {
    /** Copies the probabilities. */
    public CellReading {
        probabilities = probabilities.clone();
    }

    /** The probabilities (a copy). */
    @Override
    public double[] probabilities() {
        return probabilities.clone();
    }
}
