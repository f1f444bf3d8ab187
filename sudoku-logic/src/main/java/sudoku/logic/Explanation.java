package sudoku.logic;

import java.util.List;
import sudoku.core.Grid;

/**
 * A puzzle solved step by step.
 *
 * @param puzzle   the puzzle
 * @param solution its solution (the first one when it is not unique)
 * @param unique   whether the solution is unique (uniqueness techniques are used only then)
 * @param steps    the path, in order; applied to {@code Candidates.of(puzzle)} they fill the grid
 * @param rating   the puzzle's rating
 */
public record Explanation(Grid puzzle, Grid solution, boolean unique, List<Step> steps, Rating rating) {
    /** Copies the steps. */
    public Explanation {
        steps = List.copyOf(steps);
    }

    /**
     * The status word {@code sudoku solve} prints: {@code solved} for a unique solution,
     * {@code multiple} when there are several (then the path follows one of them).
     */
    public String status() {
        return unique ? "solved" : "multiple";
    }

    /** Whether the path needed a guess. */
    public boolean guessed() {
        return steps.stream().anyMatch(s -> s.technique() == Technique.GUESS);
    }
}
