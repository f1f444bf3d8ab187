package sudoku.logic.view;

import sudoku.core.Geometry;
import sudoku.logic.Candidate;

/** A candidate or placement in the JSON form: 1-based row and column, and the digit. */
public record CellDigit(int row, int col, int digit) {
    /** The JSON form of a candidate. */
    public static CellDigit of(Geometry g, Candidate c) {
        return new CellDigit(g.row(c.cell()) + 1, g.col(c.cell()) + 1, c.digit());
    }
}
