package sudoku.logic;

import sudoku.core.Geometry;

/** A (cell, digit) pair: a candidate to eliminate, or a digit to place. */
public record Candidate(int cell, int digit) implements Comparable<Candidate> {
    /**
     * Printed as {@code A1=5} (cell name, then digit).
     * @param g the board's shape
     * @return the candidate as {@code A1=5}
     */
    public String describe(Geometry g) {
        return g.cellName(cell) + "=" + Geometry.symbol(digit);
    }

    @Override
    public int compareTo(Candidate o) {
        return cell != o.cell ? Integer.compare(cell, o.cell) : Integer.compare(digit, o.digit);
    }
}
