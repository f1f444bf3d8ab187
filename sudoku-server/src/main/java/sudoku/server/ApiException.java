package sudoku.server;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the API refuses: an HTTP status, a sentence saying what is wrong, and where (the
 * field, the cell, the line and column of the puzzle text) when the problem has a place.
 */
public final class ApiException extends RuntimeException {
    private final int status;
    private final Map<String, Object> details = new LinkedHashMap<>();

    /** A refusal with status {@code status} and message {@code message}. */
    public ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    /** A 400 Bad Request. */
    public static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    /** This exception with one more detail (e.g. {@code field}, {@code cell}); returns itself. */
    public ApiException with(String key, Object value) {
        if (value != null) {
            details.put(key, value);
        }
        return this;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }

    /** The details, in the order added. */
    public Map<String, Object> details() {
        return details;
    }
}
