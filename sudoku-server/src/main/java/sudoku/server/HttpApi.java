package sudoku.server;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Between the HTTP transport and the {@link Router}: answers errors as JSON ({@code status},
 * {@code message} and where), logs refusals and faults with everything from the request
 * escaped, answers OPTIONS and CORS preflights, and names the headers every response carries.
 */
final class HttpApi {
    private static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

    private final Router router;
    private final PrintStream log;
    private final List<String> corsOrigins;

    HttpApi(Router router, PrintStream log, List<String> corsOrigins) {
        this.router = router;
        this.log = log;
        this.corsOrigins = List.copyOf(corsOrigins);
    }

    /** The response to a request: the route's, or a JSON error. */
    ApiResponse respond(String method, String path, String rawQuery, Map<String, String> headers, byte[] body) {
        ApiResponse response;
        try {
            response = router.dispatch(new ApiRequest(method, path, ApiRequest.parseQuery(rawQuery), body, headers));
        } catch (ApiException e) {
            response = error(e);
        } catch (sudoku.core.CancelledException e) {
            response = error(new ApiException(503, "the request " + e.getMessage() + "; try a smaller request"));
        } catch (Exception | StackOverflowError e) {
            log.println("error: " + LogSafe.escape(method, 10) + " " + LogSafe.escape(path, 200) + ": "
                    + e.getClass().getSimpleName() + ": " + LogSafe.escape(e.getMessage(), 300));
            response = error(new ApiException(500, "internal error: the server could not answer this request"));
        }
        if (response.status() >= 400) {
            refused(method, path, response);
        }
        return response;
    }

    /**
     * The answer to OPTIONS: the methods of the path in {@code Allow}; for a CORS preflight from
     * an allowed origin, the CORS headers too; a 403 for a preflight from any other origin.
     */
    ApiResponse options(String path, String origin, String requestedMethod) {
        List<String> methods = router.methods(path);
        if (methods.isEmpty()) {
            return error(new ApiException(404, "no such route: " + LogSafe.clip(path, 100)
                    + " (see /api/openapi.json)"));
        }
        String allow = String.join(", ", methods) + ", OPTIONS";
        ApiResponse r = new ApiResponse(204, "text/plain; charset=utf-8", new byte[0], 0).withHeader("Allow", allow);
        if (origin != null && requestedMethod != null) {
            if (!corsOrigins.contains(origin)) {
                return error(new ApiException(403, "cross-origin requests from " + LogSafe.clip(origin, 100)
                        + " are not allowed (the server allows: " + (corsOrigins.isEmpty() ? "none"
                        : String.join(", ", corsOrigins)) + ")"));
            }
            r = r.withHeader("Access-Control-Allow-Methods", allow)
                    .withHeader("Access-Control-Allow-Headers", "Content-Type")
                    .withHeader("Access-Control-Max-Age", "600");
        }
        return r;
    }

    /** Logs a refused request on one escaped line. */
    void refused(String method, String path, ApiResponse response) {
        log.println(response.status() + " " + LogSafe.escape(method, 10) + " " + LogSafe.escape(path, 200) + ": "
                + LogSafe.escape(new String(response.body(), StandardCharsets.UTF_8), 300));
    }

    /** The error's record as JSON; Allow and Retry-After also as headers. */
    static ApiResponse error(ApiException e) {
        ApiResponse r = ApiResponse.json(e.status(), e.view());
        Object allow = e.details().get("allow");
        if (allow != null) {
            r = r.withHeader("Allow", allow.toString());
        }
        Object retry = e.details().get("retry_after");
        if (retry != null) {
            r = r.withHeader("Retry-After", retry.toString());
        }
        return r;
    }

    /** Every header of a response besides Content-Length, for a request from {@code origin} (may be null). */
    Map<String, String> headers(ApiResponse response, String origin) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Content-Type", response.contentType());
        h.put("X-Content-Type-Options", "nosniff");
        h.put("Cache-Control", response.cacheSeconds() > 0 ? "public, max-age=" + response.cacheSeconds() : "no-cache");
        if (response.contentType().startsWith("text/html")) {
            h.put("Content-Security-Policy", CSP);
            h.put("Referrer-Policy", "no-referrer");
        }
        if (origin != null && corsOrigins.contains(origin)) {
            h.put("Access-Control-Allow-Origin", origin);
            h.put("Vary", "Origin");
        }
        h.putAll(response.headers());
        if (response.headers().containsKey("Vary") && h.containsKey("Access-Control-Allow-Origin")) {
            h.put("Vary", response.headers().get("Vary") + ", Origin");
        }
        return h;
    }
}
