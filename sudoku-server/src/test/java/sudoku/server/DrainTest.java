package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.RawHttp.read;
import static sudoku.server.RawHttp.send;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A clean shutdown: requests in flight finish within the drain time, a request arriving meanwhile
 * on an open connection gets a 503 it receives, a long job still running when the drain time is
 * up gets its 503 too, and nothing listens afterwards.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DrainTest {
    static final String SOLVE = "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}";

    @TempDir
    Path dir;

    static Socket connect(int port) throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        s.setSoTimeout(20_000);
        return s;
    }

    static String head(String path, int length) {
        return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " + length
                + "\r\n\r\n";
    }

    @Test
    void requestsInFlightFinishAndLaterOnesGetA503() throws Exception {
        SudokuServer server = SudokuServer.start(TestServer.functional(dir.resolve("drain.db")).toBuilder()
                .host("127.0.0.1").port(0).drainMillis(10_000).minBodyRate(1).build(), System.err);
        int port = server.port();
        byte[] body = SOLVE.getBytes(StandardCharsets.UTF_8);
        try (Socket inFlight = connect(port); Socket keptAlive = connect(port)) {
            send(keptAlive, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(read(keptAlive)).startsWith("HTTP/1.1 200");
            // half a body sent: the request is in flight when the shutdown begins
            send(inFlight, head("/api/solve", body.length) + SOLVE.substring(0, 20));
            Await.until("the half-sent request in flight", () -> server.requestsInFlight() == 1);
            CompletableFuture<Long> stopped = CompletableFuture.supplyAsync(server::shutdown);
            Await.until("the drain begun", () -> drainAnswers(port));
            send(keptAlive, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(read(keptAlive)).startsWith("HTTP/1.1 503").contains("\"status\":\"error\"")
                    .contains("shutting down");
            assertThat(stopped).isNotDone();
            send(inFlight, SOLVE.substring(20));
            assertThat(read(inFlight)).startsWith("HTTP/1.1 200").contains("\"status\":\"solved\"");
            assertThat(stopped.get(20, TimeUnit.SECONDS)).isZero();
        }
        try (Socket late = new Socket()) {
            late.connect(new InetSocketAddress("127.0.0.1", port), 2000);
            late.setSoTimeout(2000);
            send(late, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(read(late)).doesNotStartWith("HTTP/1.1 200");
        } catch (ConnectException expected) {
            // nothing listens any more
        }
    }

    /** Whether a new connection is refused or answered 503: the server is draining. */
    private static boolean drainAnswers(int port) {
        try (Socket probe = new Socket()) {
            probe.connect(new InetSocketAddress("127.0.0.1", port), 2000);
            probe.setSoTimeout(2000);
            send(probe, "GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            return !read(probe).startsWith("HTTP/1.1 200");
        } catch (IOException refused) {
            return true;
        }
    }

    @Test
    void aLongJobStillRunningWhenTheDrainEndsGetsItsJson503() throws Exception {
        SudokuServer server = SudokuServer.start(TestServer.functional(dir.resolve("cut.db")).toBuilder()
                .host("127.0.0.1").port(0).drainMillis(1_000).budgetMillis(30_000).build(), System.err);
        String explain = "{\"puzzle\":\"" + ".".repeat(256) + "\"}";
        try (Socket s = connect(server.port())) {
            send(s, head("/api/explain", explain.length()) + explain);
            // the job is running before the shutdown begins
            Await.until("the job running", () -> server.busyWorkers() > 0);
            long start = System.nanoTime();
            CompletableFuture<Long> stopped = CompletableFuture.supplyAsync(server::shutdown);
            String reply = read(s);
            assertThat(reply).startsWith("HTTP/1.1 503").contains("\"status\":\"error\"").contains("shutting down");
            stopped.get(20, TimeUnit.SECONDS);
            assertThat((System.nanoTime() - start) / 1_000_000).as("ms to stop").isLessThan(10_000);
        }
    }
}
