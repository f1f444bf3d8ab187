package sudoku.server;

import java.nio.charset.StandardCharsets;

/**
 * One HTTP response: status, content type and body bytes.
 *
 * @param status       the HTTP status
 * @param contentType  the Content-Type header
 * @param body         the bytes to send
 * @param cacheSeconds how long a client may cache it (0: revalidate every time)
 */
public record ApiResponse(int status, String contentType, byte[] body, int cacheSeconds) {
    /** The JSON media type, UTF-8. */
    public static final String JSON = "application/json; charset=utf-8";

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
}
