package sudoku.server;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.CustomRequestLog;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.LowResourceMonitor;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.RequestLog;
import org.eclipse.jetty.server.RequestLogWriter;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.component.Graceful;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The HTTP/1.1 transport: Jetty 12's core server (no servlets), strict about what it accepts
 * (RFC 9110 compliance, then {@link StrictRequest}), with every refusal, Jetty's own included,
 * answered in the API's JSON error shape ({@link JsonErrorHandler}). Non-blocking I/O: an idle
 * or slow client holds a socket, never a thread. Jetty's own tools keep a crowd in check:
 * a connection limit, its low-resources monitor (idle timeouts shrink when connections or
 * threads run short) and a minimum request-body data rate; the {@link ConnectionGuard} shares
 * the connections fairly between client addresses. Shutting down drains: requests in flight
 * finish, new ones get a 503 ({@link #drain}). Each answered request is written to the access
 * log (Jetty's request log, NCSA format plus the duration) and counted in the {@link ServerMetrics},
 * served on an opt-in address of their own.
 */
final class HttpTransport implements AutoCloseable {
    /** The access log's format: NCSA extended (client, time, request line, status, bytes, referer, agent), then milliseconds. */
    static final String ACCESS_LOG_FORMAT = CustomRequestLog.EXTENDED_NCSA_FORMAT + " %{ms}T";
    /** How long a response's Strict-Transport-Security asks browsers to use HTTPS only: a year. */
    static final long HSTS_SECONDS = 365L * 24 * 3600;

    private final Server server;
    private final ServerConnector connector;
    private final ServerConnector metricsConnector;
    private final ConnectionGuard guard;
    private final GracefulHandler graceful;
    private final Routes routes;

    HttpTransport(ServerOptions options, HttpApi api, RateLimits rates, PrintStream log, ServerMetrics metrics)
            throws IOException {
        QueuedThreadPool threads = new QueuedThreadPool(256, 4, 60_000);
        threads.setName("sudoku-http");
        threads.setDaemon(true);
        server = new Server(threads);
        HttpConfiguration config = new HttpConfiguration();
        config.setRequestHeaderSize(options.maxHeadBytes());
        config.setHttpCompliance(HttpCompliance.RFC9110);
        config.setUriCompliance(UriCompliance.DEFAULT);
        config.setSendServerVersion(false);
        config.setSendXPoweredBy(false);
        config.setSendDateHeader(true);
        if (options.trustProxy()) {
            config.addCustomizer(new ForwardedClient());
        }
        connector = options.tlsCert() == null
                ? new ServerConnector(server, 1, 1, new HttpConnectionFactory(config))
                : new ServerConnector(server, 1, 1, new SslConnectionFactory(tls(options), "http/1.1"),
                        new HttpConnectionFactory(httpsConfig(config)));
        connector.setHost(options.host());
        connector.setPort(options.port());
        connector.setAcceptQueueSize(1024);
        connector.setReuseAddress(true);
        // Jetty's own idle timeout is the backstop (never shorter than a long job's budget, which a
        // request may wait through); the guard closes idle and slow-head connections by time
        connector.setIdleTimeout(Math.max(options.idleMillis(), options.budgetMillis() + 5_000));
        guard = new ConnectionGuard(options, log, metrics);
        connector.addBean(guard);
        server.addConnector(connector);
        // the hard limit, above the guard's: the guard makes room by closing idle connections
        // before it is reached, so that a newcomer is never left waiting in the accept queue
        server.addBean(new NetworkConnectionLimit(options.maxConnections() + options.maxConnections() / 4 + 64, connector));
        LowResourceMonitor low = lowResources(server, options);
        server.addBean(low);
        metricsConnector = metricsConnector(options);
        server.setErrorHandler(new JsonErrorHandler(log));
        routes = new Routes(options, api, rates, guard, metrics, metricsConnector);
        graceful = new GracefulHandler(new MinimumDataRateHandler(routes, options.minBodyRate(), 0));
        // connections in the middle of a request keep their usual idle timeout while draining
        graceful.setShutdownIdleTimeout(Math.max(options.drainMillis(), options.idleMillis()));
        server.setHandler(graceful);
        server.setStopTimeout(1_000);
        RequestLog requestLog = requestLog(options.accessLog(), log);
        if (requestLog != null) {
            server.setRequestLog(requestLog);
        }
        try {
            server.start();
        } catch (Exception e) {
            close();
            throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
        }
        guard.start(low::isLowOnResources);
    }

    /**
     * Jetty's low-resources monitor: when more than three quarters of the connections are open or
     * the threads run short, every connection's idle timeout drops to two seconds (checked again
     * each second, so new connections get it too); accepting goes on.
     */
    private static LowResourceMonitor lowResources(Server server, ServerOptions options) {
        LowResourceMonitor low = new LowResourceMonitor(server);
        low.setPeriod(1_000);
        low.setLowResourcesIdleTimeout((int) ConnectionGuard.PRESSED_MILLIS);
        low.setMaxLowResourcesTime(1_000);
        low.setAcceptingInLowResources(true);
        low.addLowResourceCheck(low.new MainThreadPoolLowResourceCheck());
        low.addLowResourceCheck(low.new MaxConnectionsLowResourceCheck(options.maxConnections() * 3 / 4));
        return low;
    }

    /** The connector of the metrics address, or null when metrics are off. */
    private ServerConnector metricsConnector(ServerOptions options) {
        if (options.metrics() == null) {
            return null;
        }
        ServerMetrics.Address at = ServerMetrics.Address.parse(options.metrics());
        HttpConfiguration config = new HttpConfiguration();
        config.setSendServerVersion(false);
        ServerConnector c = new ServerConnector(server, 1, 1, new HttpConnectionFactory(config));
        c.setName("metrics");
        c.setHost(at.host());
        c.setPort(at.port());
        c.setIdleTimeout(10_000);
        server.addConnector(c);
        server.addBean(new NetworkConnectionLimit(16, c));
        return c;
    }

    /** The access log: on the log stream ({@code -}), none ({@code off}), or appended to a file. */
    private static RequestLog requestLog(String where, PrintStream log) {
        if (where.equals("off")) {
            return null;
        }
        RequestLog.Writer writer;
        if (where.equals("-")) {
            writer = log::println;
        } else {
            RequestLogWriter file = new RequestLogWriter(where);
            file.setAppend(true);
            file.setTimeZone("UTC");
            writer = file;
        }
        return new CustomRequestLog(writer, ACCESS_LOG_FORMAT);
    }

    /** The HTTPS context: the PEM certificate and key, TLS 1.2 and later only. */
    private static SslContextFactory.Server tls(ServerOptions options) throws IOException {
        SslContextFactory.Server tls = new SslContextFactory.Server();
        tls.setKeyStore(PemFiles.keyStore(options.tlsCert(), options.tlsKey()));
        tls.setKeyStorePassword(new String(PemFiles.STORE_PASSWORD));
        tls.setIncludeProtocols("TLSv1.3", "TLSv1.2");
        tls.setSniRequired(false);
        return tls;
    }

    /** The HTTP settings behind TLS: the same, plus requests marked secure and HSTS on every answer. */
    private static HttpConfiguration httpsConfig(HttpConfiguration plain) {
        HttpConfiguration https = new HttpConfiguration(plain);
        SecureRequestCustomizer secure = new SecureRequestCustomizer();
        secure.setSniHostCheck(false);
        secure.setStsMaxAge(HSTS_SECONDS, TimeUnit.SECONDS);
        https.addCustomizer(secure);
        return https;
    }

    /** The port listened on. */
    int port() {
        return connector.getLocalPort();
    }

    /** The port serving metrics, or -1 when off. */
    int metricsPort() {
        return metricsConnector == null ? -1 : metricsConnector.getLocalPort();
    }

    /** Connections open now. */
    int connections() {
        return guard.open();
    }

    /** Requests being handled now (their answer not yet sent). */
    int inFlight() {
        return routes.inFlight();
    }

    /**
     * Stops accepting and lets the requests in flight finish, waiting at most {@code millis};
     * requests arriving meanwhile on open connections get a 503. Then {@code cutShort} runs (it
     * answers what is still waiting with a 503) and those answers get up to two more seconds.
     * Returns the requests still unfinished.
     */
    long drain(long millis, Runnable cutShort) {
        Graceful.shutdown(server);
        if (!awaitIdle(millis)) {
            cutShort.run();
            awaitIdle(2_000);
        }
        return routes.inFlight();
    }

    private boolean awaitIdle(long millis) {
        long until = System.nanoTime() + millis * 1_000_000L;
        while (routes.inFlight() > 0) {
            if (System.nanoTime() > until) {
                return false;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    @Override
    public void close() {
        guard.close();
        try {
            server.stop();
        } catch (Exception ignored) {
            // stopping: nothing more to do
        }
    }

    /** The client address of a request: the socket's, or behind a trusted proxy the forwarded one ({@link ForwardedClient}). */
    static String clientAddress(Request request) {
        return ConnectionGuard.address(request.getConnectionMetaData().getRemoteSocketAddress());
    }

    /** Answers the metrics address: {@code GET /metrics} only. */
    static boolean metrics(Request request, Response response, Callback callback, ServerMetrics metrics) {
        boolean scrape = request.getMethod().equals("GET") && "/metrics".equals(request.getHttpURI().getPath());
        ApiResponse r = scrape ? new ApiResponse(200, ServerMetrics.contentType(), metrics.scrape(), 0)
                : HttpApi.error(new ApiException(404, "this address serves GET /metrics only"));
        response.setStatus(r.status());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, r.contentType());
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, r.body().length);
        response.write(true, ByteBuffer.wrap(r.body()), callback);
        return true;
    }
}
