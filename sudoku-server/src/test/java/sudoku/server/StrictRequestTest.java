package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.RawHttp.read;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Strict to the last byte: each request below, sent as raw bytes, gets the status named and the
 * API's JSON error body, Jetty's own refusals included; a valid request beside it still works.
 */
class StrictRequestTest {
    static final String SOLVE = "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("strict.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    static String exchange(byte[] request) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", server.server.port()), 5000);
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request);
            out.flush();
            return read(s);
        }
    }

    static String post(String headers, String body) {
        return "POST /api/solve HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + headers + "Content-Length: "
                + bytes(body).length + "\r\n\r\n" + body;
    }

    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("overlong '.' (C0 AE) in the body", post("Content-Type: application/json\r\n",
                        "{\"puzzle\":\"\u00c0\u00ae\"}"), 400),
                Arguments.of("overlong ':' (C0 BA) in a key", post("Content-Type: application/json\r\n",
                        "{\"puz\u00c0\u00bazle\":\"x\"}"), 400),
                Arguments.of("a lone continuation byte in the body", post("Content-Type: application/json\r\n",
                        "{\"puzzle\":\"\u0080\"}"), 400),
                Arguments.of("an encoded surrogate (ED A0 80) in the body", post("Content-Type: application/json\r\n",
                        "{\"puzzle\":\"\u00ed\u00a0\u0080\"}"), 400),
                Arguments.of("overlong UTF-8 in a header", "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Name: a\u00c0\u00aeb\r\n"
                        + "Connection: close\r\n\r\n", 400),
                Arguments.of("overlong UTF-8 in the query", "GET /api/techniques?lang=%C0%AE HTTP/1.1\r\nHost: x\r\n"
                        + "Connection: close\r\n\r\n", 400),
                Arguments.of("overlong UTF-8 in the path", "GET /%C0%AE%C0%AE/x HTTP/1.1\r\nHost: x\r\n"
                        + "Connection: close\r\n\r\n", 400),
                Arguments.of("a text/plain POST from another site", post("Content-Type: text/plain\r\n"
                        + "Origin: https://evil.example\r\n", SOLVE), 415),
                Arguments.of("a form POST", post("Content-Type: application/x-www-form-urlencoded\r\n", SOLVE), 415),
                Arguments.of("a POST body without a type", post("", SOLVE), 415),
                Arguments.of("JSON in another charset", post("Content-Type: application/json; charset=utf-16\r\n",
                        SOLVE), 415),
                Arguments.of("a gzip content coding", post("Content-Type: application/json\r\nContent-Encoding: gzip\r\n",
                        SOLVE), 415),
                Arguments.of("method get in lower case", "get /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                        501),
                Arguments.of("an unknown method", "BREW /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 501),
                Arguments.of("gzip before chunked", "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Transfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 501),
                Arguments.of("CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nConnection: close\r\n\r\n",
                        405),
                Arguments.of("an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 426),
                Arguments.of("a request line with no version", "GET /\r\n\r\n", 505));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void isRefusedWithTheJsonErrorBody(String name, String request, int status) throws IOException {
        String reply = exchange(bytes(request));
        assertThat(reply).as(name).startsWith("HTTP/1.1 " + status);
        assertThat(reply).as(name).containsIgnoringCase("Content-Type: application/json")
                .contains("{\"status\":\"error\",\"error\":\"");
    }

    @Test
    void validUtf8AndJsonWithItsCharsetPass() throws IOException {
        assertThat(exchange(bytes("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Name: caf\u00c3\u00a9\r\n"
                + "Connection: close\r\n\r\n"))).startsWith("HTTP/1.1 200");
        assertThat(exchange(bytes(post("Content-Type: application/json; charset=UTF-8\r\n", SOLVE))))
                .startsWith("HTTP/1.1 200").contains("\"status\":\"solved\"");
        // a body naming a cell in valid UTF-8 (U+00E9) is read, and refused only for what it says
        assertThat(exchange(bytes(post("Content-Type: application/json\r\n", "{\"puzzle\":\"\u00c3\u00a9\"}"))))
                .startsWith("HTTP/1.1 400").doesNotContain("UTF-8");
    }

    @Test
    void theStrictTransportSecurityHeaderIsSentOnlyOverTls() throws IOException {
        assertThat(exchange(bytes("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")))
                .doesNotContainIgnoringCase("Strict-Transport-Security");
    }
}
