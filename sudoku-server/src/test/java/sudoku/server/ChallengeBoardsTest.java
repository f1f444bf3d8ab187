package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** The two boards of the challenge: machines through the API, players on the page, help marked and unranked. */
class ChallengeBoardsTest {
    static final String GET = ChallengeApiTest.GET;
    static final String SUBMIT = ChallengeApiTest.SUBMIT;

    @TempDir
    static Path dir;
    static TestServer server;
    static final ShiftedClock CLOCK = new ShiftedClock();

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.functional(dir.resolve("boards.db")), CLOCK);
        ChallengeApiTest.server = server;
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static JsonNode serve(String level) {
        TestServer.Reply r = server.get(GET + "?level=" + level);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("challenge").asText()).matches("[A-Za-z0-9_-]{16,64}");
        return r.json();
    }

    static TestServer.Reply submit(String puzzle, String email, String answer, Object... more) {
        Object[] fields = new Object[6 + more.length];
        fields[0] = "puzzle";
        fields[1] = puzzle;
        fields[2] = "email";
        fields[3] = email;
        fields[4] = "answer";
        fields[5] = answer;
        System.arraycopy(more, 0, fields, 6, more.length);
        return server.post(SUBMIT, TestServer.json(fields));
    }

    static JsonNode board(String puzzle, String board) {
        TestServer.Reply r = server.get("/api/leaderboard?board=" + board + "&puzzle=" + puzzle);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("board").asText()).isEqualTo(board);
        return r.json().get("solvers");
    }

    @Test
    void theSameBoardTwiceGivesTwoChallengesWithTheirOwnTimes() throws Exception {
        JsonNode first = serve("easy");
        String puzzle = first.get("puzzle").asText();
        String diag = ChallengeApiTest.diagonal(puzzle);
        // a person's time: above the human floor of the players' board
        CLOCK.advance(java.time.Duration.ofSeconds(90));
        TestServer.Reply r = submit(puzzle, "player@example.com", diag, "challenge", first.get("challenge").asText(),
                "board", "players");
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("correct").asBoolean()).isTrue();
        assertThat(r.json().get("ranked").asBoolean()).isTrue();
        assertThat(r.json().get("assisted").asBoolean()).isFalse();
        assertThat(r.json().get("board").asText()).isEqualTo("players");
        assertThat(r.json().get("seconds").asDouble()).isGreaterThanOrEqualTo(90).isLessThan(120);
        assertThat(r.json().has("not_ranked")).isFalse();
        JsonNode players = board(puzzle, "players");
        assertThat(players).hasSize(1);
        assertThat(players.get(0).get("email").asText()).isEqualTo("p***@e******.com");
        assertThat(players.get(0).get("seconds").asDouble()).isEqualTo(r.json().get("seconds").asDouble());
        assertThat(board(puzzle, "machines")).isEmpty();
    }

    @Test
    void helpMakesAChallengeAssistedAndUnrankedOnThePlayersBoard() {
        JsonNode served = serve("easy");
        String puzzle = served.get("puzzle").asText();
        String id = served.get("challenge").asText();
        // the page names its challenge when it asks for help
        TestServer.Reply solved = server.post("/api/solve", TestServer.json("puzzle", puzzle, "challenge", id));
        assertThat(solved.status()).isEqualTo(200);
        TestServer.Reply r = submit(puzzle, "helped@example.com", ChallengeApiTest.diagonal(puzzle), "challenge", id,
                "board", "players");
        assertThat(r.json().get("correct").asBoolean()).isTrue();
        assertThat(r.json().get("assisted").asBoolean()).isTrue();
        assertThat(r.json().get("ranked").asBoolean()).isFalse();
        assertThat(r.json().get("not_ranked").get("code").asText()).isEqualTo("assisted");
        assertThat(r.json().get("not_ranked").get("message").asText()).contains("not ranked");
        assertThat(board(puzzle, "players")).isEmpty();
    }

    @Test
    void thePageSayingItHelpedIsEnoughToUnrank() {
        JsonNode served = serve("medium");
        String puzzle = served.get("puzzle").asText();
        TestServer.Reply r = submit(puzzle, "honest@example.com", ChallengeApiTest.diagonal(puzzle), "challenge",
                served.get("challenge").asText(), "board", "players", "assisted", true);
        assertThat(r.json().get("ranked").asBoolean()).isFalse();
        assertThat(board(puzzle, "players")).isEmpty();
    }

    @Test
    void theSeedsClientRanksOnTheMachinesBoard() {
        String puzzle = server.get(GET).json().get("puzzle").asText();
        TestServer.Reply r = submit(puzzle, "bot@example.com", ChallengeApiTest.diagonal(puzzle));
        assertThat(r.json().get("board").asText()).isEqualTo("machines");
        assertThat(r.json().get("ranked").asBoolean()).isTrue();
        assertThat(board(puzzle, "machines")).hasSize(1);
        assertThat(board(puzzle, "players")).isEmpty();
    }

    @Test
    void thePlayersBoardNeedsAChallengeOfThatPuzzle() {
        JsonNode a = serve("easy");
        JsonNode b = serve("easy");
        String puzzle = a.get("puzzle").asText();
        String diag = ChallengeApiTest.diagonal(puzzle);
        TestServer.Reply none = submit(puzzle, "x@example.com", diag, "board", "players");
        assertThat(none.status()).isEqualTo(400);
        assertThat(none.json().get("field").asText()).isEqualTo("challenge");
        if (!b.get("puzzle").asText().equals(puzzle)) {
            TestServer.Reply other = submit(puzzle, "x@example.com", diag, "board", "players", "challenge",
                    b.get("challenge").asText());
            assertThat(other.status()).isEqualTo(400);
            assertThat(other.json().get("field").asText()).isEqualTo("challenge");
        }
        TestServer.Reply unknown = submit(puzzle, "x@example.com", diag, "challenge", "nosuchchallenge000");
        assertThat(unknown.status()).isEqualTo(400);
        TestServer.Reply badBoard = submit(puzzle, "x@example.com", diag, "board", "humans");
        assertThat(badBoard.status()).isEqualTo(400);
        assertThat(badBoard.json().get("field").asText()).isEqualTo("board");
    }

    @ParameterizedTest
    @ValueSource(strings = {"a@<script>alert(1)</script>", "a@b", "a b@example.com", "<a>@example.com",
            "a@@example.com", "a@example..com", "a@-example.com", "@example.com", "a@example.com.", "", "  ",
            "a@ex ample.com", "\"a\"@example.com"})
    void badEmailsAre400NamingTheField(String email) {
        String puzzle = server.get(GET).json().get("puzzle").asText();
        TestServer.Reply r = submit(puzzle, email, ChallengeApiTest.diagonal(puzzle));
        assertThat(r.status()).as(email).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo("email");
        assertThat(r.json().get("correct").asBoolean()).isFalse();
    }

    @Test
    void aTooLongEmailIs400() {
        String puzzle = server.get(GET).json().get("puzzle").asText();
        String email = "a".repeat(64) + "@" + "b".repeat(63) + "." + "c".repeat(63) + "." + "d".repeat(63) + ".com";
        assertThat(email.length()).isGreaterThan(254);
        TestServer.Reply r = submit(puzzle, email, ChallengeApiTest.diagonal(puzzle));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains("254");
    }

    @ParameterizedTest
    @CsvSource({"fruscitti@example.com,f***@e******.com", "a@b.co,a***@b.co", "jo@mail.example.org,j***@m***.example.org",
            "ñandú@correo.es,ñ***@c*****.es"})
    void masksHideTheLocalPartAndTheDomainsFirstLabel(String email, String masked) {
        assertThat(EmailAddress.mask(email)).isEqualTo(masked);
        assertThat(EmailAddress.check(email)).isEqualTo(email);
    }
}
