package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

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
        server = new TestServer(ServerOptions.defaults().withDb(dir.resolve("transport.db")).withConnections(4));
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

    private static void send(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** Reads one response (head and Content-Length body); returns it as text. */
    private static String readResponse(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int ch = in.read();
            if (ch < 0) {
                return head.toString();
            }
            head.append((char) ch);
        }
        int length = 0;
        for (String line : head.toString().split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        return head + new String(in.readNBytes(length), StandardCharsets.UTF_8);
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
                String r = readResponse(s);
                assertThat(r).startsWith("HTTP/1.1 200").contains("\"verdict\":\"solved\"").doesNotContain("Connection: close");
            }
        }
    }

    @Test
    void pipelinedRequestsAreAnsweredInOrder() throws IOException {
        try (Socket s = connect()) {
            send(s, post(SOLVE_BODY, "") + "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(readResponse(s)).contains("verdict");
            assertThat(readResponse(s)).contains("\"status\":\"ok\"");
        }
    }

    @Test
    void http10AndConnectionCloseClose() throws IOException {
        try (Socket s = connect()) {
            send(s, "GET /api/health HTTP/1.0\r\n\r\n");
            assertThat(readResponse(s)).startsWith("HTTP/1.1 200").contains("Connection: close");
            assertThat(s.getInputStream().read()).isEqualTo(-1);
        }
    }

    @Test
    void expectContinueIsHonoured() throws IOException {
        try (Socket s = connect()) {
            String request = post(SOLVE_BODY, "Expect: 100-continue\r\n");
            int split = request.indexOf("\r\n\r\n") + 4;
            send(s, request.substring(0, split));
            assertThat(readResponse(s)).startsWith("HTTP/1.1 100 Continue");
            send(s, request.substring(split));
            assertThat(readResponse(s)).startsWith("HTTP/1.1 200");
        }
    }

    @Test
    void malformedRequestsGetJsonErrorsAndAClosedConnection() throws IOException {
        String[][] cases = {
                {"NONSENSE\r\n\r\n", "400"},
                {"GET /api/health HTTP/1.1\r\nno colon here\r\n\r\n", "400"},
                {"POST /api/solve HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", "411"},
                {"POST /api/solve HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n", "413"},
                {"POST /api/solve HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", "400"},
                {"GET /api/health HTTP/1.1\r\n" + "X-Long: " + "a".repeat(9000) + "\r\n\r\n", "431"},
                {"GET /" + "a".repeat(9000) + " HTTP/1.1\r\n\r\n", "414"},
                {"GET /%zz HTTP/1.1\r\n\r\n", "400"},
                {"GET api/health HTTP/1.1\r\n\r\n", "400"},
        };
        for (String[] c : cases) {
            try (Socket s = connect()) {
                send(s, c[0]);
                String r = readResponse(s);
                assertThat(r).as(c[0].substring(0, Math.min(40, c[0].length()))).startsWith("HTTP/1.1 " + c[1])
                        .contains("\"status\":\"error\"").contains("Connection: close");
            }
        }
    }

    @Test
    void connectionsBeyondTheLimitGetA503() throws IOException {
        Socket[] idle = new Socket[4];
        try {
            for (int i = 0; i < idle.length; i++) {
                idle[i] = connect();
                send(idle[i], "GET /api/health HTTP/1.1\r\n\r\n");
                assertThat(readResponse(idle[i])).startsWith("HTTP/1.1 200");
            }
            try (Socket extra = connect()) {
                assertThat(readResponse(extra)).startsWith("HTTP/1.1 503").contains("too many connections");
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
                send(s, "GET /api/health HTTP/1.1\r\n\r\n");
                String r = readResponse(s);
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
            send(s, "HEAD / HTTP/1.1\r\nConnection: close\r\n\r\n");
            byte[] all = s.getInputStream().readAllBytes();
            String r = new String(all, StandardCharsets.UTF_8);
            assertThat(r).startsWith("HTTP/1.1 200").contains("Content-Security-Policy").endsWith("\r\n\r\n");
        }
    }
}
