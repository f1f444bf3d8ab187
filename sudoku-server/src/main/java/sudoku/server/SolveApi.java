package sudoku.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.view.internal.SolveView;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;
import sudoku.solve.internal.TeachingSolver;

/**
 * {@code POST /api/solve} and {@code POST /api/validate}. A 9x9 puzzle is solved at once on the
 * request's thread by the fastest engine; larger boards go through the {@link Budget}, with a
 * search that stops at its deadline.
 */
final class SolveApi {
    /** The largest number of solutions a client may ask to count. */
    static final long MAX_LIMIT = 10_000;

    private final Budget budget;
    private final int maxSide;
    private BiConsumer<Optional<String>, Grid> assisted = (id, position) -> { };

    SolveApi(Budget budget, int maxSide) {
        this.budget = budget;
        this.maxSide = maxSide;
    }

    /**
     * Calls {@code listener} with the {@code challenge} id (if named) and the position of every
     * answered solve, and of every check of a grid not yet full (the player was shown a solution
     * or their mistakes); returns this.
     */
    SolveApi onAssist(BiConsumer<Optional<String>, Grid> listener) {
        assisted = listener;
        return this;
    }

    /** Registers the routes. */
    void register(Router router) {
        router.post("/api/solve", this::solve);
        router.post("/api/validate", this::validate);
    }

    ApiResponse solve(ApiRequest request) {
        JsonBody body = JsonBody.of(request, PuzzleField.withVariant("puzzle", "limit", JsonBody.CHALLENGE));
        Optional<String> challenge = body.challenge();
        Grid puzzle;
        try {
            puzzle = PuzzleField.puzzle(body, "puzzle", maxSide);
        } catch (ApiException e) {
            throw e.details().containsKey("cells") ? e.with("status", "invalid") : e;
        }
        long limit = body.integer("limit", 2, 1, MAX_LIMIT);
        SolveResult r = search(puzzle, limit);
        assisted.accept(challenge, puzzle);
        return ApiResponse.json(SolveView.of(body.text("puzzle", puzzle.toLine()), puzzle, r));
    }

    ApiResponse validate(ApiRequest request) {
        JsonBody body = JsonBody.of(request, PuzzleField.withVariant("puzzle", "grid"));
        Grid puzzle = PuzzleField.isVariant(body) ? PuzzleField.puzzle(body, "puzzle", maxSide)
                : PuzzleField.unchecked(body.text("puzzle"), "puzzle", maxSide);
        Geometry g = puzzle.geometry();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("size", g.side());
        out.put("clues", puzzle.clueCount());
        List<Map<String, Object>> clashes = conflicts(puzzle);
        out.put("clashes", clashes);
        SolveResult r = clashes.isEmpty() ? search(puzzle, 2) : null;
        out.put("solutions", r == null ? 0 : r.count());
        out.put("unique", r != null && r.isUnique());
        out.put("valid", r != null && r.isUnique());
        out.put("message", r == null ? "clashing clues: " + clashes.get(0).get("message")
                : r.count() == 0 ? "no solution" + (r.reason() == null ? "" : ": " + r.reason())
                : r.count() == 1 ? "a valid puzzle: exactly one solution"
                : "not a valid puzzle: more than one solution");
        if (body.has("grid")) {
            Grid grid = PuzzleField.position(body, "grid", puzzle, maxSide);
            out.put("grid", progress(puzzle, grid, r));
            if (!grid.isFull()) {
                // the page's own check of a full grid (is it solved?) is not help; a check midway is
                assisted.accept(Optional.empty(), grid);
            }
        }
        return ApiResponse.json(out);
    }

    /** The check of a player's grid: changed clues, clashes, cells that differ from the solution. */
    private static Map<String, Object> progress(Grid puzzle, Grid grid, SolveResult r) {
        Geometry g = puzzle.geometry();
        List<String> changedClues = new ArrayList<>();
        List<String> mistakes = new ArrayList<>();
        Grid solution = r != null && r.isUnique() ? r.solutions().get(0) : null;
        int filled = 0;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            int d = grid.get(cell);
            filled += d == 0 ? 0 : 1;
            if (puzzle.get(cell) != 0 && d != puzzle.get(cell)) {
                changedClues.add(g.cellName(cell));
            } else if (solution != null && d != 0 && d != solution.get(cell)) {
                mistakes.add(g.cellName(cell));
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("filled", filled);
        out.put("complete", grid.isFull());
        out.put("solved", grid.isSolutionOf(puzzle));
        out.put("clashes", conflicts(grid));
        out.put("changed_clues", changedClues);
        if (solution != null) {
            out.put("mistakes", mistakes);
        }
        return out;
    }

    private static List<Map<String, Object>> conflicts(Grid grid) {
        Geometry g = grid.geometry();
        List<Map<String, Object>> out = new ArrayList<>();
        for (Grid.Conflict c : grid.conflicts()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("unit", g.unitName(c.unitId()));
            m.put("digit", c.digit());
            m.put("cells", List.of(g.cellName(c.firstCell()), g.cellName(c.secondCell())));
            m.put("message", c.describe(g));
            out.add(m);
        }
        return out;
    }

    /**
     * Solves 9x9 at once; other sizes and variants (an x-jigsaw or a killer can search long) on the
     * budget pool with a search that checks its deadline.
     */
    SolveResult search(Grid puzzle, long limit) {
        Geometry g = puzzle.geometry();
        if (g.equals(Geometry.CLASSIC)) {
            return Solvers.best(Geometry.CLASSIC).solve(puzzle, limit);
        }
        Solver engine = g.isVariant() ? Solvers.best(g) : new TeachingSolver();
        return budget.run(deadline -> engine.solve(puzzle, limit, deadline.cancellation()));
    }
}
