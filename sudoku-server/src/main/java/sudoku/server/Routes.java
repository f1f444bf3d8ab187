package sudoku.server;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Every request on the service's address: the client's share of connections behind a trusted
 * proxy, {@link StrictRequest}'s checks, the early answers (CORS preflight, 413, 429), then the
 * body (read without holding a thread, checked to be UTF-8), then the {@link HttpApi}.
 * Requests on the metrics address get the metrics instead.
 */
final class Routes extends Handler.Abstract {
    private final ServerOptions options;
    private final HttpApi api;
    private final RateLimits rates;
    private final ConnectionGuard guard;
    private final ServerMetrics metrics;
    private final Connector metricsConnector;
    /** Requests being answered now: from their head to their answer's last byte. */
    private final AtomicInteger inFlight = new AtomicInteger();

    Routes(ServerOptions options, HttpApi api, RateLimits rates, ConnectionGuard guard, ServerMetrics metrics,
           Connector metricsConnector) {
        super(InvocationType.BLOCKING);
        this.options = options;
        this.api = api;
        this.rates = rates;
        this.guard = guard;
        this.metrics = metrics;
        this.metricsConnector = metricsConnector;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        if (metricsConnector != null && request.getConnectionMetaData().getConnector() == metricsConnector) {
            return HttpTransport.metrics(request, response, callback, metrics);
        }
        long start = System.nanoTime();
        inFlight.incrementAndGet();
        callback = Callback.from(callback, inFlight::decrementAndGet);
        // a request waiting through its job's budget does no I/O: Jetty's idle timeout (short
        // under pressure) must not cut it; reads and writes keep their own deadlines
        request.addIdleTimeoutListener(t -> false);
        String method = request.getMethod();
        String path = path(request);
        String address = HttpTransport.clientAddress(request);
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        Exchange x = new Exchange(request, response, callback, method, path, origin, start);
        boolean hasBody = request.getLength() > 0
                || (request.getLength() < 0 && request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING));
        ApiResponse early = early(request, method, path, address, origin, hasBody);
        if (early != null) {
            send(x, early);
            return true;
        }
        if (!hasBody) {
            dispatch(x, address, request, new byte[0]);
            return true;
        }
        BodyReader.read(request, ScanApi.bodyLimit(path, options.maxBodyBytes()), options.bodyMillis(),
                bytes -> dispatch(x, address, request, bytes),
                error -> {
                    ApiResponse refused = HttpApi.error(error).withHeader("Connection", "close");
                    api.refused(method, path, refused);
                    send(x, refused);
                });
        return true;
    }

    /** Requests being answered now. */
    int inFlight() {
        return inFlight.get();
    }

    /** One request being answered. */
    private record Exchange(Request request, Response response, Callback callback, String method, String path,
                            String origin, long start) {
    }

    private static String path(Request request) {
        try {
            String p = request.getHttpURI().getDecodedPath();
            return p == null ? "/" : p;
        } catch (RuntimeException e) {
            return "/";
        }
    }

    /** The answer given before any body is read: refusals of the head, CORS preflight, 413, 429; null to go on. */
    private ApiResponse early(Request request, String method, String path, String address, String origin,
                              boolean hasBody) {
        if (options.trustProxy() && !guard.claim(request.getConnectionMetaData().getConnection(), address)) {
            return refuse(method, path, new ApiException(503, "too many connections from your address at once (at most "
                    + guard.share() + ")").with("retry_after", 1), true);
        }
        long declared = request.getLength();
        int max = ScanApi.bodyLimit(path, options.maxBodyBytes());
        if (declared > max) {
            return refuse(method, path, new ApiException(413, "the request body is larger than "
                    + max + " bytes").with("limit", max), true);
        }
        ApiException strict = StrictRequest.check(request);
        if (strict != null) {
            return refuse(method, path, strict, hasBody);
        }
        if (method.equals("OPTIONS")) {
            return api.options(path, origin, request.getHeaders().get(HttpHeader.ACCESS_CONTROL_REQUEST_METHOD));
        }
        ApiException limited = rates.take(address, path);
        if (limited != null) {
            return refuse(method, path, limited, hasBody);
        }
        return null;
    }

    /** A refusal, logged; with {@code Connection: close} when a body it will not read may follow. */
    private ApiResponse refuse(String method, String path, ApiException e, boolean close) {
        ApiResponse r = HttpApi.error(e);
        if (close) {
            r = r.withHeader("Connection", "close");
        }
        api.refused(method, path, r);
        return r;
    }

    private void dispatch(Exchange x, String address, Request request, byte[] body) {
        // a picture for the scan route is bytes, not text; every other body is UTF-8 to the last byte
        ApiException broken = StrictRequest.isPicture(request, request.getHeaders().get(HttpHeader.CONTENT_TYPE))
                ? null : StrictRequest.checkBody(body);
        if (broken != null) {
            send(x, refuse(x.method(), x.path(), broken, false));
            return;
        }
        Map<String, String> headers = new HashMap<>();
        for (HttpField f : request.getHeaders()) {
            headers.putIfAbsent(f.getLowerCaseName(), f.getValue());
        }
        ApiResponse r;
        try {
            r = ClientContext.as(address, () -> api.respond(x.method(), x.path(), request.getHttpURI().getQuery(),
                    headers, body));
        } catch (Exception e) {
            r = HttpApi.error(new ApiException(500, "internal error"));
        }
        send(x, r);
    }

    private void send(Exchange x, ApiResponse r) {
        Response response = x.response();
        response.setStatus(r.status());
        HttpFields.Mutable h = response.getHeaders();
        api.headers(r, x.origin()).forEach(h::put);
        byte[] body = r.body();
        h.put(HttpHeader.CONTENT_LENGTH, body.length);
        metrics.request(x.path(), x.method(), r.status(), System.nanoTime() - x.start());
        if (x.method().equals("HEAD") || r.status() == 304 || r.status() == 204) {
            response.write(true, null, x.callback());
        } else {
            response.write(true, ByteBuffer.wrap(body), x.callback());
        }
    }
}
