package sudoku.logic.solve.internal;

import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.Candidates;
import sudoku.logic.Explanation;
import sudoku.logic.Level;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Rating;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;
import sudoku.logic.Technique;

/**
 * The front door for explanations: the whole path a person could follow, step by step, with
 * the puzzle's rating. Thread-safe.
 */
public final class Explainer {
    private final LogicSolver solver;
    private final LogicSolver solverWithoutUniqueness;
    private final Rater rater;

    /** An explainer using the techniques enabled in {@code options}, for its steps and its rating. */
    public Explainer(LogicOptions options) {
        this(options, options);
    }

    /** An explainer whose steps use the techniques of {@code steps}, and its rating those of {@code rating}. */
    public Explainer(LogicOptions steps, LogicOptions rating) {
        this.solver = new LogicSolver(steps.guessing(true));
        this.solverWithoutUniqueness = new LogicSolver(steps.guessing(true).withoutUniqueness());
        this.rater = new Rater(rating);
    }

    /** An explainer whose steps use every technique, rated with Sudoku Explainer's ({@link Rater#Rater()}). */
    public Explainer() {
        this(LogicOptions.defaults(), LogicOptions.rating());
    }

    /**
     * Explains a puzzle from its clues to its solution.
     * @throws IllegalArgumentException when the clues clash or the puzzle has no solution
     */
    public Explanation explain(Grid puzzle) {
        return explain(puzzle, Cancellation.NONE);
    }

    /**
     * Explains a puzzle, stopping when {@code cancellation} triggers: soon after its deadline or
     * a {@link Cancellation#cancel()} from any thread, however large the board.
     * @throws IllegalArgumentException when the clues clash or the puzzle has no solution
     * @throws sudoku.core.CancelledException when the cancellation triggers first
     */
    public Explanation explain(Grid puzzle, Cancellation cancellation) {
        Solution s = Solution.of(puzzle, cancellation);
        LogicSolver ls = s.unique() ? solver : solverWithoutUniqueness;
        // the path and the rating pass through many of the same states: their searches share
        SearchContext.Shared shared = new SearchContext.Shared();
        Rating rated = rater.rate(puzzle, s.unique(), cancellation, shared);
        var steps = ls.solve(Candidates.of(puzzle), s.solution(), !s.unique(), cancellation, shared);
        Rating rating = atLeastHardestStep(puzzle, steps, rated);
        return new Explanation(puzzle, s.solution(), s.unique(), steps, rating);
    }

    /**
     * Explains from a pencil-mark state: its placed digits and its candidates, not the clues'
     * candidates. The solution is that of the placed digits; the rating is the hardest step of
     * the path (the rater's rounds start from a puzzle's clues).
     * @throws PuzzleException when the digits clash, have no solution, or the marks remove a digit
     *                         of the solution ({@code unsolvable}: the state cannot be finished)
     * @throws sudoku.core.CancelledException when the cancellation triggers first
     */
    public Explanation explain(PencilMarkState pm, Cancellation cancellation) {
        Candidates start = pm.state().copy();
        Solution s = Solution.of(start.toGrid(), cancellation);
        checkMarksKeep(start, s);
        LogicSolver ls = s.unique() ? solver : solverWithoutUniqueness;
        var steps = ls.solve(start.copy(), s.solution(), !s.unique(), cancellation);
        java.util.Map<Technique, Integer> counts = new java.util.EnumMap<>(Technique.class);
        steps.forEach(st -> counts.merge(st.technique(), 1, Integer::sum));
        Rating none = new Rating(0, Level.of(0), Technique.FULL_HOUSE, counts, false, 0, 0);
        return new Explanation(pm.givens(), s.solution(), s.unique(), steps,
                atLeastHardestStep(pm.givens(), steps, none), start);
    }

    /**
     * Checks that every empty cell of a state still has the solution's digit as a candidate.
     * @throws PuzzleException ({@code unsolvable}) naming the first cell whose marks remove it
     */
    static void checkMarksKeep(Candidates state, Solution s) {
        for (int cell = 0; cell < state.geometry().cellCount(); cell++) {
            if (state.digit(cell) == 0 && !state.has(cell, s.digit(cell))) {
                throw new PuzzleException("unsolvable", "the pencil marks remove "
                        + sudoku.core.Geometry.symbol(s.digit(cell)) + " from " + state.geometry().cellName(cell)
                        + ", the digit " + (s.unique() ? "the solution has" : "a solution of the placed digits has")
                        + " there");
            }
        }
    }

    /**
     * The rating, raised to the hardest step of the path when that is harder: the path's rounds
     * use the explainer's techniques and may need a guess where the rater's did not, and an
     * explanation never shows a step harder than its rating.
     */
    static Rating atLeastHardestStep(Grid puzzle, java.util.List<Step> steps, Rating rating) {
        Step hardest = null;
        for (Step st : steps) {
            if (hardest == null || st.difficulty(puzzle.geometry()) > hardest.difficulty(puzzle.geometry())) {
                hardest = st;
            }
        }
        if (hardest == null || hardest.difficulty(puzzle.geometry()) <= rating.value() + 1e-9) {
            return rating;
        }
        double v = Math.round(hardest.difficulty(puzzle.geometry()) * 10) / 10.0;
        boolean guessed = rating.guessed() || hardest.technique() == Technique.GUESS;
        return new Rating(v, Level.of(v), hardest.technique(), rating.counts(), guessed, rating.pearl(), rating.diamond());
    }
}
