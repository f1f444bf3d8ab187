package sudoku.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.Candidates;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.Explanation;
import sudoku.logic.Hint;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.internal.Lang;
import sudoku.logic.Level;
import sudoku.logic.internal.Notation;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.internal.Solution;
import sudoku.logic.Technique;
import sudoku.logic.view.internal.ExplanationView;
import sudoku.logic.view.internal.HintView;
import sudoku.logic.view.internal.RatingView;
import sudoku.logic.view.internal.TechniqueView;

/**
 * The human-style routes: {@code POST /api/explain} (every step from clues to solution),
 * {@code POST /api/hint} (the next step on the player's own grid and pencil marks, said more
 * precisely at each level), {@code POST /api/rate} and {@code GET /api/techniques}. The work runs
 * on the {@link Budget}.
 */
final class LogicApi {
    /** The field (and query parameter) naming the language of the texts. */
    private static final String LANG = "lang";
    /** The field naming how texts name cells: {@code cell} (C1, the default) or {@code rc} (r3c1). */
    private static final String NOTATION = "notation";

    private final Budget budget;
    private final int maxSide;
    private final Lazy<Explainer> explainer = new Lazy<>(Explainer::new);
    private final Lazy<Rater> rater = new Lazy<>(Rater::new);
    private final Lazy<Hinter> hinter = new Lazy<>(Hinter::new);

    private BiConsumer<Optional<String>, Grid> assisted = (id, position) -> { };

    LogicApi(Budget budget, int maxSide) {
        this.budget = budget;
        this.maxSide = maxSide;
    }

    /**
     * Calls {@code listener} with the {@code challenge} id (if named) and the position of every
     * answered explain or hint request (the player was helped); returns this.
     */
    LogicApi onAssist(BiConsumer<Optional<String>, Grid> listener) {
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
        JsonBody body = JsonBody.of(request,
                PuzzleField.withVariant("puzzle", "grid", "candidates", JsonBody.CHALLENGE, LANG, NOTATION));
        Optional<String> challenge = body.challenge();
        Lang lang = lang(body.text(LANG, "en"));
        Notation notation = notation(body);
        Grid puzzle = PuzzleField.puzzle(body, "puzzle", maxSide);
        Explanation e;
        if (body.has("grid") || body.has("candidates")) {
            Grid grid = position(body, puzzle);
            int[] marks = marks(body.node("candidates"), puzzle.geometry());
            e = budget.run(d -> logic(() -> {
                // the player's own mistakes come first: a wrong digit, or marks that leave out the solution's
                hinter.get().playersErrors(puzzle, grid, marks, 2, d.cancellation(), lang).ifPresent(error -> {
                    throw ApiException.badRequest(error.text()).with("field", error.kind() == Hint.Kind.MISTAKE
                            ? "grid" : "candidates").with("cells", error.cells().stream().map(puzzle.geometry()::cellName).toList());
                });
                return explainer.get().explain(new PencilMarkState(puzzle, Candidates.of(puzzle, grid, marks)),
                        d.cancellation());
            }, lang));
        } else {
            e = budget.run(d -> logic(() -> explainer.get().explain(puzzle, d.cancellation()), lang));
        }
        assisted.accept(challenge, position(body, puzzle));
        return ApiResponse.json(ExplanationView.of(e, lang, notation));
    }

    /** The player's grid of a request (the puzzle when absent): the puzzle's shape, clues kept. */
    private Grid position(JsonBody body, Grid puzzle) {
        return body.has("grid") ? PuzzleField.position(body, "grid", puzzle, maxSide) : puzzle;
    }

    ApiResponse rate(ApiRequest request) {
        JsonBody body = JsonBody.of(request, PuzzleField.withVariant("puzzle", LANG));
        Lang lang = lang(body.text(LANG, "en"));
        Grid puzzle = PuzzleField.puzzle(body, "puzzle", maxSide);
        RatingView view = budget.run(d -> logic(() -> {
            Solution s = Solution.of(puzzle, d.cancellation());
            return RatingView.of(null, puzzle.toLine(), s.status(), rater.get().rate(puzzle, s.unique(), d.cancellation()),
                    lang);
        }, lang));
        return ApiResponse.json(view);
    }

    ApiResponse hint(ApiRequest request) {
        JsonBody body = JsonBody.of(request, PuzzleField.withVariant("puzzle", "grid", "candidates", "level", JsonBody.CHALLENGE,
                LANG, NOTATION));
        Optional<String> challenge = body.challenge();
        Lang lang = lang(body.text(LANG, "en"));
        Notation notation = notation(body);
        Grid puzzle = PuzzleField.puzzle(body, "puzzle", maxSide);
        Grid grid = position(body, puzzle);
        Geometry g = puzzle.geometry();
        int[] marks = marks(body.node("candidates"), g);
        int level = (int) body.integer("level", 1, 1, 3);
        Hint h = budget.run(d -> logic(() -> hinter.get().hint(puzzle, grid, marks, level, d.cancellation(), lang, notation),
                lang));
        assisted.accept(challenge, grid);
        return ApiResponse.json(HintView.of(g, h, lang, notation));
    }

    ApiResponse techniques(ApiRequest request) {
        Lang lang = lang(request.query().getOrDefault(LANG, "en"));
        Set<Technique> implemented = Technique.implemented();
        List<TechniqueView> list = Arrays.stream(Technique.values())
                .map(t -> TechniqueView.of(t, implemented.contains(t) || t == Technique.GUESS, lang)).toList();
        List<Map<String, Object>> levels = Arrays.stream(Level.values()).map(l -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("level", l.label());
            m.put("up_to", l.upTo() > 100 ? null : l.upTo());
            return m;
        }).toList();
        return ApiResponse.json(Map.of("techniques", list, "levels", levels));
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

    /** The language named by the {@code lang} field or parameter; another value is a 400 naming the field. */
    private static Lang lang(String code) {
        try {
            return Lang.parse(code);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(LANG + ": " + LogSafe.clip(e.getMessage(), 80)).with("field", LANG);
        }
    }

    /** The notation named by the {@code notation} field ({@code cell} when absent); another value is a 400 naming the field. */
    private static Notation notation(JsonBody body) {
        try {
            return Notation.of(body.text(NOTATION, "cell"));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(NOTATION + ": " + LogSafe.clip(e.getMessage(), 80)).with("field", NOTATION);
        }
    }

    /**
     * Runs library code whose IllegalArgumentException means "bad puzzle" (no solution, clashes);
     * the error, in {@code lang}, carries the verdict word of {@code /api/solve}: {@code unsolvable}
     * or {@code invalid}.
     */
    private static <T> T logic(java.util.function.Supplier<T> work, Lang lang) {
        try {
            return work.get();
        } catch (PuzzleException e) {
            throw ApiException.badRequest("puzzle: " + e.message(lang)).with("field", "puzzle")
                    .with("status", e.status());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("puzzle: " + e.getMessage()).with("field", "puzzle");
        }
    }
}
