package sudoku.generate.internal;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.generate.DifficultyTarget;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.logic.LogicOptions;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.Rating;
import sudoku.logic.Technique;
import sudoku.solve.Solver;

/**
 * Makes puzzles with exactly one solution: a random full grid, then clues removed orbit by
 * orbit of the asked symmetry, in random order, while the puzzle stays unique. Candidates that
 * miss the target (clue count, minimality, then difficulty as the {@link Rater} judges it) are
 * thrown away and another is built, until one fits or the time is up. Everything random comes from the {@link RandomGenerator} passed in, so
 * the same seed gives the same puzzle; a generator holds no mutable state and is thread-safe.
 *
 * <p>The time is a {@link Cancellation}, polled all through the work (filling the grid, every
 * uniqueness search, the minimizer, the rating), so one slow candidate cannot overrun it; the
 * forms taking a timeout or a {@code nanoTime} deadline make one.
 */
public final class Generator {
    /** Boards this large or larger are reduced by singles alone unless minimal puzzles are asked. */
    public static final int SINGLES_ONLY_SIDE = 25;

    private final Minimizer minimizer;
    private final Map<RaterKey, Rater> raters = new ConcurrentHashMap<>();

    /** A generator that checks uniqueness with the fastest engine for each board size. */
    public Generator() {
        this(null);
    }

    /** A generator that checks uniqueness with {@code solver} (null: the fastest engine per size). */
    public Generator(Solver solver) {
        this.minimizer = new Minimizer(solver);
    }

    /**
     * One puzzle meeting the options, trying for at most {@code options.timeout()}.
     * @return the puzzle, or empty when none was found in time (the target is rare or impossible)
     */
    public Optional<GeneratedPuzzle> generate(GeneratorOptions options, RandomGenerator random) {
        return generate(options, random, Cancellation.after(options.timeout()));
    }

    /**
     * One puzzle meeting the options, trying until {@link System#nanoTime()} passes {@code deadline}.
     * @return the puzzle, or empty when none was found in time
     */
    public Optional<GeneratedPuzzle> generate(GeneratorOptions options, RandomGenerator random, long deadline) {
        return generate(options, random, Cancellation.atNanos(deadline));
    }

    /**
     * One puzzle meeting the options, trying until {@code cancellation} triggers (its deadline
     * passes or someone cancels it); {@code options.timeout()} is not used.
     * @return the puzzle, or empty when the cancellation triggered first
     */
    public Optional<GeneratedPuzzle> generate(GeneratorOptions options, RandomGenerator random,
                                              Cancellation cancellation) {
        return attempt(options, random, cancellation).puzzle();
    }

    /**
     * What one search for a puzzle did.
     *
     * @param puzzle   the puzzle, or empty when time ran out
     * @param attempts candidate puzzles built, including those that missed the target
     */
    public record Outcome(Optional<GeneratedPuzzle> puzzle, int attempts) {
    }

    /** Like {@link #generate(GeneratorOptions, RandomGenerator, long)}, also saying how many candidates it built. */
    public Outcome attempt(GeneratorOptions options, RandomGenerator random, long deadline) {
        return attempt(options, random, Cancellation.atNanos(deadline));
    }

    /**
     * Like {@link #generate(GeneratorOptions, RandomGenerator, Cancellation)}, also saying how many
     * candidates it built. The work stops soon after {@code cancellation} triggers, wherever it is.
     */
    public Outcome attempt(GeneratorOptions options, RandomGenerator random, Cancellation cancellation) {
        int attempts = 0;
        try {
            while (!cancellation.isCancelled()) {
                attempts++;
                Grid solution = RandomFullGrid.create(options.geometry(), random, cancellation);
                int[][] orbits = options.symmetry().orbits(options.geometry());
                Minimizer.shuffle(orbits, random);
                Grid puzzle = reduce(options, solution, solution, List.of(), orbits, cancellation);
                Optional<GeneratedPuzzle> found = onTarget(options, puzzle, solution, attempts, cancellation);
                if (found.isPresent()) {
                    return new Outcome(found, attempts);
                }
            }
        } catch (CancelledException e) {
            // out of time (or cancelled): no puzzle
        }
        return new Outcome(Optional.empty(), attempts);
    }

    /**
     * A rater for the target: one with the target's {@linkplain DifficultyTarget#techniques()
     * techniques} up to its upper bound, when it has one. Ratings take rounds easiest first, so on
     * a puzzle those techniques solve the path and the rating are the full rater's; a puzzle they
     * cannot solve ends in a guess and is rejected, without running the costly chains at all.
     */
    Rater raterFor(DifficultyTarget target) {
        LogicOptions techniques = target.techniques();
        double bound = target.upperBound();
        if (bound >= Technique.GUESS.difficulty()) {
            bound = Double.MAX_VALUE;
        }
        return raters.computeIfAbsent(new RaterKey(techniques, bound), k -> {
            if (k.bound() == Double.MAX_VALUE) {
                return new Rater(k.techniques());
            }
            Set<Technique> allowed = EnumSet.noneOf(Technique.class);
            for (Technique t : k.techniques().enabled()) {
                if (t.difficulty() <= k.bound() + 1e-9) {
                    allowed.add(t);
                }
            }
            return new Rater(k.techniques().only(allowed));
        });
    }

    /** What a rater of {@link #raterFor} is made of. */
    private record RaterKey(LogicOptions techniques, double bound) {
    }

    /**
     * The unique {@code puzzle} (with its one {@code solution}) with clues removed orbit by orbit
     * in the given order while it stays unique, as far as the options let them go; {@code others}
     * are other full grids known to fit fewer clues (they speed up the work).
     */
    Grid reduce(GeneratorOptions options, Grid puzzle, Grid solution, List<Grid> others, int[][] orbits,
                Cancellation cancellation) {
        // a minimal puzzle must be reduced all the way; the clue range is then checked afterwards
        int floor = options.minimal() ? 0 : options.minClues();
        // a search on a sparse 25x25 board can take minutes: there, unless every clue must be
        // needed, clues go only while singles still solve the puzzle
        boolean search = options.minimal() || options.geometry().side() < SINGLES_ONLY_SIDE;
        return minimizer.removeOrbits(puzzle, solution, others, orbits, floor, search, cancellation);
    }

    /**
     * The reduced {@code puzzle} as a generated puzzle when it meets the target (clue count,
     * minimality, then difficulty), rated when the options ask; empty when it misses.
     */
    Optional<GeneratedPuzzle> onTarget(GeneratorOptions options, Grid puzzle, Grid solution, int attempts,
                                       Cancellation cancellation) {
        if (!accepts(options, puzzle, cancellation)) {
            return Optional.empty();
        }
        Rating rating = null;
        if (!options.difficulty().isAny() || options.rate()) {
            rating = raterFor(options.difficulty()).rate(puzzle, true, cancellation);
            if (!options.difficulty().accepts(rating)) {
                return Optional.empty();
            }
        }
        return Optional.of(new GeneratedPuzzle(puzzle, solution, attempts, rating));
    }

    /** The engine uniqueness is checked with on boards of this shape. */
    Solver solverFor(Geometry geometry) {
        return minimizer.solverFor(geometry);
    }

    private boolean accepts(GeneratorOptions options, Grid puzzle, Cancellation cancellation) {
        if (!options.cluesInRange(puzzle.clueCount())) {
            return false;
        }
        // without symmetry one pass over single clues already leaves a minimal puzzle
        return !options.minimal() || options.symmetry() == Symmetry.NONE
                || minimizer.firstRemovableClue(puzzle, cancellation) < 0;
    }
}
