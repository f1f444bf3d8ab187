package sudoku.format;

import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * The files of two players' tools of the early days, read by the project's grid reader (which
 * skips {@code |} and {@code -}) and written here:
 * <ul>
 *   <li>Simple Sudoku's {@code .ss}: three digits or dots, {@code |}, three, {@code |}, three per
 *       row, a line of eleven {@code -} between bands;</li>
 *   <li>SadMan Sudoku's {@code .sdk}: a {@code [Puzzle]} line, then nine rows of nine digits or
 *       dots (SudoCue's lines starting with {@code #} before them are read as comments);</li>
 *   <li>SadMan's {@code .sdm}: a collection, one puzzle of 81 digits or dots per line.</li>
 * </ul>
 * These carry givens only, on a classic 9x9 board.
 */
public final class SimpleSudoku {
    private SimpleSudoku() {
    }

    /** Simple Sudoku's {@code .ss} text of the givens. */
    public static String ss(Grid puzzle) {
        classic(puzzle, ".ss");
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            if (r == 3 || r == 6) {
                sb.append("-----------\n");
            }
            for (int c = 0; c < 9; c++) {
                sb.append(c == 3 || c == 6 ? "|" : "").append(cell(puzzle, r * 9 + c));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** SadMan's {@code .sdk} text of the givens. */
    public static String sdk(Grid puzzle) {
        classic(puzzle, ".sdk");
        StringBuilder sb = new StringBuilder("[Puzzle]\n");
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                sb.append(cell(puzzle, r * 9 + c));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** One line of SadMan's {@code .sdm} collection: the 81 givens, {@code .} for empty. */
    public static String sdm(Grid puzzle) {
        classic(puzzle, ".sdm");
        return puzzle.toLine();
    }

    private static char cell(Grid puzzle, int c) {
        int d = puzzle.get(c);
        return d == 0 ? '.' : (char) ('0' + d);
    }

    private static void classic(Grid puzzle, String format) {
        if (!puzzle.geometry().equals(Geometry.CLASSIC)) {
            throw new IllegalArgumentException(format + " holds classic 9x9 puzzles, not a "
                    + puzzle.geometry().variant().describe(puzzle.geometry().side()));
        }
    }
}
