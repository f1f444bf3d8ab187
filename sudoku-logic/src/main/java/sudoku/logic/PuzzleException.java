package sudoku.logic;

/**
 * A puzzle the logic cannot work on, with the status word {@code sudoku solve} prints for it:
 * {@code invalid} (clues clash) or {@code unsolvable} (no solution).
 */
public final class PuzzleException extends IllegalArgumentException {
    private final String status;

    PuzzleException(String status, String message) {
        super(message);
        this.status = status;
    }

    /** {@code invalid} or {@code unsolvable}, as {@code sudoku solve} says it. */
    public String status() {
        return status;
    }

    /** Whether the puzzle has no solution (rather than clashing clues). */
    public boolean unsolvable() {
        return "unsolvable".equals(status);
    }
}
