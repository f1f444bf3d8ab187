package sudoku.core;

/**
 * Input that is not a valid puzzle: wrong number of cells, a character that is not a symbol of
 * the board's size, or two equal clues in one unit. The message names what and where.
 */
public final class PuzzleFormatException extends IllegalArgumentException {
    private final long line;
    private final int column;

    /** A problem at a 1-based line and column of the input (0 when not tied to one place). */
    public PuzzleFormatException(String message, long line, int column) {
        super(message);
        this.line = line;
        this.column = column;
    }

    /** The 1-based line of the problem, or 0. */
    public long line() {
        return line;
    }

    /** The 1-based column of the problem, or 0. */
    public int column() {
        return column;
    }
}
