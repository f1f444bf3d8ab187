package sudoku.server;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The HTTP/1.1 transport: Jetty 12's core server (no servlets), strict about what it accepts
 * (RFC 9110 compliance: conflicting Content-Length headers, whitespace before a colon, folded
 * header lines, a missing Host and unknown versions are refused with a 400 or 505), with every
 * refusal answered in the API's JSON error shape. Non-blocking I/O: an idle or slow client
 * holds a socket, never a thread. On top of Jetty's limits it enforces the service's own:
 * connections per client address and head and idle deadlines by time ({@link ConnectionGuard}),
 * a body limit answered with a 413 before the body is read, a time limit on reading the body,
 * per-address rates for expensive routes ({@link RateLimits}), and CORS for listed origins.
 */
final class HttpTransport implements AutoCloseable {
    private final Server server;
    private final ServerConnector connector;
    private final ConnectionGuard guard;

    HttpTransport(ServerOptions options, HttpApi api, RateLimits rates, PrintStream log) throws IOException {
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
        guard = new ConnectionGuard(options.connectionsPerAddress(), options.headMillis(), options.idleMillis(), log);
        connector.addBean(guard);
        server.addBean(new NetworkConnectionLimit(options.maxConnections(), connector));
        server.addConnector(connector);
        server.setErrorHandler(new JsonErrors(log));
        server.setHandler(new Routes(options, api, rates));
        try {
            server.start();
        } catch (Exception e) {
            close();
            throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
        }
        guard.start();
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

    /** The HTTP settings behind TLS: the same, plus requests marked secure. */
    private static HttpConfiguration httpsConfig(HttpConfiguration plain) {
        HttpConfiguration https = new HttpConfiguration(plain);
        SecureRequestCustomizer secure = new SecureRequestCustomizer();
        secure.setSniHostCheck(false);
        https.addCustomizer(secure);
        return https;
    }

    /** The port listened on. */
    int port() {
        return connector.getLocalPort();
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

    /** The client address of a request: the socket's, or the last X-Forwarded-For entry when trusted. */
    static String clientAddress(Request request, boolean trustProxy) {
        if (trustProxy) {
            String forwarded = request.getHeaders().get("X-Forwarded-For");
            if (forwarded != null && !forwarded.isBlank()) {
                String[] hops = forwarded.split(",");
                String last = hops[hops.length - 1].strip();
                if (!last.isEmpty() && last.length() <= 64 && last.matches("[0-9A-Fa-f:.\\[\\]]+")) {
                    return last;
                }
            }
        }
        SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? inet.getAddress().getHostAddress() : String.valueOf(remote);
    }

    /** Every request: limits, then the body (read without holding a thread), then the router. */
    private static final class Routes extends Handler.Abstract {
        private final ServerOptions options;
        private final HttpApi api;
        private final RateLimits rates;

        Routes(ServerOptions options, HttpApi api, RateLimits rates) {
            super(InvocationType.BLOCKING);
            this.options = options;
            this.api = api;
            this.rates = rates;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            String method = request.getMethod().toUpperCase(Locale.ROOT);
            String path = request.getHttpURI().getDecodedPath();
            String address = clientAddress(request, options.trustProxy());
            String origin = request.getHeaders().get(HttpHeader.ORIGIN);
            ApiResponse early = early(request, method, path, address, origin);
            if (early != null) {
                send(request, response, callback, method, path, early, origin);
                return true;
            }
            long declared = request.getLength();
            if (declared == 0 || (declared < 0 && !request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING))) {
                dispatch(request, response, callback, method, path, address, origin, new byte[0]);
                return true;
            }
            BodyReader.read(request, ScanApi.bodyLimit(path, options.maxBodyBytes()), options.bodyMillis(),
                    bytes -> dispatch(request, response, callback, method, path, address, origin, bytes),
                    error -> {
                        ApiResponse refused = HttpApi.error(error).withHeader("Connection", "close");
                        api.refused(method, path, refused);
                        send(request, response, callback, method, path, refused, origin);
                    });
            return true;
        }

        /** The answer given before any body is read: CORS preflight, 413, 429; null to go on. */
        private ApiResponse early(Request request, String method, String path, String address, String origin) {
            if (method.equals("OPTIONS")) {
                return api.options(path, origin, request.getHeaders().get(HttpHeader.ACCESS_CONTROL_REQUEST_METHOD));
            }
            long declared = request.getLength();
            int max = ScanApi.bodyLimit(path, options.maxBodyBytes());
            if (declared > max) {
                ApiResponse r = HttpApi.error(new ApiException(413, "the request body is larger than "
                        + max + " bytes").with("limit", max))
                        .withHeader("Connection", "close");
                api.refused(method, path, r);
                return r;
            }
            ApiException limited = rates.take(address, path);
            if (limited != null) {
                ApiResponse r = HttpApi.error(limited);
                api.refused(method, path, r);
                return r;
            }
            return null;
        }

        private void dispatch(Request request, Response response, Callback callback, String method, String path,
                              String address, String origin, byte[] body) {
            Map<String, String> headers = new java.util.HashMap<>();
            for (HttpField f : request.getHeaders()) {
                headers.putIfAbsent(f.getLowerCaseName(), f.getValue());
            }
            ApiResponse r;
            try {
                r = ClientContext.as(address, () -> api.respond(method, path, request.getHttpURI().getQuery(), headers,
                        body));
            } catch (Exception e) {
                r = HttpApi.error(new ApiException(500, "internal error"));
            }
            send(request, response, callback, method, path, r, origin);
        }

        private void send(Request request, Response response, Callback callback, String method, String path,
                          ApiResponse r, String origin) {
            response.setStatus(r.status());
            HttpFields.Mutable h = response.getHeaders();
            api.headers(r, origin).forEach(h::put);
            byte[] body = r.body();
            h.put(HttpHeader.CONTENT_LENGTH, body.length);
            if (method.equals("HEAD") || r.status() == 304 || r.status() == 204) {
                response.write(true, null, callback);
            } else {
                response.write(true, ByteBuffer.wrap(body), callback);
            }
        }
    }

    /** Refusals made by Jetty itself (malformed request heads, bad URIs) in the API's JSON error shape. */
    private static final class JsonErrors extends ErrorHandler {
        private final PrintStream log;

        JsonErrors(PrintStream log) {
            this.log = log;
        }

        @Override
        public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
            ApiResponse r = HttpApi.error(new ApiException(status, "malformed request: " + plain(status, reason)));
            log.println(status + " (malformed request): " + LogSafe.escape(reason, 200));
            fields.put(HttpHeader.CONTENT_TYPE, ApiResponse.JSON);
            fields.put(HttpHeader.CACHE_CONTROL, "no-cache");
            return ByteBuffer.wrap(r.body());
        }

        @Override
        protected void generateResponse(Request request, Response response, int code, String message,
                                        Throwable cause, Callback callback) {
            ApiResponse r = HttpApi.error(new ApiException(code, code == 500 ? "internal error"
                    : code > 500 ? plain(code, message) : "malformed request: " + plain(code, message)));
            String path;
            try {
                path = request.getHttpURI().getDecodedPath();
            } catch (RuntimeException e) {
                path = request.getHttpURI().getPath();
            }
            log.println(code + " " + LogSafe.escape(request.getMethod(), 10) + " " + LogSafe.escape(path, 200) + ": "
                    + LogSafe.escape(message, 200));
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, ApiResponse.JSON);
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
            response.write(true, ByteBuffer.wrap(r.body()), callback);
        }

        /** Jetty's reason, or a sentence for the status when there is none. */
        private static String plain(int status, String reason) {
            if (reason != null && !reason.isBlank()) {
                return LogSafe.clip(reason.replaceAll("[^\\x20-\\x7e]", "?"), 120);
            }
            return switch (status) {
                case 400 -> "bad request";
                case 408 -> "the request took too long";
                case 413 -> "the request is too large";
                case 414 -> "the request line is too long";
                case 431 -> "the request headers are too large";
                case 505 -> "HTTP version not supported";
                default -> "status " + status;
            };
        }
    }
}
