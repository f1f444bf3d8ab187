package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.RawHttp.read;
import static sudoku.server.RawHttp.send;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an operator relies on: the access log's line, readiness, the metrics address, and the
 * client address behind a trusted proxy (in the log and for the per-client connection share).
 */
class OperatorTest {
    /** NCSA extended: client, identity, user, [time], "request line", status, bytes, "referer", "agent", then ms. */
    static final Pattern ACCESS_LINE = Pattern.compile("(\\S+) - - \\[\\d{2}/\\w{3}/\\d{4}:\\d{2}:\\d{2}:\\d{2} [+-]\\d{4}] "
            + "\"(\\S+) (\\S+) HTTP/1\\.1\" (\\d{3}) (\\d+) \"[^\"]*\" \"([^\"]*)\" (\\d+)");

    @TempDir
    Path dir;

    static List<String> accessLines(String log, String path) {
        List<String> out = new ArrayList<>();
        for (String line : log.split("\n")) {
            var m = ACCESS_LINE.matcher(line);
            if (m.matches() && m.group(3).equals(path)) {
                out.add(line);
            }
        }
        return out;
    }

    /** A file's text, read while the server may still be writing it. */
    static String contents(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void eachRequestGetsOneAccessLogLineWithClientTimeStatusBytesAndDuration() throws Exception {
        try (TestServer server = TestServer.on(dir.resolve("log.db"))) {
            server.send(HttpRequest.newBuilder(URI.create(server.base + "/api/techniques")).header("User-Agent", "probe/1"));
            TestServer.Reply missing = server.get("/api/nosuch");
            assertThat(missing.status()).isEqualTo(404);
            // a request's line is written once its answer is sent
            Await.until("both requests logged", () -> accessLines(server.log.toString(StandardCharsets.UTF_8),
                    "/api/nosuch").size() == 1 && accessLines(server.log.toString(StandardCharsets.UTF_8),
                    "/api/techniques").size() == 1);
            String log = server.log.toString(StandardCharsets.UTF_8);
            List<String> lines = accessLines(log, "/api/techniques");
            assertThat(lines).as(log).hasSize(1);
            var m = ACCESS_LINE.matcher(lines.get(0));
            assertThat(m.matches()).isTrue();
            assertThat(m.group(1)).isEqualTo("127.0.0.1");
            assertThat(m.group(2)).isEqualTo("GET");
            assertThat(m.group(4)).isEqualTo("200");
            assertThat(Long.parseLong(m.group(5))).isGreaterThan(100);
            assertThat(m.group(6)).isEqualTo("probe/1");
            assertThat(accessLines(log, "/api/nosuch")).singleElement().asString().contains("\" 404 ");
        }
    }

    @Test
    void theAccessLogCanGoToAFile() throws Exception {
        Path file = dir.resolve("access.log");
        try (TestServer server = new TestServer(TestServer.functional(dir.resolve("file.db")).toBuilder()
                .accessLog(file.toString()).build())) {
            server.get("/api/health");
            Await.until("the request logged in the file", () -> Files.exists(file)
                    && accessLines(contents(file), "/api/health").size() == 1);
        }
        assertThat(accessLines(Files.readString(file), "/api/health")).hasSize(1);
    }

    @Test
    void behindATrustedProxyTheForwardedClientIsLoggedAndHasItsOwnShare() throws Exception {
        try (TestServer server = new TestServer(TestServer.functional(dir.resolve("proxy.db")).toBuilder()
                .trustProxy(true).connectionsPerAddress(8).build())) {
            int port = server.server.port();
            // 40 proxied connections from one proxy address, each for a client of its own: none refused
            List<Socket> held = new ArrayList<>();
            try {
                for (int i = 0; i < 40; i++) {
                    Socket s = proxied(port);
                    held.add(s);
                    send(s, "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.7, 127.1.0." + (i + 1)
                            + "\r\n\r\n");
                    assertThat(read(s)).as("proxied connection " + i).startsWith("HTTP/1.1 200");
                }
                // one forwarded client holding more than its share is refused on the extra connection
                int refused = 0;
                for (int i = 0; i < 12; i++) {
                    Socket s = proxied(port);
                    held.add(s);
                    send(s, "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 127.2.0.9\r\n\r\n");
                    String r = read(s);
                    if (r.startsWith("HTTP/1.1 503")) {
                        assertThat(r).contains("too many connections from your address");
                        refused++;
                    }
                }
                assertThat(refused).isEqualTo(4);
            } finally {
                for (Socket s : held) {
                    s.close();
                }
            }
            Await.until("the proxied requests logged",
                    () -> server.log.toString(StandardCharsets.UTF_8).contains("127.1.0.40 - - ["));
            String log = server.log.toString(StandardCharsets.UTF_8);
            assertThat(log).contains("127.1.0.40 - - [").doesNotContain("198.51.100.7 - - [");
        }
    }

    static Socket proxied(int port) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress("127.0.0.77", 0));
        s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        s.setSoTimeout(10_000);
        return s;
    }

    @Test
    void readinessAsksTheDatabaseAndTheStock() throws Exception {
        try (TestServer server = new TestServer(TestServer.functional(dir.resolve("ready.db")).toBuilder()
                .stockPerLevel(1).build())) {
            assertThat(server.get("/api/health").json().get("status").asText()).isEqualTo("ok");
            TestServer.Reply ready = server.get("/api/ready");
            long until = System.nanoTime() + 60_000_000_000L;
            while (ready.status() == 503 && System.nanoTime() < until) {
                assertThat(ready.json().get("error").asText()).startsWith("not ready: ")
                        .containsAnyOf("database opening", "puzzle_stock filling");
                Thread.sleep(100);
                ready = server.get("/api/ready");
            }
            assertThat(ready.status()).as(ready.text()).isEqualTo(200);
            assertThat(ready.json().get("checks").get("database").asText()).isEqualTo("ok");
            assertThat(ready.json().get("checks").get("puzzle_stock").asText()).isEqualTo("ok");
        }
    }

    @Test
    void metricsAreServedOnTheirOwnAddressInPrometheusTextFormat() throws Exception {
        try (TestServer server = new TestServer(TestServer.functional(dir.resolve("metrics.db")).toBuilder()
                .metrics("127.0.0.1:0").build())) {
            assertThat(server.server.metricsPort()).isPositive();
            server.get("/api/health");
            server.get("/api/nosuch/" + "x".repeat(20));
            server.post("/api/solve", "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}");
            TestServer metrics = TestServer.client("http://127.0.0.1:" + server.server.metricsPort());
            TestServer.Reply r = metrics.get("/metrics");
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.contentType()).startsWith("text/plain; version=0.0.4");
            assertThat(r.text())
                    .contains("sudoku_http_requests_total{method=\"GET\",route=\"/api/health\",status=\"200\"} 1")
                    .contains("sudoku_http_requests_total{method=\"GET\",route=\"other\",status=\"404\"} 1")
                    .contains("sudoku_http_requests_total{method=\"POST\",route=\"/api/solve\",status=\"200\"} 1")
                    .contains("sudoku_http_request_duration_seconds_bucket{route=\"/api/solve\",le=\"+Inf\"} 1")
                    .contains("sudoku_work_queue_length 0")
                    .contains("sudoku_rejections_total{reason=\"rate_limited\"} 0")
                    .containsPattern("sudoku_connections_open [1-9]");
            // the service's address does not serve them, and the metrics address serves nothing else
            assertThat(server.get("/metrics").status()).isEqualTo(404);
            assertThat(metrics.get("/api/health").status()).isEqualTo(404);
        }
    }
}
