package sudoku.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import sudoku.core.Geometry;
import sudoku.core.SudokuException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.generate.DifficultyTarget;
import sudoku.generate.internal.GeneratedPuzzle;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.generate.internal.VariantGenerator;
import sudoku.logic.Level;
import sudoku.logic.Technique;
import sudoku.logic.view.internal.GeneratedView;

/**
 * {@code POST /api/generate}: new puzzles with a unique solution, on the targets of the command
 * line's {@code generate}: a level, a rating range, a clue range, a technique the puzzle must
 * need, a hardest technique allowed, a symmetry, minimality, a board size, from a seed (the same
 * seed and options give the same puzzles). Count and time are capped. With a {@code variant}
 * ({@code x}, {@code windoku}, {@code jigsaw}, {@code killer}, combinations), 9x9 puzzles of it,
 * each jigsaw with its own region map and each killer with its own cages.
 */
final class GenerateApi {
    /** The fields of a request, all optional. */
    static final String[] FIELDS = {"level", "rating", "clues", "needs", "max_technique", "symmetry", "minimal",
            "seed", "count", "size", "variant"};
    /** The largest board generated here (bigger ones take too long for one request). */
    static final int MAX_SIDE = 9;
    /** The fewest clues of any 9x9 puzzle with a unique solution. */
    static final int MIN_CLASSIC_CLUES = 17;
    /** The top of the rating scale: the hardest technique's difficulty. */
    static final double MAX_RATING = java.util.Arrays.stream(Technique.values())
            .mapToDouble(Technique::difficulty).max().orElse(Technique.GUESS.difficulty());
    /** The longest name looked up (longer ones are no name, and are not echoed whole). */
    private static final int MAX_NAME = 60;

    private final Budget budget;
    private final GeneratedPuzzles source;
    private final int maxCount;

    GenerateApi(Budget budget, GeneratedPuzzles source, int maxCount) {
        this.budget = budget;
        this.source = source;
        this.maxCount = maxCount;
    }

    /**
     * Registers the route, {@code GET /api/variants} (the variants it offers) and
     * {@code POST /api/trainer} (a position to practise a technique on, made by its generator).
     */
    void register(Router router) {
        router.post("/api/generate", this::generate);
        new VariantCatalogue().register(router);
        new TrainerApi(budget, source).register(router);
    }

