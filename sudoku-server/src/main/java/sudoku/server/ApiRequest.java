package sudoku.server;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One HTTP request as the routes see it, independent of the server underneath.
 *
 * @param method the HTTP method, upper case
 * @param path   the decoded path, e.g. {@code /api/solve}
 * @param query  the query parameters (the first value of each name)
 * @param body   the request body (empty when none)
 * @param headers the request headers, names in lower case (the first value of each)
 */
public record ApiRequest(String method, String path, Map<String, String> query, byte[] body,
                         Map<String, String> headers) {
    /** A request without headers. */
    public ApiRequest(String method, String path, Map<String, String> query, byte[] body) {
        this(method, path, query, body, Map.of());
    }

    /** The header {@code name} (any case), or null. */
    public String header(String name) {
        return headers.get(name.toLowerCase(java.util.Locale.ROOT));
    }

    /** Parses a raw query string ({@code a=1&b=x%20y}); malformed escapes are a 400. */
    public static Map<String, String> parseQuery(String raw) {
        Map<String, String> out = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return out;
        }
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            try {
                out.putIfAbsent(URLDecoder.decode(name, StandardCharsets.UTF_8),
                        URLDecoder.decode(value, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("malformed query string: a % must be followed by two hex digits")
                        .with("field", "query");
            }
        }
        return out;
    }

    /** The query parameter {@code name}, or {@code fallback} when absent or empty. */
    public String param(String name, String fallback) {
        String v = query.get(name);
        return v == null || v.isEmpty() ? fallback : v;
    }

    /** The body as a JSON object; a 400 naming the problem when it is not one. */
    public JsonBody json() {
        return JsonBody.parse(body);
    }
}
