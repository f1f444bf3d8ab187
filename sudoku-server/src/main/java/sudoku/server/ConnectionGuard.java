package sudoku.server;

import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.ssl.SslConnection;
import org.eclipse.jetty.util.Callback;

/**
 * Keeps any one client from holding the server's connections:
 * <ul>
 *   <li>at most {@code perAddress} connections open at once from one address; one more is
 *       answered with a 503 and closed;</li>
 *   <li>a request head must arrive whole within {@code headMillis} of its first byte, however
 *       the bytes are spread out (a client trickling a byte at a time is closed on time);</li>
 *   <li>a connection with no request in progress is closed {@code idleMillis} after its last
 *       answer (or after it opened).</li>
 * </ul>
 * Deadlines are checked by a sweep every 100 ms over the open connections, using the byte and
 * message counters Jetty keeps per connection.
 */
final class ConnectionGuard implements Connection.Listener, AutoCloseable {
    private static final long SWEEP_MILLIS = 100;

    /** What the sweep knows of one connection. */
    private static final class Watch {
        final String address;
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

    private final int perAddress;
    private final long headNanos;
    private final long idleNanos;
    private final PrintStream log;
    private final Map<Connection, Watch> open = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> perClient = new ConcurrentHashMap<>();
    private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sudoku-connection-guard");
        t.setDaemon(true);
        return t;
    });

    ConnectionGuard(int perAddress, long headMillis, long idleMillis, PrintStream log) {
        this.perAddress = perAddress;
        this.headNanos = headMillis * 1_000_000L;
        this.idleNanos = idleMillis * 1_000_000L;
        this.log = log;
    }

    /** Starts the sweep. */
    void start() {
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP_MILLIS, SWEEP_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    public void onOpened(Connection connection) {
        if (connection instanceof SslConnection) {
            // behind TLS the HTTP connection it carries is watched: its counters are the requests'
            return;
        }
        String address = address(connection.getEndPoint().getRemoteSocketAddress());
        AtomicInteger n = perClient.computeIfAbsent(address, a -> new AtomicInteger());
        if (n.incrementAndGet() > perAddress) {
            n.decrementAndGet();
            log.println("503 connection refused: more than " + perAddress + " open from " + LogSafe.escape(address, 64));
            refuse(connection);
            return;
        }
        open.put(connection, new Watch(address, System.nanoTime()));
    }

    @Override
    public void onClosed(Connection connection) {
        Watch w = open.remove(connection);
        if (w != null) {
            perClient.computeIfPresent(w.address, (a, n) -> n.decrementAndGet() <= 0 ? null : n);
        }
    }

    private void refuse(Connection connection) {
        byte[] body = ("{\"status\":\"error\",\"error\":\"too many connections from your address at once (at most "
                + perAddress + ")\"}").getBytes(StandardCharsets.UTF_8);
        byte[] head = ("HTTP/1.1 503 Service Unavailable\r\nContent-Type: " + ApiResponse.JSON
                + "\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: " + body.length + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        connection.getEndPoint().write(Callback.from(() -> connection.getEndPoint().close(),
                x -> connection.getEndPoint().close()), ByteBuffer.wrap(head), ByteBuffer.wrap(body));
    }

    private void sweep() {
        long now = System.nanoTime();
        open.forEach((connection, w) -> {
            try {
                check(connection, w, now);
            } catch (RuntimeException e) {
                connection.getEndPoint().close();
            }
        });
    }

    private void check(Connection connection, Watch w, long now) {
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
            if (w.headSince >= 0 && now - w.headSince > headNanos) {
                log.println("408 connection closed: the request head from " + LogSafe.escape(w.address, 64)
                        + " took longer than " + headNanos / 1_000_000 + " ms");
                connection.getEndPoint().close();
            } else if (w.headSince < 0 && now - w.quietSince > idleNanos) {
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
