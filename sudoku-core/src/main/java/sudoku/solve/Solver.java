package sudoku.solve;

import java.util.Optional;
import java.util.function.Predicate;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * A solving engine: finds, counts and enumerates the solutions of a puzzle. Implementations are
 * thread-safe (no shared mutable state between calls) and never modify their input.
 *
 * <p>A search on a large, sparse board, or counting to a large limit, can take very long: the
 * forms taking a {@link Cancellation} stop it with a {@link sudoku.core.CancelledException} soon
 * after the cancellation triggers. That is the way to bound a search in time.
 */
public interface Solver {
    /**
     * The engine's name, as chosen with {@code --engine}.
     * @return the engine's name, as chosen with {@code --engine}
     */
    String name();

    /**
     * Whether this engine can solve boards of this shape.
     * @param geometry the board's shape
     * @return whether this engine can solve boards of this shape
     */
    boolean supports(Geometry geometry);

    /**
     * Searches for solutions, stopping after {@code limit} (at least 1). The result keeps the
     * first two solutions found and counts up to the limit; {@code limit >= 2} proves uniqueness.
     * A puzzle with clashing clues has no solution.
     * @param puzzle the puzzle, its clues
     * @param limit how many solutions to look for at most
     * @return the count (up to the limit), the first two solutions and the search figures
     */
    SolveResult solve(Grid puzzle, long limit);

    /**
     * Hands each solution to {@code visitor} until it returns false or {@code limit} were found.
     * @param puzzle the puzzle, its clues
     * @param limit how many solutions to look for at most
     * @param visitor called with each solution; false stops the search
     * @return the number of solutions visited
     */
    long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor);

    /**
     * Like {@link #solve(Grid, long)}, stopping when {@code cancellation} triggers. The engines
     * poll it every few hundred guesses; this default only checks it before the search.
     * @param puzzle the puzzle, its clues
     * @param limit how many solutions to look for at most
     * @param cancellation a deadline or a cancel
     * @return the result, as {@link #solve(Grid, long)} gives it
     * @throws sudoku.core.CancelledException when it triggers first
     */
    default SolveResult solve(Grid puzzle, long limit, Cancellation cancellation) {
        cancellation.check();
        return solve(puzzle, limit);
    }

    /**
     * Like {@link #enumerate(Grid, long, Predicate)}, stopping when {@code cancellation} triggers.
     * The engines poll it every few hundred guesses; this default only checks it before the search
     * and at each solution.
     * @param puzzle the puzzle, its clues
     * @param limit how many solutions to look for at most
     * @param visitor called with each solution; false stops the search
     * @param cancellation a deadline or a cancel
     * @return the number of solutions visited
     * @throws sudoku.core.CancelledException when it triggers first
     */
    default long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor, Cancellation cancellation) {
        cancellation.check();
        return enumerate(puzzle, limit, g -> {
            cancellation.check();
            return visitor.test(g);
        });
    }

    /**
     * The first solution found, without checking uniqueness.
     * @param puzzle the puzzle, its clues
     * @return the first solution found, without checking uniqueness
     */
    default Optional<Grid> solution(Grid puzzle) {
        SolveResult r = solve(puzzle, 1);
        return r.solutions().isEmpty() ? Optional.empty() : Optional.of(r.solutions().get(0));
    }

    /**
     * The number of solutions, counting no further than {@code limit}.
     * @param limit how many solutions to look for at most
     * @param puzzle the puzzle, its clues
     * @return the number of solutions, counting no further than {@code limit}
     */
    default long countSolutions(Grid puzzle, long limit) {
        return solve(puzzle, limit).count();
    }

    /**
     * The number of solutions, counting no further than {@code limit}, stopping when
     * {@code cancellation} triggers.
     * @param puzzle the puzzle, its clues
     * @param limit how many solutions to look for at most
     * @param cancellation a deadline or a cancel
     * @return the number of solutions, counting no further than {@code limit}, stopping when {@code
     *         cancellation} triggers
     * @throws sudoku.core.CancelledException when it triggers first
     */
    default long countSolutions(Grid puzzle, long limit, Cancellation cancellation) {
        return solve(puzzle, limit, cancellation).count();
    }

    /**
     * Whether the puzzle has exactly one solution.
     * @param puzzle the puzzle, its clues
     * @return whether the puzzle has exactly one solution
     */
    default boolean isUnique(Grid puzzle) {
        return solve(puzzle, 2).count() == 1;
    }
}
