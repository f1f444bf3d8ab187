package sudoku;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.generate.GeneratedPuzzle;
import sudoku.generate.Generator;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.solve.Explainer;
import sudoku.logic.Explanation;
import sudoku.logic.Level;
import sudoku.logic.solve.Rater;
import sudoku.logic.Rating;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * A puzzle, and everything a library user asks of one, on one page:
 *
 * <pre>{@code
 * Sudoku s = Sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
 * s.isUnique();                 // true: exactly one solution
 * s.solution().orElseThrow();   // the solution, a Sudoku too
 * s.countSolutions(100);        // 1
 * s.rate().level();             // EASY, on Sudoku Explainer's scale
 * s.explain().steps();          // every step a person takes, named
 * Sudoku.generate(Level.HARD, 42); // a new puzzle at a level, from a seed
 * }</pre>
 *
 * <p>Values are immutable and thread-safe. Boards of every size the project reads (4x4 to
 * 25x25) are accepted; ratings, explanations and levels are for 9x9. The classes behind it
 * ({@link Grid}, {@link sudoku.solve.Solver}, {@link Explainer}, {@link Rater},
 * {@link Generator}) are there for finer control: engines, limits, listeners, cancellation.
 */
public final class Sudoku {
    private final Grid grid;

    private Sudoku(Grid grid) {
        this.grid = grid;
    }

    /**
     * Reads a puzzle: 81 characters ({@code .} or {@code 0} for empty), a displayed grid, or any
     * size's one-line form.
     * @throws sudoku.core.PuzzleFormatException naming the line, column and cell of what is wrong
     */
    public static Sudoku parse(String text) {
        return new Sudoku(Grid.parse(text));
    }

    /** The puzzle of a grid. */
    public static Sudoku of(Grid grid) {
        return new Sudoku(Objects.requireNonNull(grid));
    }

    /** The grid underneath. */
    public Grid grid() {
        return grid;
    }

    /** The solution when there is exactly one; empty when there is none or more than one. */
    public Optional<Sudoku> solution() {
        SolveResult r = solve(2);
        return r.isUnique() ? Optional.of(new Sudoku(r.solutions().get(0))) : Optional.empty();
    }

    /** Searches up to {@code limit} solutions: the verdict, the first two solutions, the count. */
    public SolveResult solve(long limit) {
        return Solvers.best(grid.geometry()).solve(grid, limit);
    }

    /** The number of solutions, counting no further than {@code limit}. */
    public long countSolutions(long limit) {
        return solve(limit).count();
    }

    /** Whether the puzzle has exactly one solution. */
    public boolean isUnique() {
        return solve(2).isUnique();
    }

    /** Every step from the clues to the solution, each a named technique (9x9 up to 16x16). */
    public Explanation explain() {
        return explain(Cancellation.NONE);
    }

    /** The same, stopped by {@code cancellation} (a {@link sudoku.core.CancelledException}). */
    public Explanation explain(Cancellation cancellation) {
        return new Explainer().explain(grid, cancellation);
    }

    /** The difficulty: a rating on Sudoku Explainer's scale, its level and hardest technique. */
    public Rating rate() {
        return rate(Cancellation.NONE);
    }

    /** The same, stopped by {@code cancellation}. */
    public Rating rate(Cancellation cancellation) {
        return new Rater().rate(grid, cancellation);
    }

    /** A new 9x9 puzzle with a unique solution at {@code level}; the same seed gives the same puzzle. */
    public static Sudoku generate(Level level, long seed) {
        return generate(GeneratorOptions.builder().level(level).build(), seed);
    }

    /**
     * A new puzzle meeting {@code options} (size, symmetry, clues, level or rating range,
     * techniques); the same options and seed give the same puzzle.
     * @throws IllegalStateException when none was found within the options' timeout
     */
    public static Sudoku generate(GeneratorOptions options, long seed) {
        GeneratedPuzzle p = new Generator().generate(options, new SplittableRandom(seed))
                .orElseThrow(() -> new IllegalStateException("no puzzle met the options within "
                        + options.timeout().toSeconds() + " s"));
        return new Sudoku(p.puzzle());
    }

    /** The one-line form: 81 characters for 9x9, {@code .} for empty. */
    @Override
    public String toString() {
        return grid.toLine();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sudoku s && s.grid.equals(grid);
    }

    @Override
    public int hashCode() {
        return grid.hashCode();
    }
}
