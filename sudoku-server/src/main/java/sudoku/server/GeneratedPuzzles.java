package sudoku.server;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.generate.internal.GeneratedPuzzle;
import sudoku.generate.internal.Generator;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.internal.VariantGenerator;
import sudoku.logic.Level;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.Rating;

/**
 * Fresh puzzles at a level: generate, rate, keep the first whose rating falls in the level's
 * band. Puzzles of other levels met on the way are kept (a few per level) for later requests,
 * so no work is thrown away and common requests are answered from them at once.
 */
public final class GeneratedPuzzles implements PuzzleSource {
    private static final int SPARES = 4;
    private static final List<String> LEVELS = Arrays.stream(Level.values()).map(Level::label).toList();

    /** A generated puzzle with its rating. */
    public record Rated(GeneratedPuzzle puzzle, Rating rating) {
    }

    private final Lazy<Generator> generator = new Lazy<>(Generator::new);
    private final Lazy<VariantGenerator> variants = new Lazy<>(VariantGenerator::new);
    private final Lazy<Rater> rater = new Lazy<>(Rater::new);
    private final Map<Level, ArrayDeque<Grid>> spares = new EnumMap<>(Level.class);

    @Override
    public List<String> levels() {
        return LEVELS;
    }

    /** The level called {@code name} (any case); a 400 listing the levels when there is none. */
    public static Level level(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(Level.values()).filter(l -> l.label().equals(key)).findFirst()
                .orElseThrow(() -> PuzzleSource.unknownLevel(name, LEVELS));
    }

    @Override
    public Grid next(String levelName, RandomGenerator random, Deadline deadline) {
        Level level = level(levelName);
        synchronized (spares) {
            ArrayDeque<Grid> q = spares.get(level);
            if (q != null && !q.isEmpty()) {
                return q.poll();
            }
        }
        return find(level, GeneratorOptions.defaults(), random, deadline).puzzle().puzzle();
    }

    /**
     * Generates until a puzzle of {@code level} (any level when null) comes up.
     * @throws ApiException 503 when the deadline passes first
     */
    public Rated find(Level level, GeneratorOptions options, RandomGenerator random, Deadline deadline) {
        while (true) {
            deadline.check();
            Optional<GeneratedPuzzle> p = generator.get().generate(options, random, deadline.cancellation());
            if (p.isEmpty()) {
                deadline.check();
                throw ApiException.badRequest("no puzzle meets these options (clue range or minimality too strict?)");
            }
            Rating rating = rater.get().rate(p.get().puzzle(), true, deadline.cancellation());
            if (level == null || rating.level() == level) {
                return new Rated(p.get(), rating);
            }
            if (options.equals(GeneratorOptions.defaults())) {
                keep(rating.level(), p.get().puzzle());
            }
        }
    }

    /**
     * One puzzle, not rated (for boards other than 9x9).
     * @throws ApiException 503 when the deadline passes first
     */
    public GeneratedPuzzle unrated(GeneratorOptions options, RandomGenerator random, Deadline deadline) {
        return generator.get().generate(options, random, deadline.cancellation()).orElseThrow(() -> Budget.outOfTime(deadline.millis()));
    }

    /**
     * One puzzle of a variant (its regions or cages drawn fresh), rated when {@code options} has a
     * difficulty target.
     * @throws ApiException 503 when the deadline passes first
     */
    public GeneratedPuzzle variant(Variant rules, GeneratorOptions options, RandomGenerator random,
                                   Deadline deadline) {
        return variants.get().generate(rules, options, random, deadline.cancellation())
                .orElseThrow(() -> Budget.outOfTime(deadline.millis()));
    }

    private void keep(Level level, Grid puzzle) {
        synchronized (spares) {
            ArrayDeque<Grid> q = spares.computeIfAbsent(level, l -> new ArrayDeque<>());
            if (q.size() < SPARES) {
                q.add(puzzle);
            }
        }
    }
}
