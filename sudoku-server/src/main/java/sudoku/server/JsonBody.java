package sudoku.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/** A request's JSON object, with typed field access whose errors name the field. */
public final class JsonBody {
    private final ObjectNode node;

    private JsonBody(ObjectNode node) {
        this.node = node;
    }

    /** Parses a body; a 400 saying where the JSON breaks, or that it is not an object. */
    public static JsonBody parse(byte[] body) {
        if (body.length == 0) {
            throw ApiException.badRequest("the request body is empty: send a JSON object");
        }
        JsonNode tree;
        try {
            tree = Json.MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            ApiException ex = ApiException.badRequest("invalid JSON: " + LogSafe.clip(plain(e.getOriginalMessage()), 200));
            if (loc != null) {
                ex.with("line", loc.getLineNr()).with("column", loc.getColumnNr());
            }
            throw ex;
        } catch (IOException e) {
            throw ApiException.badRequest("unreadable request body");
        }
        if (tree == null || !tree.isObject()) {
            throw ApiException.badRequest("the request body must be a JSON object, e.g. {\"puzzle\": \"...\"}");
        }
        return new JsonBody((ObjectNode) tree);
    }

    /** Jackson's message without its source excerpt and marker positions. */
    private static String plain(String message) {
        String m = message == null ? "unreadable" : message;
        m = m.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\]\\)", "");
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    /** Whether the field is present and not null. */
    public boolean has(String field) {
        JsonNode v = node.get(field);
        return v != null && !v.isNull();
    }

    /** A required string field; a 400 naming it when missing or not a string. */
    public String text(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw ApiException.badRequest("missing field '" + field + "'").with("field", field);
        }
        if (!v.isTextual()) {
            throw ApiException.badRequest("field '" + field + "' must be a string").with("field", field);
        }
        return v.textValue();
    }

    /** An optional string field, or {@code fallback}. */
    public String text(String field, String fallback) {
        return has(field) ? text(field) : fallback;
    }

    /** An optional integer field between {@code min} and {@code max}, or {@code fallback}. */
    public long integer(String field, long fallback, long min, long max) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = node.get(field);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw ApiException.badRequest("field '" + field + "' must be an integer").with("field", field);
        }
        long x = v.longValue();
        if (x < min || x > max) {
            throw ApiException.badRequest("field '" + field + "' must be between " + min + " and " + max
                    + ", not " + x).with("field", field);
        }
        return x;
    }

    /** An optional boolean field, or {@code fallback}. */
    public boolean bool(String field, boolean fallback) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = node.get(field);
        if (!v.isBoolean()) {
            throw ApiException.badRequest("field '" + field + "' must be true or false").with("field", field);
        }
        return v.booleanValue();
    }

    /** The raw field (null when absent), for structured fields such as pencil marks. */
    public JsonNode node(String field) {
        return node.get(field);
    }
}
