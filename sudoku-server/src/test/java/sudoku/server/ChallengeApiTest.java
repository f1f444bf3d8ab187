package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Grid;
import sudoku.solve.internal.TeachingSolver;

/** The seed's challenge flow and every way a submission can be wrong, against a real server. */
class ChallengeApiTest {
    static final String GET = "/demo/sudoku/v0.1/getpuzzle";
    static final String SUBMIT = "/demo/sudoku/v0.1/submit";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("challenge.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Gets a puzzle the way the seed's client does: {@code r.json()['puzzle']}. */
    static String getPuzzle(String query) {
        TestServer.Reply r = server.get(GET + query);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("status").asText()).isEqualTo("ok");
        return r.json().get("puzzle").asText();
    }

    /** The diagonal as the seed computes it, from a solution found here (not by the server). */
    static String diagonal(String puzzle) {
        Grid solution = new TeachingSolver().solution(Grid.parse(puzzle)).orElseThrow();
        StringBuilder d = new StringBuilder();
        for (int j = 0; j < 9; j++) {
            d.append(solution.toLine().charAt(j * 9 + j));
        }
        return d.toString();
    }

    @Test
    void seedClientFlowGetsCorrectThenWrongVerdicts() {
        String po = getPuzzle("");
        assertThat(po).hasSize(81).matches("[1-9.]{81}");
        String diag = diagonal(po);

        TestServer.Reply ok = server.post(SUBMIT, TestServer.json("puzzle", po, "email", "fruscitti@xxxxx.com", "answer", diag));
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.json().get("status").asText()).isEqualTo("ok");
        assertThat(ok.json().get("correct").asBoolean()).isTrue();
        assertThat(ok.json().get("message").asText()).isNotBlank();

        String wrong = diag.substring(1) + diag.charAt(0);
        if (wrong.equals(diag)) {
            wrong = diag.charAt(0) == '1' ? "2" + diag.substring(1) : "1" + diag.substring(1);
        }
        TestServer.Reply no = server.post(SUBMIT, TestServer.json("puzzle", po, "email", "other@example.org", "answer", wrong));
        assertThat(no.status()).isEqualTo(200);
        assertThat(no.json().get("correct").asBoolean()).isFalse();
        assertThat(no.json().get("message").asText()).isNotBlank();

