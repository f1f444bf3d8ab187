package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The players' board attacked through the API: one ranked entry per challenge, help that cannot
 * be taken back, help asked without the challenge id, a scripted time, and the reason given.
 */
class PlayersBoardTest {
    @TempDir
    static Path dir;
    static TestServer server;
    static final ShiftedClock CLOCK = new ShiftedClock();

    @BeforeAll
    static void start() {
        // behind a trusted proxy, so that a test can speak as another client (X-Forwarded-For)
        server = new TestServer(TestServer.functional(dir.resolve("players.db")).toBuilder().trustProxy(true).build(),
                CLOCK);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A challenge served to the client {@code client}: puzzle, id, diagonal. */
    record Served(String puzzle, String id, String diagonal) {
    }

    static Served serve(String client) {
        TestServer.Reply r = server.send(as(client, HttpRequest.newBuilder(
                URI.create(server.base + ChallengeApiTest.GET + "?level=easy")).GET()));
        assertThat(r.status()).isEqualTo(200);
        String puzzle = r.json().get("puzzle").asText();
        return new Served(puzzle, r.json().get("challenge").asText(), ChallengeApiTest.diagonal(puzzle));
    }

    static HttpRequest.Builder as(String client, HttpRequest.Builder request) {
        return request.header("X-Forwarded-For", client);
    }

    static TestServer.Reply post(String client, String path, String body) {
        return server.send(as(client, HttpRequest.newBuilder(URI.create(server.base + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))));
    }

    static JsonNode submit(String client, Served s, String email, Object... more) {
        Object[] fields = new Object[10 + more.length];
        Object[] base = {"puzzle", s.puzzle(), "email", email, "answer", s.diagonal(), "challenge", s.id(),
                "board", "players"};
        System.arraycopy(base, 0, fields, 0, base.length);
        System.arraycopy(more, 0, fields, base.length, more.length);
        TestServer.Reply r = post(client, ChallengeApiTest.SUBMIT, TestServer.json(fields));
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        return r.json();
    }

    static JsonNode board(String puzzle) {
        return server.get("/api/leaderboard?board=players&puzzle=" + puzzle).json().get("solvers");
    }

    static void notRanked(JsonNode verdict, String code) {
        assertThat(verdict.get("correct").asBoolean()).isTrue();
        assertThat(verdict.get("ranked").asBoolean()).isFalse();
        assertThat(verdict.get("not_ranked").get("code").asText()).isEqualTo(code);
        assertThat(verdict.get("not_ranked").get("message").asText()).contains("not", "rank");
    }

    @Test
    void oneChallengeRanksOneEntryWhateverTheEmails() {
        Served s = serve("198.51.100.1");
        CLOCK.advance(Duration.ofMinutes(3));
        JsonNode first = submit("198.51.100.1", s, "first@example.com");
        assertThat(first.get("ranked").asBoolean()).isTrue();
        for (int i = 0; i < 5; i++) {
            notRanked(submit("198.51.100.1", s, "sock" + i + "@example.com"), Ranking.ALREADY_RANKED);
        }
        assertThat(board(s.puzzle())).hasSize(1);
        assertThat(board(s.puzzle()).get(0).get("email").asText()).isEqualTo("f***@e******.com");
    }

    @Test
    void assistedCanBeSetButNeverUnset() {
        Served s = serve("198.51.100.2");
        CLOCK.advance(Duration.ofMinutes(3));
        JsonNode wrong = submit("198.51.100.2", s, "honest@example.com", "answer", "123456789", "assisted", true);
        assertThat(wrong.get("correct").asBoolean()).isFalse();
        assertThat(wrong.get("not_ranked").get("code").asText()).isEqualTo(Ranking.INCORRECT);
        notRanked(submit("198.51.100.2", s, "honest@example.com", "assisted", false), Ranking.ASSISTED);
        notRanked(submit("198.51.100.2", s, "other@example.com"), Ranking.ASSISTED);
        assertThat(board(s.puzzle())).isEmpty();
    }

    /** The help routes as the page calls them for a challenge's puzzle, without naming the challenge. */
    static TestServer.Reply help(String route, String client, Served s) {
        String puzzle = s.puzzle();
        // the player's grid: the puzzle with the solution's first empty cell filled
        String solution = server.post("/api/solve", TestServer.json("puzzle", puzzle)).json().get("solution").asText();
        int empty = puzzle.indexOf('.');
        String grid = puzzle.substring(0, empty) + solution.charAt(empty) + puzzle.substring(empty + 1);
        return switch (route) {
            case "solve" -> post(client, "/api/solve", TestServer.json("puzzle", puzzle));
            case "hint" -> post(client, "/api/hint", TestServer.json("puzzle", puzzle, "grid", grid));
            case "explain" -> post(client, "/api/explain", TestServer.json("puzzle", puzzle));
            case "check" -> post(client, "/api/validate", TestServer.json("puzzle", puzzle, "grid", grid));
            case "solve-a-filled-board" -> post(client, "/api/solve", TestServer.json("puzzle", grid));
            default -> throw new IllegalArgumentException(route);
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "hint", "explain", "check", "solve-a-filled-board"})
    void helpFromTheSameClientMarksTheOpenChallengeWithoutItsId(String route) {
        String client = "198.51.100.3";
        Served s = serve(client);
        assertThat(help(route, client, s).status()).isEqualTo(200);
        CLOCK.advance(Duration.ofMinutes(3));
        notRanked(submit(client, s, "helped@example.com"), Ranking.ASSISTED);
        assertThat(board(s.puzzle())).isEmpty();
    }

    @Test
    void helpFromAnotherClientOrAfterTheChallengeLeavesItRanked() {
        Served s = serve("198.51.100.4");
        assertThat(help("hint", "203.0.113.9", s).status()).isEqualTo(200);
        CLOCK.advance(Duration.ofMinutes(3));
        assertThat(submit("198.51.100.4", s, "alone@example.com").get("ranked").asBoolean()).isTrue();
        // solved: help asked now changes nothing
        assertThat(help("solve", "198.51.100.4", s).status()).isEqualTo(200);
        assertThat(board(s.puzzle())).hasSize(1);
    }

    @Test
    void thePagesCheckOfAFullGridIsNotHelp() {
        String client = "198.51.100.5";
        Served s = serve(client);
        String solution = server.post("/api/solve", TestServer.json("puzzle", s.puzzle())).json().get("solution").asText();
        TestServer.Reply check = post(client, "/api/validate", TestServer.json("puzzle", s.puzzle(), "grid", solution));
        assertThat(check.json().get("grid").get("solved").asBoolean()).isTrue();
        CLOCK.advance(Duration.ofMinutes(3));
        assertThat(submit(client, s, "full@example.com").get("ranked").asBoolean()).isTrue();
    }

    @Test
    void aTimeBelowTheHumanFloorIsCorrectButNotRanked() {
        Served s = serve("198.51.100.6");
        double floor = Ranking.floorSeconds(s.puzzle());
        assertThat(floor).isGreaterThan(10);
        CLOCK.advance(Duration.ofMillis((long) (floor * 1000) - 2000));
        JsonNode fast = submit("198.51.100.6", s, "script@example.com");
        notRanked(fast, Ranking.BELOW_HUMAN_FLOOR);
        assertThat(fast.get("seconds").asDouble()).isLessThan(floor);
        assertThat(fast.get("not_ranked").get("message").asText()).contains(String.valueOf(floor));
        assertThat(board(s.puzzle())).isEmpty();
        // the challenge is not spent by the scripted time: its player, later, is ranked
        CLOCK.advance(Duration.ofSeconds(10));
        assertThat(submit("198.51.100.6", s, "person@example.com").get("ranked").asBoolean()).isTrue();
    }

    @Test
    void theMachinesBoardHasNoHumanFloor() {
        String puzzle = server.get(ChallengeApiTest.GET).json().get("puzzle").asText();
        TestServer.Reply r = server.post(ChallengeApiTest.SUBMIT, TestServer.json("puzzle", puzzle,
                "email", "bot@example.com", "answer", ChallengeApiTest.diagonal(puzzle)));
        assertThat(r.json().get("ranked").asBoolean()).isTrue();
        assertThat(r.json().has("not_ranked")).isFalse();
    }
}
