package sudoku.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import sudoku.core.Geometry;
import sudoku.generate.GeneratedPuzzle;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.logic.Level;

/**
 * {@code POST /api/generate}: new puzzles with a unique solution, at a level, with a symmetry,
 * from a seed (the same seed and options give the same puzzles). Count and time are capped.
 */
final class GenerateApi {
    private final Budget budget;
    private final GeneratedPuzzles source;
    private final int maxCount;

    GenerateApi(Budget budget, GeneratedPuzzles source, int maxCount) {
        this.budget = budget;
        this.source = source;
        this.maxCount = maxCount;
    }

    /** Registers the route. */
    void register(Router router) {
        router.post("/api/generate", this::generate);
    }

    ApiResponse generate(ApiRequest request) {
        JsonBody body = request.body().length == 0 ? JsonBody.parse("{}".getBytes()) : request.json();
        String levelName = body.text("level", "any");
        Level level = levelName.equalsIgnoreCase("any") ? null : GeneratedPuzzles.level(levelName);
        Symmetry symmetry;
        try {
            symmetry = Symmetry.parse(body.text("symmetry", "none"));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("symmetry: " + e.getMessage()).with("field", "symmetry");
        }
        int size = (int) body.integer("size", 9, 4, 9);
        Geometry geometry = Geometry.ofSide(size);
        if (level != null && size != 9) {
            throw ApiException.badRequest("level: levels are rated on 9x9 boards only").with("field", "level");
        }
        int count = (int) body.integer("count", 1, 1, maxCount);
        long seed = body.has("seed") ? body.integer("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        boolean minimal = body.bool("minimal", false);
        GeneratorOptions options;
        try {
            options = GeneratorOptions.builder().geometry(geometry).symmetry(symmetry).minimal(minimal)
                    .timeout(Duration.ofMillis(budget.millis())).build();
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        List<Map<String, Object>> puzzles = budget.run(deadline -> {
            SplittableRandom random = new SplittableRandom(seed);
            List<Map<String, Object>> out = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                GeneratedPuzzles.Rated r = size == 9 ? source.find(level, options, random, deadline) : null;
                GeneratedPuzzle p = r != null ? r.puzzle() : source.unrated(options, random, deadline);
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("puzzle", p.puzzle().toLine());
                m.put("solution", p.solution().toLine());
                m.put("clues", p.clues());
                if (r != null) {
                    m.putAll(LogicApi.rating(r.rating()));
                }
                out.add(m);
            }
            return out;
        });
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("seed", seed);
        out.put("level", level == null ? "any" : level.label());
        out.put("symmetry", symmetry.word());
        out.put("puzzles", puzzles);
        return ApiResponse.json(out);
    }
}
