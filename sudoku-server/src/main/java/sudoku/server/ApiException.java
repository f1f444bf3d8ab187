package sudoku.server;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.logic.view.internal.ErrorView;

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

    /** The details an error can carry: the JSON names of {@link ErrorView}'s fields. */
    private static final Set<String> KEYS = Set.of("status", "field", "line", "column", "cell", "cells", "limit",
            "budget_millis", "retry_after", "allow", "correct");

    /**
     * This exception with one more detail, named as in {@link ErrorView} (e.g. {@code field},
     * {@code cell}, {@code status} for a puzzle's verdict word); returns itself.
     */
    public ApiException with(String key, Object value) {
        if (!KEYS.contains(key)) {
            throw new IllegalArgumentException("not a field of an error record: " + key);
        }
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

    /** The error's record: {@code status} (the verdict word, or {@code error}), the message and the details. */
    public ErrorView view() {
        @SuppressWarnings("unchecked")
        List<String> cells = (List<String>) details.get("cells");
        return new ErrorView((String) details.getOrDefault("status", "error"), getMessage(),
                (String) details.get("field"), number("line"), number("column"), (String) details.get("cell"), cells,
                number("limit"), number("budget_millis"), number("retry_after"), (String) details.get("allow"),
                (Boolean) details.get("correct"));
    }

    private Long number(String key) {
        Object v = details.get(key);
        return v == null ? null : ((Number) v).longValue();
    }
}