        TestServer.Reply board = server.get("/api/leaderboard?board=machines&puzzle=" + po);
        assertThat(board.status()).isEqualTo(200);
        assertThat(board.json().get("submissions").asLong()).isEqualTo(2);
        assertThat(board.json().get("solvers")).hasSize(1);
        assertThat(board.json().get("solvers").get(0).get("email").asText()).isEqualTo("f***@x****.com");
        assertThat(board.text()).doesNotContain("fruscitti").doesNotContain("other@");
    }

    /** The seed's solver: cells in reading order, digits its row, column and box allow; counts the digits tried. */
    static long seedSolverTries(char[] p, int from, long[] tries) {
        int cell = from;
        while (cell < 81 && p[cell] != '.') {
            cell++;
        }
        if (cell == 81) {
            return tries[0];
        }
        for (char v = '1'; v <= '9'; v++) {
            boolean ok = true;
            for (int i = 0; i < 9 && ok; i++) {
                int r = cell / 9;
                int c = cell % 9;
                int b = (r / 3 * 3 + i / 3) * 9 + c / 3 * 3 + i % 3;
                ok = p[r * 9 + i] != v && p[i * 9 + c] != v && p[b] != v;
            }
            if (ok) {
                tries[0]++;
                p[cell] = v;
                if (seedSolverTries(p, cell + 1, tries) >= 0 && isFull(p)) {
                    return tries[0];
                }
            }
        }
        p[cell] = '.';
        return tries[0];
    }

    private static boolean isFull(char[] p) {
        return new String(p).indexOf('.') < 0;
    }

    @Test
    void defaultPuzzlesAreQuickForTheSeedsPlainBacktracking() {
        for (int i = 0; i < 5; i++) {
            TestServer.Reply r = server.get(GET);
            assertThat(r.json().get("level").asText()).isEqualTo("easy");
            String po = r.json().get("puzzle").asText();
            long tries = seedSolverTries(po.toCharArray(), 0, new long[1]);
            assertThat(tries).as(po).isLessThanOrEqualTo(ChallengeApi.NAIVE_LIMIT);
        }
    }

    @Test
    void leaderboardListsEarliestFirstOnceEach() {
        String po = getPuzzle("?level=hard");
        String diag = diagonal(po);
        for (String email : new String[] {"zed@b.example", "amy@a.example", "zed@b.example"}) {
            server.post(SUBMIT, TestServer.json("puzzle", po, "email", email, "answer", diag));
        }
        TestServer.Reply board = server.get("/api/leaderboard?board=machines&puzzle=" + po);
        assertThat(board.json().get("level").asText()).isEqualTo("hard");
        assertThat(board.json().get("solvers")).hasSize(2);
        assertThat(board.json().get("solvers").get(0).get("email").asText()).isEqualTo("z***@b.example");
        assertThat(board.json().get("solvers").get(1).get("email").asText()).isEqualTo("a***@a.example");
    }

    @Test
    void submitAcceptsAnyLayoutOfTheServedPuzzle() {
        String po = getPuzzle("?level=easy");
        String spaced = po.replace('.', '0').replaceAll("(.{9})", "$1\n");
        TestServer.Reply ok = server.post(SUBMIT, TestServer.json("puzzle", spaced, "email", "a@b.c", "answer", diagonal(po)));
        assertThat(ok.json().get("correct").asBoolean()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"12345678", "1234567890", "12345678a", "023456789", "", "1 2345678"})
    void answersThatAreNotNineDigitsAre400(String answer) {
        String po = getPuzzle("");
        TestServer.Reply r = server.post(SUBMIT, TestServer.json("puzzle", po, "email", "a@b.c", "answer", answer));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("status").asText()).isEqualTo("error");
        assertThat(r.json().get("correct").asBoolean()).isFalse();
        assertThat(r.json().get("field").asText()).isEqualTo("answer");
        assertThat(r.json().get("error").asText()).contains("9 digits");
    }

    @Test
    void unknownPuzzleIs400() {
        String never = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        TestServer.Reply r = server.post(SUBMIT, TestServer.json("puzzle", never, "email", "a@b.c", "answer", "123456789"));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains("unknown puzzle");
        assertThat(server.get("/api/leaderboard?puzzle=" + never).status()).isEqualTo(404);
    }

    @ParameterizedTest
    @ValueSource(strings = {"puzzle", "email", "answer"})
    void missingFieldIs400NamingIt(String field) {
        String po = getPuzzle("");
        var node = TestServer.MAPPER.createObjectNode().put("puzzle", po).put("email", "a@b.c").put("answer", "123456789");
        node.remove(field);
        TestServer.Reply r = server.post(SUBMIT, node.toString());
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo(field);
        assertThat(r.json().get("error").asText()).contains(field);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"puzzle\": ", "not json", "[1,2,3]", "\"text\"", "", "{\"a\":1}}"})
    void invalidJsonIs400(String body) {
        TestServer.Reply r = server.post(SUBMIT, body);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("status").asText()).isEqualTo("error");
        assertThat(r.json().get("correct").asBoolean()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"no-at-sign", "@example.com", "name@", "two words@example.com"})
    void badEmailIs400(String email) {
        String po = getPuzzle("");
        TestServer.Reply r = server.post(SUBMIT, TestServer.json("puzzle", po, "email", email, "answer", "123456789"));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo("email");
    }

    @Test
    void unknownLevelIs400ListingTheKnownOnes() {
        TestServer.Reply r = server.get(GET + "?level=impossible");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains("impossible").contains("easy");
    }

    @Test
    void submitByGetIs405() {
        TestServer.Reply r = server.get(SUBMIT);
        assertThat(r.status()).isEqualTo(405);
        assertThat(r.json().get("error").asText()).contains("POST");
    }

    @Test
    void leaderboardWithoutPuzzleIs400() {
        assertThat(server.get("/api/leaderboard").status()).isEqualTo(400);
        assertThat(server.get("/api/leaderboard?puzzle=123").json().get("error").asText()).contains("cells");
    }
}
