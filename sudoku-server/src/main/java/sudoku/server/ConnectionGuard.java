package sudoku.server;

import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.ssl.SslConnection;
import org.eclipse.jetty.util.Callback;

/**
 * Keeps a crowd of clients, however many addresses it uses, from holding the server's connections:
 * <ul>
 *   <li>each client address gets a share of the {@code cap} connections: the cap divided by the
 *       number of addresses holding connections, never more than {@code perAddress} nor fewer
 *       than {@value #MIN_SHARE}; one more is answered with a 503 and closed. Behind a trusted
 *       proxy a connection counts for the client address its requests are forwarded for
 *       ({@link #claim});</li>
 *   <li>when all {@code cap} connections are open, a newcomer from an address holding fewer takes
 *       the place of an idle connection (or, failing one, of the slowest request head) of the
 *       address holding the most, so idle and slow connections give way first;</li>
 *   <li>a request head must arrive whole within {@code headMillis} of its first byte, however
 *       the bytes are spread out; a connection with no request in progress is closed
 *       {@code idleMillis} after its last answer. Under pressure (half the cap open, or Jetty's
 *       low-resources monitor says so) both shrink to {@value #PRESSED_MILLIS} ms.</li>
 * </ul>
 * Deadlines are checked by a sweep every 100 ms over the open connections, using the byte and
 * message counters Jetty keeps per connection.
 */
final class ConnectionGuard implements Connection.Listener, AutoCloseable {
    private static final long SWEEP_MILLIS = 100;
    /** The fewest connections any address may hold, however many addresses share the cap. */
    static final int MIN_SHARE = 4;
    /** The head and idle deadline under pressure. */
    static final long PRESSED_MILLIS = 2_000;

    /** What the guard knows of one connection. */
    private static final class Watch {
        /** The address it counts for: the socket's, or the forwarded client's once claimed. */
        String address;
        long messagesIn;
        long messagesOut;
        long bytesIn;
        /** When the connection last became quiet: opened, or its last answer sent. */
        long quietSince;
        /** When bytes of a new request head were first seen, or -1. */
        long headSince = -1;

        Watch(String address, long now) {
            this.address = address;
            this.quietSince = now;
        }
    }

