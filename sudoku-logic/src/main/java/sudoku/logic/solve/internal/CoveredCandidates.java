package sudoku.logic.solve.internal;

import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidates;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * Whether no technique can take a step on a state of a puzzle with several solutions: every
 * candidate lies in some solution of the state and no cell is down to one candidate. A step
 * removes only candidates that no solution keeps (a placement removes the cell's other
 * candidates and the digit from its peers), so there is nothing to remove, and a naked single is
 * the one step that removes nothing. The path then guesses at once instead of trying every
 * technique in vain, and takes the same steps.
 */
final class CoveredCandidates {
    private CoveredCandidates() {
    }

    /**
     * True when every candidate of {@code state} is a digit of some solution that keeps to its
     * candidates and no empty cell has a single candidate; false as soon as a candidate is in no
     * solution or a solution found leaves the candidates (then the techniques are tried as usual).
     * One solve per candidate that the solutions found so far do not cover.
     * @throws sudoku.core.CancelledException when {@code cancellation} triggers
     */
    static boolean all(Candidates state, Cancellation cancellation) {
        Geometry g = state.geometry();
        int n = g.cellCount();
        int[] digits = new int[n];
        int[] uncovered = new int[n];
        for (int cell = 0; cell < n; cell++) {
            digits[cell] = state.digit(cell);
            if (digits[cell] == 0) {
                uncovered[cell] = state.candidates(cell);
                if (DigitSet.size(uncovered[cell]) < 2) {
                    return false;
                }
            }
        }
        Grid placed = Grid.of(g, digits);
        for (int cell = 0; cell < n; cell++) {
            while (uncovered[cell] != 0) {
                int d = DigitSet.lowestDigit(uncovered[cell]);
                SolveResult r = Solvers.best(g).solve(placed.with(cell, d), 1, cancellation);
                if (r.count() == 0) {
                    return false;
                }
                Grid solution = r.solutions().get(0);
                for (int c = 0; c < n; c++) {
                    if (digits[c] == 0) {
                        int bit = DigitSet.of(solution.get(c));
                        if ((state.candidates(c) & bit) == 0) {
                            return false;
                        }
                        uncovered[c] &= ~bit;
                    }
                }
            }
        }
        return true;
    }
}
