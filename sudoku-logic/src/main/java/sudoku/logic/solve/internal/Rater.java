package sudoku.logic.solve.internal;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.Candidates;
import sudoku.logic.internal.Difficulty;
import sudoku.logic.Level;
import sudoku.logic.LogicOptions;
import sudoku.logic.Rating;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;
import sudoku.logic.Technique;

/**
 * Rates puzzles: solves in rounds, each round applying every step of the easiest technique that
 * applies (those of its easiest difficulty: chains are graded by length, see {@link Difficulty}),
 * and takes the hardest round's difficulty. Since a round takes all the steps of its
 * technique, the result does not depend on cell order, digit labels or layout: equivalent puzzles
 * get the same rating. When the techniques run out, the rest is rated from the state left
 * (see {@link #guessDifficulty}). Thread-safe.
 */
public final class Rater {
    private final LogicOptions options;
    private final LogicSolver solver;
    private final LogicSolver solverWithoutUniqueness;

    /** A rater using the techniques enabled in {@code options}. */
    public Rater(LogicOptions options) {
        this.options = options;
        this.solver = new LogicSolver(options);
        this.solverWithoutUniqueness = new LogicSolver(options.withoutUniqueness());
    }

    /** A rater with Sudoku Explainer's techniques ({@link LogicOptions#rating()}), so that its ratings are SE's. */
    public Rater() {
        this(LogicOptions.rating());
    }

    /**
     * The rating of a puzzle.
     * @throws IllegalArgumentException when the clues clash or there is no solution
     */
    public Rating rate(Grid puzzle) {
        return rate(puzzle, Cancellation.NONE);
    }

    /**
     * The rating of a puzzle, stopping when {@code cancellation} triggers.
     * @throws IllegalArgumentException when the clues clash or there is no solution
     * @throws sudoku.core.CancelledException when the cancellation triggers first
     */
    public Rating rate(Grid puzzle, Cancellation cancellation) {
        Solution s = Solution.of(puzzle, cancellation);
        return rate(puzzle, s.unique(), cancellation);
    }

    /** The rating of a puzzle known to have a solution; uniqueness techniques only when {@code unique}. */
    public Rating rate(Grid puzzle, boolean unique) {
        return rate(puzzle, unique, Cancellation.NONE);
    }

    /**
     * Like {@link #rate(Grid, boolean)}, stopping when {@code cancellation} triggers: it is polled
     * between rounds and inside every technique's search.
     * @throws sudoku.core.CancelledException when it does
     */
    public Rating rate(Grid puzzle, boolean unique, Cancellation cancellation) {
        return rate(puzzle, unique, cancellation, null);
    }

    /**
     * Like {@link #rate(Grid, boolean, Cancellation)}, the searches sharing what they may with other
     * searches of the same puzzle through {@code shared} (none when null).
     */
    public Rating rate(Grid puzzle, boolean unique, Cancellation cancellation, SearchContext.Shared shared) {
        LogicSolver ls = unique ? solver : solverWithoutUniqueness;
        Candidates state = Candidates.of(puzzle).cancelWith(cancellation);
        Map<Technique, Integer> counts = new EnumMap<>(Technique.class);
        double max = 0;
        double pearl = -1;
        double diamond = -1;
        Technique hardest = null;
        SearchContext context = SearchContext.rating().sharing(shared);
        while (!state.isSolved()) {
            // with several solutions, a round where every candidate lies in one has no step: the guess
            List<Step> round = !unique && CoveredCandidates.all(state, cancellation)
                    ? List.of() : ls.nextRound(state, context, cancellation);
            if (round.isEmpty()) {
                double d = guessDifficulty(state);
                counts.merge(Technique.GUESS, 1, Integer::sum);
                if (d > max || hardest == null) {
                    max = Math.max(max, d);
                    hardest = Technique.GUESS;
                }
                return rating(max, hardest, counts, true, pearl < 0 ? max : pearl, diamond < 0 ? max : diamond);
            }
            round = LogicSolver.easiestForm(state.geometry(), round);
            double difficulty = round.get(0).difficulty(state.geometry());
            boolean places = false;
            for (Step s : round) {
                counts.merge(s.technique(), 1, Integer::sum);
                places |= !s.placements().isEmpty();
            }
            if (difficulty > max || hardest == null) {
                max = Math.max(max, difficulty);
                hardest = round.get(0).technique();
            }
            diamond = diamond < 0 ? max : diamond;
            pearl = pearl < 0 && places ? max : pearl;
            for (Step s : round) {
                s.applyTo(state);
            }
        }
        if (hardest == null) {
            hardest = Technique.FULL_HOUSE;
            max = 0;
        }
        return rating(max, hardest, counts, false, Math.max(pearl, 0), Math.max(diamond, 0));
    }

    private static Rating rating(double max, Technique hardest, Map<Technique, Integer> counts, boolean guessed,
                                 double pearl, double diamond) {
        return new Rating(round1(max), Level.of(round1(max)), hardest, counts, guessed, round1(pearl), round1(diamond));
    }

    /** The options this rater runs with. */
    public LogicOptions options() {
        return options;
    }

    /**
     * The difficulty given to the rest of a puzzle when no technique applies, from the candidates
     * left per empty cell: {@code 6.2 + 0.77 * candidates / empty cells}, moved up by the guess's
     * place on the scale (a guess is the last resort, above every technique, whose steps stop
     * at 11.9) and kept between the guess's difficulty (12.0) and one more (13.0).
     * Fitted by least squares on the Sudoku Explainer ratings of the puzzles of
     * data/se_calibration.csv that the techniques do not finish (see the README); refit when
     * techniques are added. Depends only on counts, so it is invariant under relabelling and layout changes.
     */
    static double guessDifficulty(Candidates state) {
        int candidates = 0;
        for (int cell = 0; cell < state.geometry().cellCount(); cell++) {
            candidates += Integer.bitCount(state.candidates(cell));
        }
        double perCell = state.emptyCount() == 0 ? 0 : (double) candidates / state.emptyCount();
        double fit = 6.2 + 0.77 * perCell + (Technique.GUESS.difficulty() - 10.0);
        return Math.max(Technique.GUESS.difficulty(), Math.min(Technique.GUESS.difficulty() + 1.0, fit));
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
