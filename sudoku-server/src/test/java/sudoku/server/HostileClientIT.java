package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.RawHttp.read;
import static sudoku.server.RawHttp.send;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile clients against a real server on loopback. Attackers connect from other loopback
 * addresses (127.0.0.2 and up) than the normal client (127.0.0.1); every case holds its attack
 * while the normal client must still get its 200 within a second, and every case is bounded in
 * time and closes what it opened. An integration test ({@code mvn verify}, which CI runs): several
 * cases wait out the server's head and idle timeouts.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostileClientIT {
    static final long HEAD_MILLIS = 1500;
    static final long BUDGET_MILLIS = 1500;
    static final String EMPTY_16 = ".".repeat(256);

    @TempDir
    static Path dir;
    static TestServer server;
    static int port;
    final List<Socket> held = new ArrayList<>();

    @BeforeAll
    static void start() {
        server = new TestServer(ServerOptions.defaults().toBuilder().db(dir.resolve("hostile.db"))
                .headMillis(HEAD_MILLIS).idleMillis(4000).budgetMillis(BUDGET_MILLIS).workers(2).build());
        port = server.server.port();
        // getpuzzle is served from a stock made ahead: let the first puzzles of each kind be made
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            com.fasterxml.jackson.databind.JsonNode ready = server.get("/api/levels").json().get("ready");
            if (ready.get("default").asInt() >= 3) {
                break;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void release() {
        for (Socket s : held) {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing: nothing to do
            }
        }
        held.clear();
    }

    /** A socket from loopback address 127.0.0.{@code host}, kept until the test ends. */
    Socket from(int host) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress("127.0.0." + host, 0));
        s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        s.setSoTimeout(10_000);
        held.add(s);
        return s;
    }

    /** The normal client: a GET from 127.0.0.1 answered 200 within a second, and how long it took. */
    static long normalClientMillis(String path) throws IOException {
        long t = System.nanoTime();
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            s.setSoTimeout(1000);
            send(s, "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            String r = read(s);
            long ms = (System.nanoTime() - t) / 1_000_000;
            assertThat(r).as("normal client's " + path).startsWith("HTTP/1.1 200");
            assertThat(ms).as("normal client's " + path + " in ms").isLessThan(1000);
            return ms;
        }
    }

    static String post(String path, String body) {
        return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body;
    }

    @Test
    void conflictingLengthsAreRefusedAndNothingIsSmuggled() throws IOException {
        Socket s = from(2);
        String smuggled = post("/api/solve", "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}");
        send(s, "POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: "
                + smuggled.length() + "\r\n\r\n" + smuggled);
        String r = read(s);
        assertThat(r).startsWith("HTTP/1.1 400").contains("\"status\":\"error\"").contains("Content-Length");
        // the connection is closed: the smuggled request is never answered
        assertThat(read(s)).isEmpty();
        normalClientMillis("/api/techniques");
    }

    @Test
    void foldedHeadersAndBadHeadsAreRefused() throws IOException {
        String[] heads = {
                "GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n  folded\r\n\r\n",
                "GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length : 0\r\n\r\n",
                "GET /api/health HTTP/1.1\r\n\r\n",
                "GET /api/health HTTP/1.7\r\nHost: x\r\n\r\n",
        };
        for (String head : heads) {
            Socket s = from(3);
            send(s, head);
            assertThat(read(s)).as(head).matches("(?s)HTTP/1\\.1 (400|505) .*\"status\":\"error\".*");
        }
        normalClientMillis("/api/health");
    }

    @Test
    void trickledHeadsAreClosedOnTimeAndLockNobodyOut() throws Exception {
        // 260 connections over 20 addresses (13 each, under the per-address cap), a byte every 300 ms
        List<Socket> trickling = new ArrayList<>();
        for (int i = 0; i < 260; i++) {
            Socket s = from(10 + i % 20);
            send(s, "G");
            trickling.add(s);
        }
        long start = System.nanoTime();
        String rest = "ET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + "a".repeat(200);
        ExecutorService pump = Executors.newSingleThreadExecutor();
        Future<?> dripping = pump.submit(() -> {
            for (int k = 0; k < rest.length() && !Thread.currentThread().isInterrupted(); k++) {
                for (Socket s : trickling) {
                    try {
                        send(s, rest.substring(k, k + 1));
                    } catch (IOException closed) {
                        // closed by the server: expected once the head deadline passes
                    }
                }
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        try {
            for (int i = 0; i < 5; i++) {
                normalClientMillis("/api/techniques");
                normalClientMillis(ChallengeApi.PREFIX + "/getpuzzle");
            }
            // every trickling connection is closed soon after the head deadline, however steady the bytes
            for (Socket s : trickling) {
                s.setSoTimeout((int) Math.max(100, HEAD_MILLIS + 2000 - (System.nanoTime() - start) / 1_000_000));
                try {
                    int b = s.getInputStream().read();
                    assertThat(b).as("a trickling connection gets no answer but a close").isIn(-1);
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("a trickling connection was still open "
                            + (System.nanoTime() - start) / 1_000_000 + " ms after it began");
                } catch (IOException reset) {
                    // closed with a reset: closed all the same
                }
            }
        } finally {
            dripping.cancel(true);
            pump.shutdownNow();
        }
        normalClientMillis("/api/health");
    }

    @Test
    void idleConnectionsLockNobodyOut() throws IOException {
        // 300 idle connections over 30 addresses: within every cap, and nobody else waits
        for (int i = 0; i < 300; i++) {
            from(40 + i % 30);
        }
        for (int i = 0; i < 5; i++) {
            normalClientMillis("/api/techniques");
        }
        normalClientMillis("/api/health");
    }

    @Test
    void oneAddressBeyondItsConnectionCapGetsA503() throws IOException {
        // a server of its own with the default idle timeout, so that no held connection expires meanwhile
        try (TestServer capped = new TestServer(ServerOptions.defaults().toBuilder().db(dir.resolve("capped.db"))
                .connectionsPerAddress(16).stockPerLevel(0).build())) {
            List<Socket> mine = new ArrayList<>();
            try {
                for (int i = 0; i <= 16; i++) {
                    Socket s = new Socket();
                    s.bind(new InetSocketAddress("127.0.0.80", 0));
                    s.connect(new InetSocketAddress("127.0.0.1", capped.server.port()), 5000);
                    s.setSoTimeout(10_000);
                    mine.add(s);
                    if (i < 16) {
                        // each of the 16 within the cap is served (and so surely counted) before the next opens
                        send(s, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
                        assertThat(read(s)).startsWith("HTTP/1.1 200");
                    }
                }
                // the 17th connection from that address is answered 503 and closed
                assertThat(read(mine.get(16))).startsWith("HTTP/1.1 503")
                        .contains("too many connections from your address");
            } finally {
                for (Socket s : mine) {
                    s.close();
                }
            }
        }
    }

    @Test
    void idleConnectionsAreClosedAfterTheIdleTimeout() throws Exception {
        Socket s = from(90);
        send(s, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
        assertThat(read(s)).startsWith("HTTP/1.1 200");
        long t = System.nanoTime();
        s.setSoTimeout(10_000);
        assertThat(s.getInputStream().read()).isEqualTo(-1);
        long ms = (System.nanoTime() - t) / 1_000_000;
        assertThat(ms).isBetween(3000L, 7000L);
    }

    @Test
    void runawayExplainsStopAtTheirBudgetAndFreeTheirWorkers() throws Exception {
        ExecutorService attackers = Executors.newFixedThreadPool(2);
        try {
            List<Future<String>> runaways = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                int host = 100 + i;
                runaways.add(attackers.submit(() -> {
                    Socket s = from(host);
                    send(s, post("/api/explain", "{\"puzzle\":\"" + EMPTY_16 + "\"}"));
                    return read(s);
                }));
            }
            Await.until("both workers taken", () -> server.server.busyWorkers() == 2);
            // while both workers are taken, the cheap routes answer at once
            normalClientMillis("/api/techniques");
            normalClientMillis(ChallengeApi.PREFIX + "/getpuzzle");
            for (Future<String> f : runaways) {
                assertThat(f.get(BUDGET_MILLIS + 5000, TimeUnit.MILLISECONDS)).startsWith("HTTP/1.1 503")
                        .contains("time budget");
            }
            // the work stopped too: within a moment no worker is busy with those requests
            long t = System.nanoTime();
            while (server.server.busyWorkers() > 0 && System.nanoTime() - t < 2_000_000_000L) {
                Thread.sleep(10);
            }
            assertThat(server.server.busyWorkers()).as("workers still busy after the 503s").isZero();
            assertThat((System.nanoTime() - t) / 1_000_000).as("ms until the workers were free").isLessThan(500);
            // and the expensive routes serve others again
            Socket s = from(102);
            send(s, post("/api/rate", "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}"));
            assertThat(read(s)).startsWith("HTTP/1.1 200");
        } finally {
            attackers.shutdownNow();
        }
    }

    @Test
    void tenMegabyteBodiesAreRefusedBeforeTheyAreRead() throws Exception {
        Socket s = from(110);
        send(s, "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                + (10 << 20) + "\r\n\r\n");
        // answered although not one byte of the body was sent: refused before reading it
        assertThat(read(s)).startsWith("HTTP/1.1 413").contains("\"status\":\"error\"");
        normalClientMillis("/api/health");
        // without a length: refused once the limit is passed
        Socket c = from(111);
        send(c, "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
        byte[] chunk = ("100000\r\n" + "x".repeat(0x100000) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        try {
            for (int i = 0; i < 10; i++) {
                c.getOutputStream().write(chunk);
            }
        } catch (IOException closed) {
            // the server closed the connection after its answer
        }
        assertThat(read(c)).startsWith("HTTP/1.1 413");
        normalClientMillis("/api/health");
    }

    @Test
    void expensiveRoutesAreRateLimitedPerAddress() throws IOException {
        int burst = server.server.options().burst();
        String body = "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}";
        Socket s = from(120);
        String last = "";
        for (int i = 0; i <= burst + 1; i++) {
            send(s, post("/api/rate", body));
            last = read(s);
            if (last.startsWith("HTTP/1.1 429")) {
                break;
            }
        }
        assertThat(last).startsWith("HTTP/1.1 429").containsIgnoringCase("Retry-After: ")
                .contains("too many requests");
        // another address is not affected
        Socket other = from(121);
        send(other, post("/api/rate", body));
        assertThat(read(other)).startsWith("HTTP/1.1 200");
        normalClientMillis("/api/techniques");
    }
}
