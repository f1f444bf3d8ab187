package sudoku.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * The challenge: {@code GET /demo/sudoku/v0.1/getpuzzle} serves a puzzle (and remembers it),
 * {@code POST /demo/sudoku/v0.1/submit} checks the main diagonal of its solution and stores the
 * submission, {@code GET /api/leaderboard} lists who solved a puzzle, e-mails masked.
 */
final class ChallengeApi {
    /** The prefix of the challenge routes. */
    static final String PREFIX = "/demo/sudoku/v0.1";
    /** The most digits a plain backtracking client may have to try on a default puzzle. */
    static final long NAIVE_LIMIT = 20_000;

    /** The board of the page's players, who must not use help to be ranked. */
    static final String PLAYERS = "players";
    /** The board of the machines: submissions through the API, as the seed's client makes them. */
    static final String MACHINES = "machines";
    private static final java.security.SecureRandom IDS = new java.security.SecureRandom();

    private final PuzzleStock stock;
    private final Supplier<SubmissionStore> store;
    private final Clock clock;
    private final Budget budget;

    ChallengeApi(PuzzleStock stock, Supplier<SubmissionStore> store, Clock clock, Budget budget) {
        this.stock = stock;
        this.budget = budget;
        this.store = store;
        this.clock = clock;
    }

    /** Registers the routes. */
    void register(Router router) {
        router.get(PREFIX + "/getpuzzle", this::getPuzzle);
        router.post(PREFIX + "/submit", this::submit);
        router.get("/api/leaderboard", this::leaderboard);
        router.get("/api/levels", r -> {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("levels", stock.levels());
            out.put("ready", stock.counts());
            return ApiResponse.json(out);
        });
    }

    ApiResponse getPuzzle(ApiRequest request) {
        String asked = request.param("level", request.param("difficulty", null));
        String key = asked == null ? PuzzleStock.DEFAULT : level(asked);
        // from stock; when a level has run dry, made here within the budget (never queued behind long jobs)
        PuzzleStock.Ready ready = stock.take(key).orElseGet(() ->
                stock.make(key, Deadline.in(budget.millis()), ThreadLocalRandom.current()));
        String id = newId();
        Instant now = clock.instant();
        String puzzle = ready.puzzle().toLine();
        SubmissionStore db = store.get();
        String client = ClientContext.address();
        db.serveChallenge(new SubmissionStore.Served(puzzle, ready.solution().toLine(), ready.level()), id, now,
                client);
        servedTo(client);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("puzzle", puzzle);
        out.put("status", "ok");
        out.put("level", ready.level());
        out.put("challenge", id);
        return ApiResponse.json(out);
    }

    /** The level as the source names it (any case); a 400 listing the levels otherwise. */
    private String level(String asked) {
        for (String l : stock.levels()) {
            if (l.equalsIgnoreCase(asked)) {
                return l;
            }
        }
        throw PuzzleSource.unknownLevel(asked, stock.levels());
    }

