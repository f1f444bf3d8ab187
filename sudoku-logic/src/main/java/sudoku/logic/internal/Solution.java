package sudoku.logic.internal;

import java.util.Optional;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * A puzzle's known answer, found by the fastest solver: the solution and whether it is unique.
 *
 * @param puzzle   the puzzle
 * @param solution its first solution
 * @param unique   whether it has no other
 */
public record Solution(Grid puzzle, Grid solution, boolean unique) {
    /**
     * Solves the puzzle.
     * @throws PuzzleException when its clues clash or it has no solution
     */
    public static Solution of(Grid puzzle) {
        return of(puzzle, Cancellation.NONE);
    }

    /**
     * Solves the puzzle, stopping when {@code cancellation} triggers (the search on a large,
     * sparse board can be long).
     * @throws IllegalArgumentException when its clues clash or it has no solution
     * @throws sudoku.core.CancelledException when the cancellation triggers first
     */
    public static Solution of(Grid puzzle, Cancellation cancellation) {
        Optional<String> clash = puzzle.firstConflict();
        if (clash.isPresent()) {
            throw new PuzzleException("invalid", "error.clash", "clash", clash.get());
        }
        SolveResult r = Solvers.best(puzzle.geometry()).solve(puzzle, 2, cancellation);
        if (r.count() == 0) {
            throw r.reason() != null ? new PuzzleException("unsolvable", "error.unsolvable.reason", "reason", r.reason())
                    : new PuzzleException("unsolvable", "error.unsolvable");
        }
        return new Solution(puzzle, r.solutions().get(0), r.count() == 1);
    }

    /**
     * The status word {@code sudoku solve} prints: {@code solved} for a unique solution,
     * {@code multiple} for more than one.
     */
    public String status() {
        return unique ? "solved" : "multiple";
    }

    /** The solution's digit in a cell. */
    public int digit(int cell) {
        return solution.get(cell);
    }
}