    private final int cap;
    private final int perAddress;
    private final boolean trustProxy;
    private final long headNanos;
    private final long idleNanos;
    private final PrintStream log;
    private final ServerMetrics metrics;
    private volatile BooleanSupplier jettyLow = () -> false;
    private final Map<Connection, Watch> open = new ConcurrentHashMap<>();
    /** Connections per address (no lock: a crowd opening and closing at once must not queue on one). */
    private final Map<String, Integer> perClient = new ConcurrentHashMap<>();
    /** The connections of each address, for choosing whom to close. */
    private final Map<String, Set<Connection>> byClient = new ConcurrentHashMap<>();
    /** The refusals' bodies by message (the share in them changes rarely). */
    private final Map<String, byte[]> refusalBodies = new ConcurrentHashMap<>();
    /** Connections refused since the sweep last logged them. */
    private final AtomicInteger refusedLately = new AtomicInteger();
    private volatile String lastRefusal = "";
    private long lastLog;
    private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sudoku-connection-guard");
        t.setDaemon(true);
        return t;
    });

    ConnectionGuard(ServerOptions options, PrintStream log, ServerMetrics metrics) {
        this.cap = options.maxConnections();
        this.perAddress = options.connectionsPerAddress();
        this.trustProxy = options.trustProxy();
        this.headNanos = options.headMillis() * 1_000_000L;
        this.idleNanos = options.idleMillis() * 1_000_000L;
        this.log = log;
        this.metrics = metrics;
        // the refusal's JSON is made once before any crowd comes (its serializer is built then)
        HttpApi.error(new ApiException(503, "ready").with("retry_after", 1));
    }

    /** Starts the sweep; {@code low} tells when Jetty's low-resources monitor sees pressure. */
    void start(BooleanSupplier low) {
        jettyLow = low;
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Connections open now. */
    int open() {
        return open.size();
    }

    /** The connections one address may hold while {@code addresses} addresses hold some. */
    int share(int addresses) {
        return Math.max(MIN_SHARE, Math.min(perAddress, cap / Math.max(1, addresses)));
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof SslConnection) {
            // behind TLS the HTTP connection it carries is watched: its counters are the requests'
            return;
        }
        String address = address(connection.getEndPoint().getRemoteSocketAddress());
        String refusal = admit(address);
        if (refusal == null) {
            open.put(connection, new Watch(address, System.nanoTime()));
            count(address, connection, true);
        }
        if (refusal != null) {
            metrics.rejected(ServerMetrics.Rejection.CONNECTION_CAP);
            // a crowd is refused thousands of times: the log gets one line a second
            refusedLately.incrementAndGet();
            lastRefusal = refusal + " (" + LogSafe.escape(address, 64) + ")";
            refuse(connection, refusal);
        }
    }

    /** Counts {@code connection} for {@code address}, or stops counting it. */
    private void count(String address, Connection connection, boolean add) {
        if (add) {
            byClient.compute(address, (a, set) -> {
                Set<Connection> to = set == null ? ConcurrentHashMap.newKeySet() : set;
                to.add(connection);
                return to;
            });
            perClient.merge(address, 1, Integer::sum);
        } else {
            perClient.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
            byClient.computeIfPresent(address, (a, set) -> set.remove(connection) && set.isEmpty() ? null : set);
        }
    }

    /** Why a new connection from {@code address} is refused, or null to let it in (making room if need be). */
    private String admit(String address) {
        int mine = perClient.getOrDefault(address, 0);
        int addresses = perClient.size() + (mine == 0 ? 1 : 0);
        // behind a trusted proxy the socket's address is the proxy's: the share applies per forwarded client
        if (!trustProxy && mine + 1 > share(addresses)) {
            return "too many connections from your address at once (at most " + share(addresses) + ")";
        }
        if (open.size() >= cap && !evictFor(address, mine)) {
            return "the server has no connection to spare; try again shortly";
        }
        return null;
    }

    /**
     * Closes the idle connection, or failing one the slowest request head, of the address holding
     * the most connections (more than {@code mine}); false when there is none to close.
     */
    private boolean evictFor(String address, int mine) {
        // the addresses holding more than the newcomer, the most first
        List<Map.Entry<String, Integer>> heavy = new ArrayList<>();
        for (Map.Entry<String, Integer> e : perClient.entrySet()) {
            if (e.getValue() > mine && !e.getKey().equals(address)) {
                heavy.add(e);
            }
        }
        heavy.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
        for (Map.Entry<String, Integer> e : heavy) {
            Connection victim = null;
            boolean victimIdle = false;
            long victimSince = Long.MAX_VALUE;
            for (Connection c : byClient.getOrDefault(e.getKey(), Set.of())) {
                Watch w = open.get(c);
                if (w == null || c.getMessagesIn() > c.getMessagesOut()) {
                    continue;   // answering a request: its work has deadlines of its own
                }
                boolean idle = c.getBytesIn() == w.bytesIn && w.headSince < 0;
                long since = idle ? w.quietSince : w.headSince < 0 ? Long.MAX_VALUE - 1 : w.headSince;
                if (victim == null || (idle && !victimIdle) || (idle == victimIdle && since < victimSince)) {
                    victim = c;
                    victimIdle = idle;
                    victimSince = since;
                }
            }
            if (victim != null) {
                metrics.rejected(ServerMetrics.Rejection.EVICTED);
                forget(victim);
                victim.getEndPoint().close();
                return true;
            }
        }
        return false;
    }

    /**
     * Counts {@code connection} for {@code client} from now on (behind a trusted proxy, the
     * address its request is forwarded for); false when that client then holds more than its share.
     */
    boolean claim(Connection connection, String client) {
        Watch w = open.get(connection);
        if (w == null || w.address.equals(client)) {
            return true;
        }
        synchronized (w) {
            if (open.get(connection) != w) {
                return true;
            }
            count(w.address, connection, false);
            w.address = client;
            count(client, connection, true);
        }
        if (perClient.getOrDefault(client, 0) > share(perClient.size())) {
            metrics.rejected(ServerMetrics.Rejection.CONNECTION_CAP);
            return false;
        }
        return true;
    }

    /** The share of the cap for one address now (for the 503's message). */
    int share() {
        return share(perClient.size());
    }

    @Override
    public void onClosed(Connection connection) {
        forget(connection);
    }

    private void forget(Connection connection) {
        Watch w = open.remove(connection);
        if (w != null) {
            synchronized (w) {
                count(w.address, connection, false);
            }
        }
    }

    private void refuse(Connection connection, String why) {
        byte[] body = refusalBodies.computeIfAbsent(why, m -> refusalBodies.size() > 1000 ? null
                : HttpApi.error(new ApiException(503, m).with("retry_after", 1)).body());
        if (body == null) {
            body = HttpApi.error(new ApiException(503, why).with("retry_after", 1)).body();
        }
        byte[] head = ("HTTP/1.1 503 Service Unavailable\r\nContent-Type: " + ApiResponse.JSON
                + "\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        connection.getEndPoint().write(Callback.from(() -> connection.getEndPoint().close(),
                x -> connection.getEndPoint().close()), ByteBuffer.wrap(head), ByteBuffer.wrap(body));
    }

    private void sweep() {
        long now = System.nanoTime();
        if (now - lastLog > 1_000_000_000L) {
            int refused = refusedLately.getAndSet(0);
            if (refused > 0) {
                log.println("503 connection refused " + refused + (refused == 1 ? " time" : " times")
                        + " in the last second; the last: " + lastRefusal);
            }
            lastLog = now;
        }
        boolean pressed = open.size() * 2 >= cap || jettyLow.getAsBoolean();
        long head = pressed ? Math.min(headNanos, PRESSED_MILLIS * 1_000_000L) : headNanos;
        long idle = pressed ? Math.min(idleNanos, PRESSED_MILLIS * 1_000_000L) : idleNanos;
        open.forEach((connection, w) -> {
            try {
                check(connection, w, now, head, idle);
            } catch (RuntimeException e) {
                connection.getEndPoint().close();
            }
        });
    }

    private void check(Connection connection, Watch w, long now, long headLimit, long idleLimit) {
        long in = connection.getMessagesIn();
        long out = connection.getMessagesOut();
        long bytes = connection.getBytesIn();
        if (in > out) {
            // a request is being read or answered: its body and its work have deadlines of their own
            w.headSince = -1;
            w.quietSince = now;
        } else {
            if (in != w.messagesIn || out != w.messagesOut) {
                w.quietSince = now;
                w.headSince = -1;
                w.bytesIn = bytes;
            }
            if (bytes != w.bytesIn && w.headSince < 0) {
                w.headSince = now;
            }
            if (w.headSince >= 0 && now - w.headSince > headLimit) {
                metrics.rejected(ServerMetrics.Rejection.TOO_SLOW);
                log.println("408 connection closed: the request head from " + LogSafe.escape(w.address, 64)
                        + " took longer than " + headLimit / 1_000_000 + " ms");
                connection.getEndPoint().close();
            } else if (w.headSince < 0 && now - w.quietSince > idleLimit) {
                connection.getEndPoint().close();
            }
        }
        w.messagesIn = in;
        w.messagesOut = out;
        if (w.headSince < 0) {
            w.bytesIn = bytes;
        }
    }

    static String address(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress() : String.valueOf(remote);
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
    }
}