    ApiResponse generate(ApiRequest request) {
        JsonBody body = JsonBody.orEmpty(request, FIELDS);
        Geometry geometry = size(body);
        Symmetry symmetry;
        try {
            symmetry = Symmetry.parse(LogSafe.clip(body.text("symmetry", "none"), MAX_NAME));
        } catch (IllegalArgumentException e) {
            throw body.error("symmetry", "symmetry: " + e.getMessage());
        }
        int count = (int) body.integer("count", 1, 1, maxCount);
        long seed = body.has("seed") ? body.integer("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        boolean minimal = body.bool("minimal", false);
        int[] clues = clues(body, geometry);
        DifficultyTarget target = target(body, geometry);
        GeneratorOptions options;
        try {
            options = GeneratorOptions.builder().geometry(geometry).symmetry(symmetry).minimal(minimal)
                    .clues(clues[0], clues[1]).difficulty(target)
                    .timeout(Duration.ofMillis(budget.millis())).build();
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        Variant rules = variant(body, options);
        List<GeneratedView> puzzles = budget.run(deadline -> {
            SplittableRandom random = new SplittableRandom(seed);
            List<GeneratedView> out = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                if (!rules.equals(Variant.NONE)) {
                    GeneratedPuzzle p = source.variant(rules, options, random, deadline);
                    out.add(GeneratedView.of(p.puzzle(), p.solution(), symmetry.word(), p.rating(), null, i));
                    continue;
                }
                GeneratedPuzzles.Rated r = rated(geometry) ? source.find(null, options, random, deadline) : null;
                GeneratedPuzzle p = r != null ? r.puzzle() : source.unrated(options, random, deadline);
                out.add(GeneratedView.of(p.puzzle(), p.solution(), symmetry.word(),
                        r == null ? null : r.rating(), null, i));
            }
            return out;
        });
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("seed", seed);
        out.put("level", target.level() == null ? "any" : target.level().label());
        out.put("symmetry", symmetry.word());
        out.put("size", geometry.side());
        out.put("variant", rules.name());
        out.put("puzzles", puzzles);
        return ApiResponse.json(out);
    }

    /**
     * The variant asked (classic when absent), checked against the other options: a 400 naming
     * the field at fault (a jigsaw's or killer's symmetry, a size other than 9x9).
     */
    private static Variant variant(JsonBody body, GeneratorOptions options) {
        Variant rules;
        try {
            rules = VariantFormat.named(LogSafe.clip(body.text("variant", "classic"), MAX_NAME));
        } catch (IllegalArgumentException e) {
            throw body.error("variant", "variant: " + e.getMessage());
        }
        if (rules.equals(Variant.NONE)) {
            return rules;
        }
        try {
            VariantGenerator.check(rules, options);
        } catch (SudokuException e) {
            // the option the generator names; a level too easy may come from any difficulty field
            String field = !"level".equals(e.field()) ? e.field()
                    : java.util.stream.Stream.of("level", "rating", "needs", "max_technique").filter(body::has)
                    .findFirst().orElse("variant");
            throw body.error(field, field + ": " + e.getMessage());
        }
        return rules;
    }

    /** Whether puzzles of this board are rated (the rater's scale is made for 9x9). */
    private static boolean rated(Geometry geometry) {
        return geometry.equals(Geometry.CLASSIC);
    }

    /** The board: a side (4 to 9) as a number, or a box shape such as "2x3" as a string. */
    private static Geometry size(JsonBody body) {
        if (!body.has("size")) {
            return Geometry.CLASSIC;
        }
        Geometry g;
        if (body.node("size").isTextual()) {
            try {
                g = Geometry.parse(LogSafe.clip(body.text("size"), MAX_NAME));
            } catch (IllegalArgumentException e) {
                throw body.error("size", "size: " + e.getMessage());
            }
        } else if (body.node("size").isNumber()) {
            g = Geometry.ofSide((int) body.integer("size", 9, 4, MAX_SIDE));
        } else {
            throw body.error("size", "field 'size' must be a side such as 9 or a box shape such as \"2x3\", not "
                    + JsonBody.kind(body.node("size")));
        }
        if (g.side() < 4 || g.side() > MAX_SIDE) {
            throw body.error("size", "size: boards of side 4 to " + MAX_SIDE + " are generated here, not "
                    + g.side() + " (the command line's generate makes larger ones)");
        }
        return g;
    }

    /** The clue range {@code {"min": m, "max": n}}, either end optional; impossible ranges are a 400. */
    private static int[] clues(JsonBody body, Geometry geometry) {
        int cells = geometry.cellCount();
        return body.object("clues", "min", "max").map(range -> {
            int min = (int) range.integer("min", 0, 0, cells);
            int max = (int) range.integer("max", cells, 0, cells);
            if (min > max) {
                throw body.error("clues", "clues: the range is empty: min " + min + " is above max " + max);
            }
            if (geometry.equals(Geometry.CLASSIC) && max < MIN_CLASSIC_CLUES) {
                throw body.error("clues", "clues: no 9x9 puzzle with a unique solution has fewer than "
                        + MIN_CLASSIC_CLUES + " clues, so max " + max + " cannot be met");
            }
            return new int[] {min, max};
        }).orElse(new int[] {0, cells});
    }

    /** The difficulty target: level, rating range, needed and hardest technique, checked to be reachable. */
    private static DifficultyTarget target(JsonBody body, Geometry geometry) {
        String levelName = body.text("level", "any");
        Level level = null;
        if (!levelName.equalsIgnoreCase("any")) {
            try {
                level = Level.parse(LogSafe.clip(levelName, MAX_NAME));
            } catch (IllegalArgumentException e) {
                throw body.error("level", "level: unknown level '" + LogSafe.clip(levelName, MAX_NAME) + "' (known: "
                        + Level.labels() + ", or any)");
            }
        }
        double[] rating = body.object("rating", "min", "max").map(range -> {
            double min = range.number("min", 0, 0, MAX_RATING);
            double max = range.number("max", MAX_RATING, 0, MAX_RATING);
            if (min > max) {
                throw body.error("rating", "rating: the range is empty: min " + min + " is above max " + max);
            }
            return new double[] {min, max};
        }).orElse(null);
        Technique needs = technique(body, "needs");
        Technique hardest = technique(body, "max_technique");
        DifficultyTarget target = DifficultyTarget.ANY.withLevel(level);
        for (String field : new String[] {"level", "rating", "needs", "max_technique"}) {
            if (body.has(field) && !rated(geometry) && !(field.equals("level") && level == null)) {
                throw body.error(field, field + ": difficulty is rated on 9x9 boards only");
            }
        }
        double lowest = level == null || level.ordinal() == 0 ? 0 : Level.values()[level.ordinal() - 1].upTo();
        double highest = level == null ? MAX_RATING : Math.min(level.upTo(), MAX_RATING);
        if (rating != null) {
            if (level != null && (rating[1] <= lowest || rating[0] > highest)) {
                throw body.error("rating", "rating: " + rating[0] + " to " + rating[1] + " lies outside level "
                        + level.label() + " (above " + lowest + ", up to " + highest + ")");
            }
            target = target.withRating(rating[0], rating[1]);
            lowest = Math.max(lowest, rating[0]);
            highest = Math.min(highest, rating[1]);
        }
        if (needs != null) {
            if (needs.difficulty() > highest + 1e-9) {
                throw body.error("needs", "needs: " + needs.displayName() + " is rated " + needs.difficulty()
                        + ", above the highest rating asked (" + highest + "), so no puzzle can need it");
            }
            try {
                target = target.withNeeds(needs);
            } catch (IllegalArgumentException e) {
                throw body.error("needs", "needs: " + e.getMessage());
            }
        }
        if (hardest != null) {
            if (hardest != Technique.GUESS && hardest.difficulty() < lowest - 1e-9) {
                throw body.error("max_technique", "max_technique: " + hardest.displayName() + " is rated "
                        + hardest.difficulty() + ", below the lowest rating asked (" + lowest
                        + "), so no puzzle can use nothing harder");
            }
            try {
                target = target.withMaxTechnique(hardest);
            } catch (IllegalArgumentException e) {
                throw body.error("max_technique", "max_technique: " + e.getMessage());
            }
        }
        return target;
    }

    /** A technique by its name ({@code x-wing}, {@code X_WING} or {@code X-Wing}), or null when absent. */
    private static Technique technique(JsonBody body, String field) {
        if (!body.has(field)) {
            return null;
        }
        try {
            return Technique.parse(LogSafe.clip(body.text(field), MAX_NAME));
        } catch (IllegalArgumentException e) {
            throw body.error(field, field + ": " + e.getMessage());
        }
    }
}
