package sudoku.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.Explainer;
import sudoku.logic.Explanation;
import sudoku.logic.Hint;
import sudoku.logic.Hinter;
import sudoku.logic.Level;
import sudoku.logic.PuzzleException;
import sudoku.logic.Rater;
import sudoku.logic.Rating;
import sudoku.logic.Solution;
import sudoku.logic.Technique;
import sudoku.logic.Techniques;

/**
 * The human-style routes: {@code POST /api/explain} (every step from clues to solution),
 * {@code POST /api/hint} (the next step on the player's own grid and pencil marks, said more
 * precisely at each level), {@code POST /api/rate} and {@code GET /api/techniques}. The work runs
 * on the {@link Budget}.
 */
final class LogicApi {
    private final Budget budget;
    private final int maxSide;
    private final Lazy<Explainer> explainer = new Lazy<>(Explainer::new);
    private final Lazy<Rater> rater = new Lazy<>(Rater::new);
    private final Lazy<Hinter> hinter = new Lazy<>(Hinter::new);

    private Consumer<String> assisted = id -> { };

    LogicApi(Budget budget, int maxSide) {
        this.budget = budget;
        this.maxSide = maxSide;
    }

    /**
     * Calls {@code listener} with the {@code challenge} id of every explain or hint request that
     * names one and is answered (the player of that challenge was helped); returns this.
     */
    LogicApi onAssist(Consumer<String> listener) {
        assisted = listener;
        return this;
    }

    /** Registers the routes. */
    void register(Router router) {
        router.post("/api/explain", this::explain);
        router.post("/api/hint", this::hint);
        router.post("/api/rate", this::rate);
        router.get("/api/techniques", this::techniques);
    }

    ApiResponse explain(ApiRequest request) {
        JsonBody body = JsonBody.of(request, "puzzle", JsonBody.CHALLENGE);
        Optional<String> challenge = body.challenge();
        Grid puzzle = PuzzleField.puzzle(body, "puzzle", maxSide);
        Explanation e = budget.run(d -> logic(() -> explainer.get().explain(puzzle, d.cancellation())));
        Geometry g = puzzle.geometry();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("puzzle", puzzle.toLine());
        out.put("status", e.status());
        out.put("solution", e.solution().toLine());
        out.put("unique", e.unique());
        out.put("rating", rating(e.rating()));
        out.put("steps", e.steps().stream().map(s -> StepJson.of(g, s)).toList());
        challenge.ifPresent(assisted);
        return ApiResponse.json(out);
    }

    ApiResponse rate(ApiRequest request) {
        Grid puzzle = PuzzleField.puzzle(JsonBody.of(request, "puzzle"), "puzzle", maxSide);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("puzzle", puzzle.toLine());
        budget.run(d -> logic(() -> {
            Solution s = Solution.of(puzzle, d.cancellation());
            out.put("status", s.status());
            out.putAll(rating(rater.get().rate(puzzle, s.unique(), d.cancellation())));
            return out;
        }));
        return ApiResponse.json(out);
    }

    ApiResponse hint(ApiRequest request) {
        JsonBody body = JsonBody.of(request, "puzzle", "grid", "candidates", "level", JsonBody.CHALLENGE);
        Optional<String> challenge = body.challenge();
        Grid puzzle = PuzzleField.puzzle(body, "puzzle", maxSide);
        Grid grid = body.has("grid") ? PuzzleField.unchecked(body.text("grid"), "grid", maxSide) : puzzle;
        Geometry g = puzzle.geometry();
        if (!grid.geometry().equals(g)) {
            throw ApiException.badRequest("grid: not the size of the puzzle").with("field", "grid");
        }
        int[] marks = marks(body.node("candidates"), g);
        int level = (int) body.integer("level", 1, 1, 3);
        Hint h = budget.run(d -> logic(() -> hinter.get().hint(puzzle, grid, marks, level, d.cancellation())));
        challenge.ifPresent(assisted);
        return ApiResponse.json(hint(g, h));
    }

