package sudoku.core;

/**
 * Every failure of the library, with what a program needs to act on it: its {@link Kind}, and
 * where it lies when that is known: the 1-based {@linkplain #line() line} and
 * {@linkplain #column() column} of the input, the {@linkplain #cell() cell}, and the
 * {@linkplain #field() field} of a record or request ({@code puzzle}, {@code regions},
 * {@code cages}, {@code variant}, {@code symmetry}...). The message says the same in English.
 *
 * <p>It is an {@link IllegalArgumentException}: each failure comes from what the library was
 * given (the text, the puzzle, the options, the time allowed). {@link PuzzleFormatException}
 * (text that is not a puzzle) and {@code sudoku.logic.internal.PuzzleException} (a puzzle without solution
 * or with clashing clues) are its subclasses.
 */
public class SudokuException extends IllegalArgumentException {
    /** What went wrong, in words a program can switch on. */
    public enum Kind {
        /** The text is not a puzzle: a wrong number of cells, a character that is no symbol, none at all. */
        FORMAT,
        /** Two equal digits in one unit. */
        CLASH,
        /** The puzzle has no solution. */
        UNSOLVABLE,
        /** An unknown variant, or a variant's regions or cages at fault. */
        VARIANT,
        /** A player's position that does not fit its puzzle: a changed clue, another size, marks of the wrong count. */
        POSITION,
        /** An option or argument out of range, or at odds with another. */
        OPTIONS,
        /** The time allowed ran out before an answer. */
        TIMEOUT,
        /** The work was cancelled, or spent its work budget. */
        CANCELLED
    }

    /** What went wrong. */
    private final Kind kind;
    /** The line at fault, from 1; 0 when none. */
    private final long line;
    /** The column at fault, from 1; 0 when none. */
    private final int column;
    /** The cell at fault, from 0; -1 when none. */
    private final int cell;
    /** The field at fault; null when none. */
    private final String field;

    /**
     * A failure of {@code kind} tied to no place.
     * @param kind    what went wrong
     * @param message what and where, in English
     */
    public SudokuException(Kind kind, String message) {
        this(kind, message, 0, 0, -1, null, null);
    }

    /**
     * A failure of {@code kind} at a place of the input.
     * @param kind    what went wrong
     * @param message what and where, in English
     * @param line    the 1-based line, or 0
     * @param column  the 1-based column, or 0
     * @param cell    the cell index (0 for the top-left cell), or -1
     * @param field   the field of a record or request at fault, or null
     * @param cause   the failure underneath, or null
     */
    public SudokuException(Kind kind, String message, long line, int column, int cell, String field,
                           Throwable cause) {
        super(message, cause);
        this.kind = java.util.Objects.requireNonNull(kind);
        this.line = line;
        this.column = column;
        this.cell = cell;
        this.field = field;
    }

    /**
     * A failure of {@code kind} in a field of a record, request or options.
     * @param kind    what went wrong
     * @param field   the field at fault
     * @param message what is wrong, in English
     * @return the exception
     */
    public static SudokuException inField(Kind kind, String field, String message) {
        return new SudokuException(kind, message, 0, 0, -1, field, null);
    }

    /**
     * What went wrong.
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The line of the input where the problem is.
     * @return the 1-based line, or 0 when the problem is tied to no line
     */
    public long line() {
        return line;
    }

    /**
     * The column of the input where the problem is.
     * @return the 1-based column, or 0 when the problem is tied to no column
     */
    public int column() {
        return column;
    }

    /**
     * The cell at fault.
     * @return the cell index (0 for the top-left cell, in reading order), or -1 when none
     */
    public int cell() {
        return cell;
    }

    /**
     * The field of a record or request at fault ({@code puzzle}, {@code regions}, {@code cages},
     * {@code variant}, {@code marks}, {@code level}, {@code symmetry}...).
     * @return the field's name, or null when the problem is not tied to one
     */
    public String field() {
        return field;
    }
}
