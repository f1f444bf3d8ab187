package sudoku.logic.internal;

import sudoku.core.SudokuException;

/**
 * A puzzle the logic cannot work on, with the status word {@code sudoku solve} prints for it:
 * {@code invalid} (clues clash, {@link SudokuException.Kind#CLASH}) or {@code unsolvable} (no
 * solution, {@link SudokuException.Kind#UNSOLVABLE}).
 */
public final class PuzzleException extends SudokuException {
    private final String status;
    private final String key;
    private final Object[] namesAndValues;

    /** The error of catalogue key {@code key} (see {@link Messages#text}); the message is its English text. */
    public PuzzleException(String status, String key, Object... namesAndValues) {
        super("invalid".equals(status) ? Kind.CLASH : Kind.UNSOLVABLE, Messages.of(Lang.EN).text(key, namesAndValues),
                0, 0, -1, null, null);
        this.status = status;
        this.key = key;
        this.namesAndValues = namesAndValues.clone();
    }

    /** The message in {@code lang}. */
    public String message(Lang lang) {
        return Messages.of(lang).text(key, namesAndValues);
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