    /**
     * A hint as JSON: kind ({@code step}, {@code mistake}, {@code solved}), the sentence, the cells
     * pointed at ({@code mistakes} for wrong digits or pencil marks, else {@code cells}), the units'
     * cells as {@code secondary}, and from level 2 the technique; level 3 adds the step's
     * placements and eliminations.
     */
    private static Map<String, Object> hint(Geometry g, Hint h) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("level", h.level());
        out.put("status", h.status());
        out.put("kind", switch (h.kind()) {
            case MISTAKE, MISSING_CANDIDATE -> "mistake";
            case STEP -> "step";
            case SOLVED -> "solved";
        });
        out.put("message", h.text());
        if (h.technique() != null) {
            out.put("technique", h.technique().displayName());
        }
        List<String> cells = StepJson.cells(g, h.cells());
        boolean mistake = h.kind() == Hint.Kind.MISTAKE || h.kind() == Hint.Kind.MISSING_CANDIDATE;
        out.put(mistake ? "mistakes" : "cells", cells);
        Set<Integer> area = new java.util.TreeSet<>();
        h.units().forEach(u -> Arrays.stream(g.unit(u)).forEach(area::add));
        out.put("units", h.units().stream().map(g::unitName).toList());
        out.put("secondary", StepJson.cells(g, List.copyOf(area)));
        if (h.step() != null) {
            if (!h.step().secondary().isEmpty()) {
                out.put("secondary", StepJson.cells(g, h.step().secondary()));
            }
            out.put("placements", StepJson.candidates(g, h.step().placements()));
            out.put("eliminations", StepJson.candidates(g, h.step().eliminations()));
        }
        return out;
    }

    ApiResponse techniques(ApiRequest request) {
        Set<Technique> implemented = Techniques.implemented();
        List<Map<String, Object>> list = new ArrayList<>();
        for (Technique t : Technique.values()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", t.name());
            m.put("name", t.displayName());
            m.put("difficulty", t.difficulty());
            m.put("level", Level.of(t.difficulty()).label());
            m.put("uniqueness", t.uniqueness());
            m.put("implemented", implemented.contains(t) || t == Technique.GUESS);
            list.add(m);
        }
        List<Map<String, Object>> levels = Arrays.stream(Level.values()).map(l -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("level", l.label());
            m.put("upTo", l.upTo() > 100 ? null : l.upTo());
            return m;
        }).toList();
        return ApiResponse.json(Map.of("techniques", list, "levels", levels));
    }

    /** A rating as JSON: value, level, hardest technique, whether it guessed, steps per technique. */
    static Map<String, Object> rating(Rating r) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rating", r.value());
        out.put("er", r.er());
        out.put("ep", r.pearl());
        out.put("ed", r.diamond());
        out.put("level", r.level().label());
        out.put("hardest", r.hardest().displayName());
        out.put("guessed", r.guessed());
        Map<String, Integer> counts = new LinkedHashMap<>();
        r.counts().forEach((t, n) -> counts.put(t.displayName(), n));
        out.put("counts", counts);
        return out;
    }

    /** Pencil marks: an array with one string of digits per cell ("" or null for none). */
    private static int[] marks(JsonNode node, Geometry g) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isArray() || node.size() != g.cellCount()) {
            throw ApiException.badRequest("candidates must be an array of " + g.cellCount()
                    + " strings, one per cell (e.g. \"137\", or \"\" for none)").with("field", "candidates");
        }
        int[] marks = new int[g.cellCount()];
        for (int cell = 0; cell < marks.length; cell++) {
            JsonNode v = node.get(cell);
            if (v.isNull()) {
                continue;
            }
            if (!v.isTextual()) {
                throw ApiException.badRequest("candidates of " + g.cellName(cell) + " must be a string of digits")
                        .with("field", "candidates").with("cell", g.cellName(cell));
            }
            for (char ch : v.textValue().toCharArray()) {
                int d = g.digitOf(ch);
                if (d <= 0) {
                    throw ApiException.badRequest("candidates of " + g.cellName(cell) + ": '" + LogSafe.clip(
                            String.valueOf(ch), 1) + "' is not a digit of this board")
                            .with("field", "candidates").with("cell", g.cellName(cell));
                }
                marks[cell] |= 1 << (d - 1);
            }
        }
        return marks;
    }

    /**
     * Runs library code whose IllegalArgumentException means "bad puzzle" (no solution, clashes);
     * the error carries the verdict word of {@code /api/solve}: {@code unsolvable} or {@code invalid}.
     */
    private static <T> T logic(java.util.function.Supplier<T> work) {
        try {
            return work.get();
        } catch (PuzzleException e) {
            throw ApiException.badRequest("puzzle: " + e.getMessage()).with("field", "puzzle")
                    .with("verdict", e.status());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("puzzle: " + e.getMessage()).with("field", "puzzle");
        }
    }
}
