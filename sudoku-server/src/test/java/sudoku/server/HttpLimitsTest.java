package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Limits and hostile input: sizes, methods, paths, time budgets, log escaping, the page and the OpenAPI document. */
class HttpLimitsTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(ServerOptions.defaults().withDb(dir.resolve("limits.db")).withBudget(300));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /**
     * The 413 comes before the body is read: the request's head alone, declaring 70,000 bytes,
     * gets it. (A client that sends such a body whole before reading may find the connection
     * closed under it, depending on timing; the raw-socket cases of {@link HttpTransportTest}
     * and {@link HostileClientIT} send bodies too.)
     */
    @Test
    void oversizeBodyIs413() throws java.io.IOException {
        String reply = raw("POST /api/solve HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 70000");
        assertThat(reply).startsWith("HTTP/1.1 413");
        assertThat(reply).contains("larger than").contains("\"status\":\"error\"");
    }

    @Test
    void deepNestingIsRefused() {
        TestServer.Reply r = server.post("/api/solve", "{\"a\":" + "[".repeat(200) + "]".repeat(200) + "}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains("invalid JSON");
    }

    @Test
    void unknownRoutesAre404AndWrongMethods405() {
        assertThat(server.get("/api/nothing").status()).isEqualTo(404);
        assertThat(server.get("/api/nothing").json().get("status").asText()).isEqualTo("error");
        assertThat(server.get("/api/solve").status()).isEqualTo(405);
        assertThat(server.post("/index.html", "{}").status()).isEqualTo(405);
        // paths that climb out are refused as ambiguous (400) or not found (404), never served
        assertThat(server.get("/../../etc/passwd").status()).isIn(400, 404);
        assertThat(server.get("/static/../openapi.json").status()).isIn(400, 404);
        assertThat(server.get("/%2e%2e/pom.xml").status()).isIn(400, 404);
    }

    @Test
    void malformedQueryIs400() throws Exception {
        assertThat(raw("GET /api/leaderboard?puzzle=%zz HTTP/1.1")).startsWith("HTTP/1.1 400");
    }

    /**
     * Sends a request's head by hand, no body (for requests the JDK's client refuses to make or
     * would send whole): its request line and any header lines; returns the whole reply.
     */
    private static String raw(String head) throws java.io.IOException {
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", server.server.port())) {
            s.setSoTimeout(30_000);
            s.getOutputStream().write((head + "\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            return new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void workThatRunsOutOfTimeStopsAndFreesItsWorker() {
        // explaining or rating this 16x16 puzzle takes seconds of forcing chains (the empty board
        // is rated at once: a guess); each request must give its worker back at the deadline, or
        // the pool (one worker per core) would stay busy
        String hard16 = sudoku.testdata.TestData.hard16();
        for (String route : List.of("/api/explain", "/api/rate", "/api/explain", "/api/rate")) {
            long start = System.nanoTime();
            TestServer.Reply r = server.post(route, TestServer.json("puzzle", hard16));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(r.status()).as(route).isEqualTo(503);
            assertThat(r.json().get("error").asText()).contains("time budget of 300 ms");
            assertThat(millis).as("answered soon after the budget").isLessThan(5_000);
        }
        TestServer.Reply after = server.post("/api/explain", TestServer.json("puzzle",
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."));
        assertThat(after.status()).isEqualTo(200);
    }

    @Test
    void bigBoardSearchRunsOutOfTimeWithAClearError() {
        // counting 10,000 solutions of an empty 16x16 board takes a few hundred milliseconds: a
        // server with a 20 ms budget must stop it and say so
        try (TestServer quick = new TestServer(ServerOptions.defaults().toBuilder().db(dir.resolve("quick.db"))
                .budgetMillis(20).stockPerLevel(0).build())) {
            long start = System.nanoTime();
            TestServer.Reply r = quick.post("/api/solve", TestServer.json("puzzle", ".".repeat(256), "limit", 10_000));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(r.status()).isEqualTo(503);
            assertThat(r.json().get("error").asText()).contains("time budget of 20 ms");
            assertThat(millis).as("answered soon after the budget").isLessThan(5_000);
        }
    }

    @Test
    void requestTextIsEscapedInTheLog() {
        TestServer.Reply r = server.get("/api/x%1b%5b31m%0aforged%20line");
        assertThat(r.status()).isIn(400, 404);
        String log = server.log.toString();
        assertThat(log).contains("/api/x\\u001b[31m\\u000aforged line")
                .doesNotContain("\u001b").doesNotContain("\nforged");
    }

    @Test
    void pageIsServedWithSecurityHeaders() {
        TestServer.Reply page = server.get("/");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        assertThat(page.text()).contains("<html");
        TestServer.Reply r = server.send(HttpRequest.newBuilder(URI.create(server.base + "/")).GET());
        assertThat(r.text()).isEqualTo(page.text());
    }

    @Test
    void openApiDescribesEveryRoute() {
        TestServer.Reply doc = server.get("/api/openapi.json");
        assertThat(doc.status()).isEqualTo(200);
        JsonNode paths = doc.json().get("paths");
        List<String> missing = new ArrayList<>();
        for (String route : server.server.routes()) {
            String method = route.substring(0, route.indexOf(' ')).toLowerCase(java.util.Locale.ROOT);
            String path = route.substring(route.indexOf(' ') + 1);
            if (paths.get(path) == null || paths.get(path).get(method) == null) {
                missing.add(route);
            }
        }
        assertThat(server.server.routes()).hasSizeGreaterThan(10);
        assertThat(missing).isEmpty();
    }
}
