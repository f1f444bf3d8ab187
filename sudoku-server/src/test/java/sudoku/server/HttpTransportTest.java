package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.RawHttp.read;
import static sudoku.server.RawHttp.send;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The HTTP/1.1 transport on raw sockets: keep-alive, limits, malformed and hostile requests. */
class HttpTransportTest {
    static final String SOLVE_BODY = "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(TestServer.functional(dir.resolve("transport.db")).toBuilder()
                .connectionsPerAddress(4).build());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Socket connect() throws IOException {
        Socket s = new Socket("127.0.0.1", server.server.port());
        s.setSoTimeout(10_000);
        return s;
    }

    private static String post(String body, String extraHeaders) {
        return "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + extraHeaders
                + "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    @Test
    void keepAliveServesRequestsOneAfterAnother() throws IOException {
        try (Socket s = connect()) {
            for (int i = 0; i < 3; i++) {
                send(s, post(SOLVE_BODY, ""));
                String r = read(s);
                assertThat(r).startsWith("HTTP/1.1 200").contains("\"status\":\"solved\"").doesNotContain("Connection: close");
            }
        }
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws IOException {
        try (Socket s = connect()) {
            send(s, post(SOLVE_BODY, "") + "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(read(s)).contains("status");
            assertThat(read(s)).contains("\"status\":\"ok\"");
        }
    }

    @Test
    void http10AndConnectionCloseClose() throws IOException {
        try (Socket s = connect()) {
            send(s, "GET /api/health HTTP/1.0\r\n\r\n");
            assertThat(read(s)).startsWith("HTTP/1.").contains(" 200 ");
            assertThat(s.getInputStream().read()).isEqualTo(-1);
        }
    }

    @Test
    void expectContinueIsHonoured() throws IOException {
        try (Socket s = connect()) {
            String request = post(SOLVE_BODY, "Expect: 100-continue\r\n");
            int split = request.indexOf("\r\n\r\n") + 4;
            send(s, request.substring(0, split));
            assertThat(read(s)).startsWith("HTTP/1.1 100 Continue");
            send(s, request.substring(split));
            assertThat(read(s)).startsWith("HTTP/1.1 200");
        }
    }

    @Test
    void malformedRequestsGetJsonErrorsAndAClosedConnection() throws IOException {
        String[][] cases = {
                {"NONSENSE\r\n\r\n", "400"},
                {"GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", "400"},
                {"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n", "413"},
                // conflicting lengths: the classic request-smuggling shape
                {"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 89\r\n\r\n", "400"},
                {"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length : 2\r\n\r\n{}", "400"},
                {"POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}", "400"},
                {"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n", "400"},
                {"GET /api/health HTTP/1.1\r\n\r\n", "400"},
                {"GET /api/health HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", "400"},
                {"GET /api/health HTTP/1.7\r\nHost: x\r\n\r\n", "505"},
                {"GET /api/health HTTP/1.1\r\nHost: x\r\n" + "X-Long: " + "a".repeat(20000) + "\r\n\r\n", "431"},
                {"GET /" + "a".repeat(20000) + " HTTP/1.1\r\nHost: x\r\n\r\n", "414"},
                {"GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n", "400"},
                {"GET api/health HTTP/1.1\r\nHost: x\r\n\r\n", "400"},
        };
        for (String[] c : cases) {
            try (Socket s = connect()) {
                send(s, c[0]);
                String r = read(s);
                assertThat(r).as(c[0].substring(0, Math.min(60, c[0].length()))).startsWith("HTTP/1.1 " + c[1])
                        .contains("\"status\":\"error\"").doesNotContain("org.eclipse").doesNotContain("Exception");
                assertThat(s.getInputStream().read()).as("closed after " + c[1]).isEqualTo(-1);
            }
        }
    }

    @Test
    void chunkedBodiesAreReadWithinTheLimit() throws IOException {
        try (Socket s = connect()) {
            String chunk = SOLVE_BODY;
            send(s, "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(chunk.length()) + "\r\n" + chunk
                    + "\r\n0\r\n\r\n");
            assertThat(read(s)).startsWith("HTTP/1.1 200").contains("\"status\":\"solved\"");
        }
        try (Socket s = connect()) {
            String big = "x".repeat(70_000);
            send(s, "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + Integer.toHexString(big.length()) + "\r\n" + big + "\r\n0\r\n\r\n");
            assertThat(read(s)).startsWith("HTTP/1.1 413").contains("\"status\":\"error\"");
        }
    }

    @Test
    void optionsNamesTheAllowedMethodsAnd405CarriesAllow() throws IOException {
        try (Socket s = connect()) {
            send(s, "OPTIONS /api/solve HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(read(s)).startsWith("HTTP/1.1 204").containsIgnoringCase("Allow: POST, OPTIONS")
                    .doesNotContainIgnoringCase("Access-Control-Allow-Origin");
            send(s, "GET /api/solve HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(read(s)).startsWith("HTTP/1.1 405").containsIgnoringCase("Allow: POST, OPTIONS");
        }
    }

    @Test
    void connectionsBeyondTheLimitGetA503() throws IOException {
        Socket[] idle = new Socket[4];
        try {
            for (int i = 0; i < idle.length; i++) {
                idle[i] = connect();
                send(idle[i], "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
                assertThat(read(idle[i])).startsWith("HTTP/1.1 200");
            }
            try (Socket extra = connect()) {
                assertThat(read(extra)).startsWith("HTTP/1.1 503").contains("too many connections");
            }
        } finally {
            for (Socket s : idle) {
                if (s != null) {
                    s.close();
                }
            }
        }
        // once the idle clients leave, the server takes new ones again
        for (int attempt = 0; ; attempt++) {
            try (Socket s = connect()) {
                send(s, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
                String r = read(s);
                if (r.startsWith("HTTP/1.1 200") || attempt > 50) {
                    assertThat(r).startsWith("HTTP/1.1 200");
                    break;
                }
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void headAnswersWithoutABody() throws IOException {
        try (Socket s = connect()) {
            send(s, "HEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            byte[] all = s.getInputStream().readAllBytes();
            String r = new String(all, StandardCharsets.UTF_8);
            assertThat(r).startsWith("HTTP/1.1 200").contains("Content-Security-Policy").endsWith("\r\n\r\n");
        }
    }
}
