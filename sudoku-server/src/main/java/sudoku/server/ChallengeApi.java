package sudoku.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/**
 * The challenge: {@code GET /demo/sudoku/v0.1/getpuzzle} serves a puzzle (and remembers it),
 * {@code POST /demo/sudoku/v0.1/submit} checks the main diagonal of its solution and stores the
 * submission, {@code GET /api/leaderboard} lists who solved a puzzle, e-mails masked.
 */
final class ChallengeApi {
    /** The prefix of the challenge routes. */
    static final String PREFIX = "/demo/sudoku/v0.1";
    private static final int MAX_EMAIL = 254;
    /** The most digits a plain backtracking client may have to try on a default puzzle. */
    static final long NAIVE_LIMIT = 20_000;

    private final PuzzleSource source;
    private final Supplier<SubmissionStore> store;
    private final Clock clock;
    private final Budget budget;

    ChallengeApi(PuzzleSource source, Supplier<SubmissionStore> store, Clock clock, Budget budget) {
        this.source = source;
        this.budget = budget;
        this.store = store;
        this.clock = clock;
    }

    /** Registers the routes. */
    void register(Router router) {
        router.get(PREFIX + "/getpuzzle", this::getPuzzle);
        router.post(PREFIX + "/submit", this::submit);
        router.get("/api/leaderboard", this::leaderboard);
        router.get("/api/levels", r -> ApiResponse.json(Map.of("levels", source.levels())));
    }

    ApiResponse getPuzzle(ApiRequest request) throws SQLException {
        String asked = request.param("level", request.param("difficulty", null));
        String level = asked == null ? source.levels().get(0) : asked;
        Grid generated = budget.run(deadline -> source.next(level, ThreadLocalRandom.current(), deadline));
        SolveResult r = Solvers.best(Geometry.CLASSIC).solve(generated, 2);
        if (!r.isUnique()) {
            throw new IllegalStateException("the puzzle source gave a puzzle without a unique solution");
        }
        // a client that names no level is taken to be the seed's: its plain backtracking must finish fast
        Grid puzzle = asked == null ? NaiveSearchCost.easedFor(generated, r.solutions().get(0), NAIVE_LIMIT) : generated;
        store.get().remember(new SubmissionStore.Served(puzzle.toLine(), r.solutions().get(0).toLine(), level),
                clock.instant());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("puzzle", puzzle.toLine());
        out.put("status", "ok");
        out.put("level", level);
        return ApiResponse.json(out);
    }

    ApiResponse submit(ApiRequest request) throws SQLException {
        try {
            JsonBody body = request.json();
            String puzzle = normalise(body.text("puzzle"));
            String email = email(body);
            String answer = answer(body);
            SubmissionStore.Served served = store.get().find(puzzle).orElseThrow(() -> ApiException.badRequest(
                    "unknown puzzle: this server never served it; get one from " + PREFIX + "/getpuzzle")
                    .with("field", "puzzle"));
            String diagonal = Grid.parse(served.solution()).diagonal();
            boolean correct = diagonal.equals(answer);
            store.get().submit(puzzle, email, answer, correct, clock.instant());
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("status", "ok");
            out.put("correct", correct);
            out.put("message", correct
                    ? "Correct! " + answer + " is the main diagonal of the solution."
                    : "Not correct: " + answer + " is not the main diagonal of the solution. Try again.");
            return ApiResponse.json(out);
        } catch (ApiException e) {
            throw e.with("correct", false);
        }
    }

    ApiResponse leaderboard(ApiRequest request) throws SQLException {
        String raw = request.query().get("puzzle");
        if (raw == null || raw.isEmpty()) {
            throw ApiException.badRequest("missing query parameter 'puzzle' (the 81 characters of the puzzle)")
                    .with("field", "puzzle");
        }
        String puzzle = normalise(raw);
        Optional<SubmissionStore.Served> served = store.get().find(puzzle);
        if (served.isEmpty()) {
            throw new ApiException(404, "unknown puzzle: this server never served it").with("field", "puzzle");
        }
        List<Map<String, Object>> solvers = new ArrayList<>();
        int rank = 0;
        for (SubmissionStore.Solver s : store.get().solvers(puzzle, 100)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rank", ++rank);
            m.put("email", EmailMask.mask(s.email()));
            m.put("solvedAt", s.at().toString());
            solvers.add(m);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("puzzle", puzzle);
        out.put("level", served.get().level());
        out.put("submissions", store.get().submissionCount(puzzle));
        out.put("solvers", solvers);
        return ApiResponse.json(out);
    }

    /** The puzzle in one-line form ({@code .} for empty), whatever layout the client sent. */
    private static String normalise(String text) {
        Grid g = PuzzleField.unchecked(text, "puzzle", 9);
        if (!g.geometry().equals(Geometry.CLASSIC)) {
            throw ApiException.badRequest("puzzle: the challenge is played on 9x9 boards (81 cells)")
                    .with("field", "puzzle");
        }
        return g.toLine();
    }

    private static String email(JsonBody body) {
        String email = body.text("email").strip();
        if (email.isEmpty() || email.length() > MAX_EMAIL) {
            throw ApiException.badRequest("email must be 1 to " + MAX_EMAIL + " characters").with("field", "email");
        }
        int at = email.lastIndexOf('@');
        boolean plain = email.chars().allMatch(c -> c > 32 && c != 127);
        if (at <= 0 || at == email.length() - 1 || !plain) {
            throw ApiException.badRequest("email must look like name@example.com (no spaces)").with("field", "email");
        }
        return email;
    }

    private static String answer(JsonBody body) {
        JsonNode node = body.node("answer");
        String answer = node != null && node.isIntegralNumber() ? node.asText() : body.text("answer").strip();
        if (!answer.matches("[1-9]{9}")) {
            throw ApiException.badRequest("answer must be the 9 digits (1-9) of the solution's main diagonal, "
                    + "top-left to bottom-right, e.g. \"534916782\"; got " + answer.length() + " characters")
                    .with("field", "answer");
        }
        return answer;
    }
}
