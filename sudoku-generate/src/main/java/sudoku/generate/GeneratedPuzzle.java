package sudoku.generate;

import sudoku.core.Grid;

/**
 * One generated puzzle.
 *
 * @param puzzle   the clues; it has exactly one solution
 * @param solution that solution
 * @param attempts how many candidate puzzles were built to find this one (1 when the first fit)
 */
public record GeneratedPuzzle(Grid puzzle, Grid solution, int attempts) {
    /** The number of clues. */
    public int clues() {
        return puzzle.clueCount();
    }
}
