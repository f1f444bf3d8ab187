package sudoku.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

/** A real server on a free loopback port with its own database file, and a client for it. */
final class TestServer implements AutoCloseable {
    /** A response: status, body text and the body as JSON (null when it is not JSON). */
    record Reply(int status, String text, JsonNode json, String contentType) {
    }

    static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    final SudokuServer server;
    final String base;
    final ByteArrayOutputStream log = new ByteArrayOutputStream();

    private TestServer(String base) {
        this.server = null;
        this.base = base;
    }

    /** A client for a server running elsewhere (another process); closing it does nothing. */
    static TestServer client(String base) {
        return new TestServer(base);
    }

    TestServer(ServerOptions options) {
        this(options, java.time.Clock.systemUTC());
    }

    /** A server whose challenge tells the time by {@code clock}. */
    TestServer(ServerOptions options, java.time.Clock clock) {
        try {
            server = SudokuServer.start(options.at("127.0.0.1", 0), new GeneratedPuzzles(),
                    new PrintStream(log, true, StandardCharsets.UTF_8), clock);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        base = "http://127.0.0.1:" + server.port();
    }

    /** A server with default options and its database at {@code db}, without rate limits that a test would reach. */
    static TestServer on(Path db) {
        return new TestServer(functional(db));
    }

    /**
     * The default options with per-address rates no functional test reaches (the hostile tests set
     * their own), and a challenge stock of one puzzle per level (four for the default request)
     * instead of 32: the first puzzles are still served from stock and each one taken is made
     * again, but the stock's thread no longer makes some 290 puzzles, extreme ones among them, on a
     * core the tests share for as long as each test class's server lives.
     */
    static ServerOptions functional(Path db) {
        return ServerOptions.defaults().toBuilder().db(db).expensivePerMinute(1_000_000)
                .getPuzzlePerMinute(1_000_000).burst(10_000).stockPerLevel(1).build();
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Reply post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = CLIENT.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String type = r.headers().firstValue("Content-Type").orElse("");
            JsonNode json = type.startsWith("application/json") ? MAPPER.readTree(r.body()) : null;
            return new Reply(r.statusCode(), r.body(), json, type);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A JSON object as text, from alternating names and values. */
    static String json(Object... namesAndValues) {
        var node = MAPPER.createObjectNode();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            node.set((String) namesAndValues[i], MAPPER.valueToTree(namesAndValues[i + 1]));
        }
        return node.toString();
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }
}
