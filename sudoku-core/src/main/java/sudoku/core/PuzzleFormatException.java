package sudoku.core;

/**
 * Input that is not a valid puzzle: wrong number of cells, a character that is not a symbol of
 * the board's size, two equal clues in one unit, or a variant's regions or cages at fault. The
 * message names what and where; {@link #kind()}, {@link #line()}, {@link #column()},
 * {@link #cell()} and {@link #field()} say the same to a program.
 */
public final class PuzzleFormatException extends SudokuException {
    /**
     * A problem with the text at a 1-based line and column of the input.
     * @param message what and where
     * @param line    the 1-based line, or 0 when not tied to one
     * @param column  the 1-based column, or 0 when not tied to one
     */
    public PuzzleFormatException(String message, long line, int column) {
        this(Kind.FORMAT, message, line, column, -1, null);
    }

    /**
     * A problem of {@code kind} at a place of the input.
     * @param kind    {@link Kind#FORMAT}, {@link Kind#CLASH} or {@link Kind#VARIANT}
     * @param message what and where
     * @param line    the 1-based line, or 0
     * @param column  the 1-based column, or 0
     * @param cell    the cell index, or -1
     * @param field   the field at fault ({@code puzzle}, {@code variant}, {@code regions}, {@code cages}), or null
     */
    public PuzzleFormatException(Kind kind, String message, long line, int column, int cell, String field) {
        super(kind, message, line, column, cell, field, null);
    }

    /**
     * A problem of a variant's description, in {@code field}.
     * @param field   {@code variant}, {@code regions} or {@code cages}
     * @param message what is wrong
     * @return the exception, of kind {@link Kind#VARIANT}
     */
    public static PuzzleFormatException variant(String field, String message) {
        return new PuzzleFormatException(Kind.VARIANT, message, 0, 0, -1, field);
    }
}
