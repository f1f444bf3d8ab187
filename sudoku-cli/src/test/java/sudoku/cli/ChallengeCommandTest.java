package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.server.ChallengeAnswer;
import sudoku.server.ServerOptions;
import sudoku.server.SudokuServer;
import sudoku.solve.Solvers;
import sudoku.testdata.ReadmeExamples;
import sudoku.testdata.ReadmeExamples.Example;
import sudoku.testdata.ShellWords;

/**
 * {@code sudoku challenge} against a real {@link SudokuServer} on a free loopback port, and against
 * small local HTTP servers that answer what a broken or foreign server might.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ChallengeCommandTest {
    private static final String EMAIL = "robot@example.com";
    private static final String PUZZLE =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @TempDir
    static Path dir;
    private static SudokuServer server;
    private static String url;

    @BeforeAll
    static void start() throws IOException {
        server = SudokuServer.start(ServerOptions.defaults().toBuilder().db(dir.resolve("challenge.db"))
                .host("127.0.0.1").port(0).build(), new PrintStream(new ByteArrayOutputStream(), true));
        url = "http://127.0.0.1:" + server.port() + "/";
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    static List<Example> readmeExamples() {
        return ReadmeExamples.startingWith("./sudoku challenge ");
    }

    @Test
    void theReadmeShowsTheCommand() {
        assertThat(readmeExamples()).isNotEmpty();
    }

    /** The README's lines, run against the test server instead of the default URL. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("readmeExamples")
    void readmeExampleWorks(Example example) {
        String command = example.command();
        int expected = 0;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("#\\s*exit\\s+(\\d+)\\s*$").matcher(command);
        if (m.find()) {
            expected = Integer.parseInt(m.group(1));
            command = command.substring(0, m.start());
        }
        List<String> words = new java.util.ArrayList<>(ShellWords.split(command));
        int server = words.indexOf("--server");
        if (server >= 0) {
            words.set(server + 1, url);
        } else {
            words.addAll(List.of("--server", url));
        }
        Cli run = Cli.run(words.subList(1, words.size()).toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(expected);
        assertThat(run.out()).isNotBlank();
    }

    @Test
    void solvesSubmitsAndLandsOnTheMachinesLeaderboard() throws Exception {
        Cli run = Cli.run("challenge", "--server", url, "--email", EMAIL);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        String[] lines = run.lines();
        assertThat(lines[0]).startsWith("Puzzle from " + url).contains("challenge ");
        // the grid as the other commands display it, readable back as the puzzle
        Grid puzzle = Grid.parse(String.join("\n", Arrays.copyOfRange(lines, 1, 12)));
        String diagonal = ChallengeAnswer.of(Solvers.best(puzzle.geometry()).solution(puzzle).orElseThrow());
        assertThat(run.out()).contains("main diagonal A1, B2, ... I9 is " + diagonal);
        assertThat(lines[lines.length - 1])
                .isEqualTo("Correct! " + diagonal + " is the main diagonal of the solution.");

        JsonNode board = getJson(url + "api/leaderboard?board=machines&puzzle="
                + URLEncoder.encode(puzzle.toLine(), StandardCharsets.UTF_8));
        assertThat(board.get("solvers")).extracting(s -> s.get("email").asText()).contains("r***@e******.com");
    }

    @Test
    void jsonPrintsTheServersAnswerAsItCame() throws Exception {
        Cli run = Cli.run("challenge", "--server", url.substring(0, url.length() - 1), "--email", EMAIL,
                "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.lines()).hasSize(1);
        JsonNode verdict = Json.MAPPER.readTree(run.out());
        assertThat(verdict.get("status").asText()).isEqualTo("ok");
        assertThat(verdict.get("correct").asBoolean()).isTrue();
        assertThat(verdict.get("board").asText()).isEqualTo("machines");
        assertThat(Json.MAPPER.writeValueAsString(verdict)).isEqualTo(run.out().strip());
    }

    @Test
    void aWrongAnswerGetsTheServersVerdictAndItsOwnExitCode() {
        // nine 1s cannot be a diagonal: boxes 1, 5 and 9 would hold three 1s each
        Cli run = Cli.run("challenge", "--server", url, "--email", EMAIL, "--answer", "111111111");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.NOT_CORRECT);
        String[] lines = run.lines();
        assertThat(lines[lines.length - 1]).isEqualTo(
                "Not correct: 111111111 is not the main diagonal of the solution. Try again.");
        assertThat(run.out()).doesNotContain("Solved");
    }

    @Test
    void theLevelIsAskedFor() {
        Cli run = Cli.run("challenge", "--server", url, "--email", EMAIL, "--level", "hard");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
        assertThat(run.lines()[0]).contains("(level hard, challenge ");
    }

    @Test
    void anUnknownLevelIsTheServersError() {
        Cli run = Cli.run("challenge", "--server", url, "--email", EMAIL, "--level", "impossible");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(run.err()).contains(url + "demo/sudoku/v0.1/getpuzzle?level=impossible answered HTTP 400: ")
                .contains("easy");
    }

    @Test
    void aBadEmailGetsTheServers400Message() {
        Cli run = Cli.run("challenge", "--server", url, "--email", "a@b");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(run.err()).contains(url + "demo/sudoku/v0.1/submit answered HTTP 400: ")
                .contains("(field email)");
        Cli json = Cli.run("challenge", "--server", url, "--email", "a@b", "--format", "json");
        assertThat(json.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(json.err()).contains("(field email)");
        // the server's error, as it sent it
        assertThat(json.out()).startsWith("{").contains("\"status\":\"error\"").contains("\"field\":\"email\"");
    }

    @Test
    void aClosedPortIsUnreachable() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        String closed = "http://127.0.0.1:" + port + "/";
        Cli run = Cli.run("challenge", "--server", closed, "--email", EMAIL, "--timeout", "5");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(run.err()).startsWith("error: cannot reach the server at " + closed)
                .contains("connection refused");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void anUnknownHostIsUnreachable() {
        String nowhere = "http://no-such-host.invalid/";
        Cli run = Cli.run("challenge", "--server", nowhere, "--email", EMAIL, "--timeout", "5");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(run.err()).startsWith("error: cannot reach the server at " + nowhere).contains("unknown host");
    }

    @Test
    void aServerThatDoesNotAnswerInTimeIsLeft() throws IOException {
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
        HttpServer fake = fake(e -> {
            try {
                done.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
            reply(e, 200, "application/json", "{}", null);
        });
        try {
            long start = System.nanoTime();
            Cli run = Cli.run("challenge", "--server", base(fake), "--email", EMAIL, "--timeout", "1");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
            assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(run.err()).contains("the server at " + base(fake) + "demo/sudoku/v0.1/getpuzzle "
                    + "did not answer within 1 s (--timeout)");
        } finally {
            done.countDown();
            fake.stop(0);
        }
    }

    @Test
    void helpShowsExamplesAndExitCodes() {
        Cli run = Cli.run("help", "challenge");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("--server=URL").contains("--answer=DIGITS").contains("Examples:")
                .contains("sudoku challenge --email you@example.com").contains("7 not correct");
        // footer lines fit in picocli's 80 columns, so none is wrapped mid-sentence
        assertThat(run.out()).contains("  sudoku challenge --email you@example.com     # against 'sudoku serve' here\n")
                .contains("(server unreachable, an HTTP error, an answer that is not JSON, a puzzle\n");
    }

    @Test
    void anAnswerThatIsNotJsonIsSaidToBeSo() throws IOException {
        String html = "<!DOCTYPE html><html><head><title>Welcome</title></head><body>" + "x".repeat(300)
                + "</body></html>";
        HttpServer fake = fake(e -> reply(e, 200, "text/html", html, null));
        try {
            String base = base(fake);
            Cli run = Cli.run("challenge", "--server", base, "--email", EMAIL);
            assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(run.err()).contains(base + "demo/sudoku/v0.1/getpuzzle answered something that is not JSON")
                    .contains(html.substring(0, 200)).doesNotContain(html.substring(0, 201));
        } finally {
            fake.stop(0);
        }
    }

    @Test
    void anHttpErrorShowsTheStatusAndTheServersMessage() throws IOException {
        HttpServer fake = fake(e -> reply(e, 503, "application/json",
                "{\"status\":\"error\",\"message\":\"busy: try again in a minute\"}", "60"));
        try {
            String base = base(fake);
            Cli run = Cli.run("challenge", "--server", base, "--email", EMAIL);
            assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(run.err()).contains(base + "demo/sudoku/v0.1/getpuzzle answered HTTP 503: "
                    + "busy: try again in a minute; retry after 60 s");
        } finally {
            fake.stop(0);
        }
    }

    @Test
    void aServerWithOnlyTheSeedsFieldsWillDo() throws IOException {
        List<String> posted = new CopyOnWriteArrayList<>();
        HttpServer fake = fake(e -> {
            if (e.getRequestMethod().equals("POST")) {
                posted.add(new String(e.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
                reply(e, 200, "application/json", "{\"correct\": true, \"message\": \"Well done.\"}", null);
            } else {
                reply(e, 200, "application/json", "{\"puzzle\": \"" + PUZZLE + "\", \"status\": \"ok\"}", null);
            }
        });
        try {
            Cli run = Cli.run("challenge", "--server", base(fake), "--email", EMAIL);
            assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.OK);
            assertThat(run.lines()[0]).isEqualTo("Puzzle from " + base(fake) + ":");
            assertThat(run.lines()[run.lines().length - 1]).isEqualTo("Well done.");
            Grid puzzle = Grid.parse(PUZZLE);
            JsonNode body = Json.MAPPER.readTree(posted.get(0));
            assertThat(body.get("puzzle").asText()).isEqualTo(PUZZLE);
            assertThat(body.get("email").asText()).isEqualTo(EMAIL);
            assertThat(body.get("answer").asText())
                    .isEqualTo(ChallengeAnswer.of(Solvers.best(puzzle.geometry()).solution(puzzle).orElseThrow()));
            assertThat(body.has("challenge")).isFalse();
        } finally {
            fake.stop(0);
        }
    }

    @Test
    void aPuzzleWithNoSolutionIsNotSubmitted() throws IOException {
        List<String> posted = new CopyOnWriteArrayList<>();
        // no clashing clues, but A1 can hold no digit: 1-8 in its row, 9 in its column
        String unsolvable = ".12345678" + "9" + ".".repeat(71);
        HttpServer fake = fake(e -> {
            if (e.getRequestMethod().equals("POST")) {
                posted.add("posted");
            }
            reply(e, 200, "application/json", "{\"puzzle\": \"" + unsolvable + "\", \"status\": \"ok\"}", null);
        });
        try {
            Cli run = Cli.run("challenge", "--server", base(fake), "--email", EMAIL);
            assertThat(run.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(run.err()).contains(base(fake) + "demo/sudoku/v0.1/getpuzzle served a puzzle with no solution");
            assertThat(posted).isEmpty();
        } finally {
            fake.stop(0);
        }
    }

    @Test
    void aPuzzleWithManySolutionsIsPlayedWithAWarning() throws IOException {
        List<String> posted = new CopyOnWriteArrayList<>();
        String empty = ".".repeat(81);
        HttpServer fake = fake(e -> {
            if (e.getRequestMethod().equals("POST")) {
                posted.add(new String(e.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
                reply(e, 200, "application/json", "{\"correct\": false, \"message\": \"Not that one.\"}", null);
            } else {
                reply(e, 200, "application/json", "{\"puzzle\": \"" + empty + "\"}", null);
            }
        });
        try {
            Cli run = Cli.run("challenge", "--server", base(fake), "--email", EMAIL);
            assertThat(run.exitCode()).isEqualTo(ExitCodes.NOT_CORRECT);
            assertThat(run.err()).contains("warning: the puzzle from " + base(fake)).contains("more than one solution");
            assertThat(run.lines()[run.lines().length - 1]).isEqualTo("Not that one.");
            Grid puzzle = Grid.parse(empty);
            assertThat(Json.MAPPER.readTree(posted.get(0)).get("answer").asText())
                    .isEqualTo(ChallengeAnswer.of(Solvers.best(puzzle.geometry()).solve(puzzle, 2).solutions().get(0)));
        } finally {
            fake.stop(0);
        }
    }

    @Test
    void optionsAreCheckedBeforeAnyRequest() {
        Cli notNine = Cli.run("challenge", "--server", url, "--email", EMAIL, "--answer", "12345678");
        assertThat(notNine.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notNine.err()).contains("--answer must be 9 digits 1-9");
        Cli zero = Cli.run("challenge", "--server", url, "--email", EMAIL, "--answer", "123456780");
        assertThat(zero.exitCode()).isEqualTo(ExitCodes.USAGE);
        Cli notUrl = Cli.run("challenge", "--server", "ftp://example.com/", "--email", EMAIL);
        assertThat(notUrl.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notUrl.err()).contains("--server");
    }

    @Test
    void theEmailIsNeeded() {
        Assumptions.assumeTrue(System.getenv("SUDOKU_EMAIL") == null, "SUDOKU_EMAIL is set");
        Cli run = Cli.run("challenge", "--server", url);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--email").contains("SUDOKU_EMAIL");
    }

    private static HttpServer fake(HttpHandler handler) throws IOException {
        HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        s.createContext("/", handler);
        s.start();
        return s;
    }

    private static String base(HttpServer s) {
        return "http://127.0.0.1:" + s.getAddress().getPort() + "/";
    }

    private static void reply(HttpExchange e, int status, String type, String body, String retryAfter)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        e.getResponseHeaders().set("Content-Type", type);
        if (retryAfter != null) {
            e.getResponseHeaders().set("Retry-After", retryAfter);
        }
        e.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = e.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static JsonNode getJson(String uri) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(uri)).timeout(Duration.ofSeconds(20))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return Json.MAPPER.readTree(r.body());
    }
}
