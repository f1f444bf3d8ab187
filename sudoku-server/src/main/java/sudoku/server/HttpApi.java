package sudoku.server;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The bridge from the JDK's HTTP server to the {@link Router}: reads the request within the body
 * limit, answers errors as JSON ({@code status}, {@code message} and where), adds the security
 * headers, and logs server faults with everything from the request escaped.
 */
final class HttpApi implements HttpHandler {
    private static final String CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

    private final Router router;
    private final int maxBodyBytes;
    private final PrintStream log;

    HttpApi(Router router, int maxBodyBytes, PrintStream log) {
        this.router = router;
        this.maxBodyBytes = maxBodyBytes;
        this.log = log;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
            String path = exchange.getRequestURI().getPath();
            ApiResponse response;
            try {
                byte[] body = readBody(exchange);
                ApiRequest request = new ApiRequest(method, path == null ? "/" : path,
                        ApiRequest.parseQuery(exchange.getRequestURI().getRawQuery()), body);
                response = router.dispatch(request);
            } catch (ApiException e) {
                response = error(e);
            } catch (Exception | StackOverflowError e) {
                log.println("error: " + LogSafe.escape(method, 10) + " " + LogSafe.escape(path, 200) + ": "
                        + e.getClass().getSimpleName() + ": " + LogSafe.escape(e.getMessage(), 300));
                response = error(new ApiException(500, "internal error: " + e.getClass().getSimpleName()));
            }
            if (response.status() >= 400) {
                log.println(response.status() + " " + LogSafe.escape(method, 10) + " " + LogSafe.escape(path, 200)
                        + ": " + LogSafe.escape(new String(response.body(), java.nio.charset.StandardCharsets.UTF_8), 300));
            }
            send(exchange, method, response);
        }
    }

    /** The error's JSON: {@code status: "error"}, the message, then its details. */
    static ApiResponse error(ApiException e) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("status", "error");
        out.put("message", e.getMessage());
        out.putAll(e.details());
        return ApiResponse.json(e.status(), out);
    }

    private byte[] readBody(HttpExchange exchange) throws IOException {
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        if (declared != null) {
            long n;
            try {
                n = Long.parseLong(declared.trim());
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("bad Content-Length header");
            }
            if (n > maxBodyBytes) {
                throw tooLarge();
            }
        }
        InputStream in = exchange.getRequestBody();
        byte[] body = in.readNBytes(maxBodyBytes + 1);
        if (body.length > maxBodyBytes) {
            throw tooLarge();
        }
        return body;
    }

    private ApiException tooLarge() {
        return new ApiException(413, "the request body is larger than " + maxBodyBytes + " bytes")
                .with("maxBytes", maxBodyBytes);
    }

    private static void send(HttpExchange exchange, String method, ApiResponse response) throws IOException {
        Headers h = exchange.getResponseHeaders();
        h.set("Content-Type", response.contentType());
        h.set("X-Content-Type-Options", "nosniff");
        h.set("Cache-Control", response.cacheSeconds() > 0 ? "public, max-age=" + response.cacheSeconds() : "no-cache");
        if (response.contentType().startsWith("text/html")) {
            h.set("Content-Security-Policy", CSP);
            h.set("Referrer-Policy", "no-referrer");
        }
        if (method.equals("HEAD")) {
            exchange.sendResponseHeaders(response.status(), -1);
            return;
        }
        byte[] body = response.body();
        exchange.sendResponseHeaders(response.status(), body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
