package sudoku.logic.view.internal;

import sudoku.core.Geometry;
import sudoku.logic.Candidate;

/**
 * A placement or an elimination: 1-based row and column, the digit, and the cell's name beside
 * them ({@code A1}), so a reader can use either.
 *
 * @param row   1-based row
 * @param col   1-based column
 * @param digit the digit placed or removed
 * @param cell  the cell's name, e.g. {@code C5}
 */
public record CellDigit(int row, int col, int digit, String cell) {
    /** The record of a candidate on a board of shape {@code g}. */
    public static CellDigit of(Geometry g, Candidate c) {
        return new CellDigit(g.row(c.cell()) + 1, g.col(c.cell()) + 1, c.digit(), g.cellName(c.cell()));
    }
}
