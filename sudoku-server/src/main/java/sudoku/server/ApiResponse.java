package sudoku.server;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One HTTP response: status, content type, body bytes and any headers of its own.
 *
 * @param status       the HTTP status
 * @param contentType  the Content-Type header
 * @param body         the bytes to send
 * @param cacheSeconds how long a client may cache it (0: revalidate every time)
 * @param headers      further headers (e.g. {@code Allow}, {@code Retry-After}, {@code ETag})
 */
public record ApiResponse(int status, String contentType, byte[] body, int cacheSeconds, Map<String, String> headers) {
    /** The JSON media type, UTF-8. */
    public static final String JSON = "application/json; charset=utf-8";

    /** Copies the headers. */
    public ApiResponse {
        headers = Map.copyOf(headers);
    }

    /** A response with no headers of its own. */
    public ApiResponse(int status, String contentType, byte[] body, int cacheSeconds) {
        this(status, contentType, body, cacheSeconds, Map.of());
    }

    /** A 200 response with {@code value} written as JSON. */
    public static ApiResponse json(Object value) {
        return json(200, value);
    }

    /** A response with status {@code status} and {@code value} written as JSON. */
    public static ApiResponse json(int status, Object value) {
        return new ApiResponse(status, JSON, Json.bytes(value), 0);
    }

    /** A plain-text response. */
    public static ApiResponse text(int status, String text) {
        return new ApiResponse(status, "text/plain; charset=utf-8", text.getBytes(StandardCharsets.UTF_8), 0);
    }

    /** This response with one more header (replacing one of the same name). */
    public ApiResponse withHeader(String name, String value) {
        Map<String, String> h = new LinkedHashMap<>(headers);
        h.put(name, value);
        return new ApiResponse(status, contentType, body, cacheSeconds, h);
    }
}
