package sudoku.generate.internal;

import sudoku.core.Grid;
import sudoku.logic.Rating;

/**
 * One generated puzzle.
 *
 * @param puzzle   the clues; it has exactly one solution
 * @param solution that solution
 * @param attempts how many candidate puzzles were built to find this one (1 when the first fit)
 * @param rating   its rating, when the options had a difficulty target or asked to rate (else null)
 */
public record GeneratedPuzzle(Grid puzzle, Grid solution, int attempts, Rating rating) {
    /** The number of clues. */
    public int clues() {
        return puzzle.clueCount();
    }
}
