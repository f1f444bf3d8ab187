package sudoku.server;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Between the HTTP transport and the {@link Router}: answers errors as JSON ({@code status},
 * {@code message} and where), logs refusals and faults with everything from the request
 * escaped, and names the headers every response carries.
 */
final class HttpApi {
    private static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

    private final Router router;
    private final PrintStream log;

    HttpApi(Router router, PrintStream log) {
        this.router = router;
        this.log = log;
    }

    /** The response to a request: the route's, or a JSON error. */
    ApiResponse respond(String method, String path, String rawQuery, byte[] body) {
        ApiResponse response;
        try {
            response = router.dispatch(new ApiRequest(method, path, ApiRequest.parseQuery(rawQuery), body));
        } catch (ApiException e) {
            response = error(e);
        } catch (Exception | StackOverflowError e) {
            log.println("error: " + LogSafe.escape(method, 10) + " " + LogSafe.escape(path, 200) + ": "
                    + e.getClass().getSimpleName() + ": " + LogSafe.escape(e.getMessage(), 300));
            response = error(new ApiException(500, "internal error: " + e.getClass().getSimpleName()));
        }
        if (response.status() >= 400) {
            refused(method, path, response);
        }
        return response;
    }

    /** Logs a refused request on one escaped line. */
    void refused(String method, String path, ApiResponse response) {
        log.println(response.status() + " " + LogSafe.escape(method, 10) + " " + LogSafe.escape(path, 200) + ": "
                + LogSafe.escape(new String(response.body(), StandardCharsets.UTF_8), 300));
    }

    /** The error's JSON: {@code status: "error"}, the message, then its details. */
    static ApiResponse error(ApiException e) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("status", "error");
        out.put("message", e.getMessage());
        out.putAll(e.details());
        return ApiResponse.json(e.status(), out);
    }

    /** The headers of a response besides Content-Length and Connection, as {@code Name: value} lines. */
    static String headers(ApiResponse response) {
        StringBuilder h = new StringBuilder(200);
        h.append("Content-Type: ").append(response.contentType()).append("\r\n");
        h.append("X-Content-Type-Options: nosniff\r\n");
        h.append("Cache-Control: ").append(response.cacheSeconds() > 0
                ? "public, max-age=" + response.cacheSeconds() : "no-cache").append("\r\n");
        if (response.contentType().startsWith("text/html")) {
            h.append("Content-Security-Policy: ").append(CSP).append("\r\n");
            h.append("Referrer-Policy: no-referrer\r\n");
        }
        return h.toString();
    }
}