    private static String newId() {
        byte[] b = new byte[12];
        IDS.nextBytes(b);
        return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /**
     * Marks a challenge as played with help, when a solve, hint or explain request names it.
     * @throws ApiException 400 naming the field {@code challenge} when there is no such challenge
     */
    void assisted(String challenge) {
        if (!store.get().markAssisted(challenge)) {
            throw ApiException.badRequest("unknown challenge '" + LogSafe.clip(challenge, 64)
                    + "': get one from " + PREFIX + "/getpuzzle").with("field", "challenge");
        }
    }

    /**
     * Help was given on {@code position} (a puzzle or a player's grid), naming {@code challenge}
     * or not: the challenge named, and every open challenge served to the same client whose
     * solution agrees with the position, are marked assisted.
     */
    void helped(Optional<String> challenge, Grid position) {
        challenge.ifPresent(this::assisted);
        String client = ClientContext.address();
        if (!position.geometry().equals(Geometry.CLASSIC) || position.clueCount() < MIN_MATCH
                || !servedTo.contains(client)) {
            return;
        }
        String line = position.toLine();
        SubmissionStore db;
        try {
            db = store.get();
        } catch (ApiException e) {
            return; // no database: no challenge can be open (and help is still given)
        }
        db.markAssisted(client, solution -> agrees(line, solution));
    }

    /** Fewer digits than this fit many puzzles: a position names a challenge's puzzle only with as many. */
    static final int MIN_MATCH = 17;

    /** Whether every digit of {@code position} is the solution's in its cell. */
    static boolean agrees(String position, String solution) {
        for (int i = 0; i < position.length(); i++) {
            char ch = position.charAt(i);
            if (ch >= '1' && ch <= '9' && ch != solution.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The clients served a challenge since start, the most recent first kept: only their help is looked up. */
    private final java.util.Set<String> servedTo = java.util.Collections.synchronizedSet(
            java.util.Collections.newSetFromMap(new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                    return size() > 100_000;
                }
            }));

    private void servedTo(String client) {
        servedTo.add(client);
    }

    ApiResponse submit(ApiRequest request) {
        try {
            JsonBody body = JsonBody.of(request, "puzzle", "email", "answer", "challenge", "board", "assisted");
            String puzzle = normalise(body.text("puzzle"));
            String email = EmailAddress.check(body.text("email"));
            String answer = answer(body);
            String board = body.text("board", MACHINES);
            if (!board.equals(PLAYERS) && !board.equals(MACHINES)) {
                throw ApiException.badRequest("board must be \"players\" or \"machines\"").with("field", "board");
            }
            boolean assisted = body.bool("assisted", false);
            String challengeId = body.challenge().orElse(null);
            SubmissionStore db = store.get();
            SubmissionStore.Served served = db.find(puzzle).orElseThrow(() -> ApiException.badRequest(
                    "unknown puzzle: this server never served it; get one from " + PREFIX + "/getpuzzle")
                    .with("field", "puzzle"));
            Instant now = clock.instant();
            Instant servedAt;
            if (challengeId != null) {
                SubmissionStore.Challenge c = db.challenge(challengeId).orElseThrow(() -> ApiException.badRequest(
                        "unknown challenge: this server never served it").with("field", "challenge"));
                if (!c.puzzle().equals(puzzle)) {
                    throw ApiException.badRequest("this challenge was served with another puzzle")
                            .with("field", "challenge");
                }
                // once assisted, always: a later submission saying false does not undo it
                assisted |= c.assisted() || db.assistPending(challengeId);
                servedAt = c.servedAt();
            } else if (board.equals(PLAYERS)) {
                throw ApiException.badRequest("the players' board needs the challenge id that getpuzzle gave")
                        .with("field", "challenge");
            } else {
                servedAt = db.lastServed(puzzle).orElse(null);
            }
            Double seconds = servedAt == null ? null
                    : Math.max(0, java.time.Duration.between(servedAt, now).toMillis()) / 1000.0;
            boolean correct = ChallengeAnswer.of(Grid.parse(served.solution())).equals(answer);
            String unranked = !correct ? Ranking.INCORRECT
                    : assisted ? Ranking.ASSISTED
                    : board.equals(PLAYERS) && seconds != null && seconds < Ranking.floorSeconds(puzzle)
                    ? Ranking.BELOW_HUMAN_FLOOR : null;
            unranked = db.submit(new SubmissionStore.Submission(puzzle, email, answer, correct, now, board,
                    challengeId, assisted, seconds, unranked));
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("status", "ok");
            out.put("correct", correct);
            out.put("message", correct
                    ? "Correct! " + answer + " is the main diagonal of the solution."
                    : "Not correct: " + answer + " is not the main diagonal of the solution. Try again.");
            out.put("board", board);
            out.put("assisted", assisted);
            out.put("ranked", unranked == null);
            if (unranked != null) {
                out.put("not_ranked", Ranking.why(unranked, puzzle));
            }
            out.put("seconds", seconds);
            return ApiResponse.json(out);
        } catch (ApiException e) {
            throw e.with("correct", false);
        }
    }

    ApiResponse leaderboard(ApiRequest request) {
        String raw = request.query().get("puzzle");
        if (raw == null || raw.isEmpty()) {
            throw ApiException.badRequest("missing query parameter 'puzzle' (the 81 characters of the puzzle)")
                    .with("field", "puzzle");
        }
        String board = request.param("board", PLAYERS);
        if (!board.equals(PLAYERS) && !board.equals(MACHINES)) {
            throw ApiException.badRequest("board must be players or machines").with("field", "board");
        }
        String puzzle = normalise(raw);
        Optional<SubmissionStore.Served> served = store.get().find(puzzle);
        if (served.isEmpty()) {
            throw new ApiException(404, "unknown puzzle: this server never served it").with("field", "puzzle");
        }
        List<Map<String, Object>> solvers = new ArrayList<>();
        int rank = 0;
        for (SubmissionStore.Solver s : store.get().solvers(puzzle, board, 100)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rank", ++rank);
            m.put("email", EmailAddress.mask(s.email()));
            m.put("seconds", s.seconds());
            m.put("solved_at", s.at().toString());
            solvers.add(m);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("puzzle", puzzle);
        out.put("level", served.get().level());
        out.put("board", board);
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
