package sudoku.logic;

import java.util.List;
import sudoku.core.Grid;

/**
 * A puzzle solved step by step.
 *
 * @param puzzle   the puzzle
 * @param solution its solution (the first one when it is not unique)
 * @param unique   whether the solution is unique (uniqueness techniques are used only then)
 * @param steps    the path, in order; applied to {@link #start()} they fill the grid
 * @param rating   the puzzle's rating
 * @param start    the state the path starts from: {@code Candidates.of(puzzle)}, or a pencil-mark
 *                 state with digits placed and candidates removed since
 */
public record Explanation(Grid puzzle, Grid solution, boolean unique, List<Step> steps, Rating rating,
                          Candidates start) {
    /**
     * Copies the steps and the start state.
     * @param puzzle the puzzle, its clues
     * @param rating the rating
     * @param solution the solution
     * @param start the candidates the path starts from
     * @param steps the steps
     * @param unique whether the puzzle has one solution
     */
    public Explanation {
        steps = List.copyOf(steps);
        start = start.copy();
    }

    /**
     * An explanation starting from the puzzle's clues.
     * @param puzzle the puzzle, its clues
     * @param solution the solution
     * @param unique whether the puzzle has one solution
     * @param steps the steps
     * @param rating the rating
     */
    public Explanation(Grid puzzle, Grid solution, boolean unique, List<Step> steps, Rating rating) {
        this(puzzle, solution, unique, steps, rating, Candidates.of(puzzle));
    }

    /**
     * A copy of the state the path starts from (the caller may change it, e.g. by applying the steps).
     * @return a copy of the state the path starts from (the caller may change it, e.g
     */
    @Override
    public Candidates start() {
        return start.copy();
    }

    /**
     * The status word {@code sudoku solve} prints: {@code solved} for a unique solution,
     * {@code multiple} when there are several (then the path follows one of them).
     * @return the status word {@code sudoku solve} prints: {@code solved} for a unique solution, {@code
     *         multiple} when there are several (then the path follows one of them)
     */
    public String status() {
        return unique ? "solved" : "multiple";
    }

    /**
     * Whether the path needed a guess.
     * @return whether the path needed a guess
     */
    public boolean guessed() {
        return steps.stream().anyMatch(s -> s.technique() == Technique.GUESS);
    }
}
