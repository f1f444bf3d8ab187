package sudoku.server;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request's JSON object, with typed field access whose errors name the field.
 *
 * <p>A route reads its body with {@link #of(ApiRequest, String...)}, naming every field it
 * accepts: a body with any other field is a 400 naming that field and listing the accepted ones,
 * so a misspelt or unsupported option is never silently ignored. Reading a field the route did
 * not declare is a programming error ({@link IllegalStateException}).
 *
 * <p>Errors in the JSON itself are answered in plain sentences with the line and column; nothing
 * of the parser (its class names, its excerpt of the source) reaches the client.
 */
public final class JsonBody {
    /** The optional field naming the challenge being played, see {@link #challenge()}. */
    public static final String CHALLENGE = "challenge";
    /** The longest challenge id accepted. */
    public static final int MAX_CHALLENGE = 64;
    private static final Pattern CHALLENGE_ID = Pattern.compile("[A-Za-z0-9_-]{1," + MAX_CHALLENGE + "}");
    private static final Pattern QUOTED = Pattern.compile("'((?:[^'\\\\]|\\\\.){0,80})'");

    private final ObjectNode node;
    /** The field names accepted, or null when the route declared none (every field then passes). */
    private final Set<String> accepted;
    /** Where this object sits in the body, e.g. {@code rating.} for a nested object; empty at the top. */
    private final String prefix;

    private JsonBody(ObjectNode node, Set<String> accepted, String prefix) {
        this.node = node;
        this.accepted = accepted;
        this.prefix = prefix;
    }

    /**
     * The request's body as a JSON object holding no fields but {@code accepted}.
     * @throws ApiException 400 when the body is empty, not JSON, not an object, or has another field
     */
    public static JsonBody of(ApiRequest request, String... accepted) {
        return parse(request.body()).only(accepted);
    }

    /** Like {@link #of}, but an empty body counts as {@code {}} (for routes whose every field is optional). */
    public static JsonBody orEmpty(ApiRequest request, String... accepted) {
        return request.body().length == 0 ? new JsonBody(Json.MAPPER.createObjectNode(), null, "").only(accepted)
                : of(request, accepted);
    }

    /** Parses a body; a 400 saying where the JSON breaks, or that it is not an object. */
    public static JsonBody parse(byte[] body) {
        if (body.length == 0) {
            throw ApiException.badRequest("the request body is empty: send a JSON object");
        }
        JsonNode tree;
        JsonParser parser = null;
        try {
            parser = Json.MAPPER.createParser(body);
            tree = Json.MAPPER.readTree(parser);
            if (tree != null && parser.nextToken() != null) {
                JsonLocation loc = parser.currentTokenLocation();
                throw ApiException.badRequest("invalid JSON at line " + loc.getLineNr() + ", column "
                                + loc.getColumnNr() + ": there is more after the JSON object; send exactly one object")
                        .with("line", loc.getLineNr()).with("column", loc.getColumnNr());
            }
        } catch (JsonProcessingException e) {
            throw invalid(e, parser);
        } catch (IOException | RuntimeException e) {
            if (e instanceof ApiException api) {
                throw api;
            }
            throw ApiException.badRequest("unreadable request body: send a JSON object in UTF-8");
        } finally {
            if (parser != null) {
                try {
                    parser.close();
                } catch (IOException ignored) {
                    // reading from memory
                }
            }
        }
        if (tree == null || tree.isMissingNode()) {
            throw ApiException.badRequest("the request body holds no JSON value: send a JSON object");
        }
        if (!tree.isObject()) {
            throw ApiException.badRequest("the request body must be a JSON object, e.g. {\"puzzle\": \"...\"}, not "
                    + kind(tree));
        }
        return new JsonBody((ObjectNode) tree, null, "");
    }

    /**
     * This body, checked to hold no field but {@code fields}; later reads of other fields are refused.
     * @throws ApiException 400 naming the first other field and listing the accepted ones
     */
    public JsonBody only(String... fields) {
        Set<String> names = new LinkedHashSet<>(List.of(fields));
        List<String> unknown = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!names.contains(name)) {
                unknown.add(name);
            }
        }
        if (!unknown.isEmpty()) {
            String name = prefix + LogSafe.clip(unknown.get(0), 60);
            String more = unknown.size() > 1 ? " and " + (unknown.size() - 1) + " more" : "";
            throw ApiException.badRequest("unknown field '" + name + "'" + more + " (accepted: "
                            + (names.isEmpty() ? "none" : String.join(", ", names)) + ")")
                    .with("field", name);
        }
        return new JsonBody(node, Collections.unmodifiableSet(names), prefix);
    }

    /** Whether the field is present and not null. */
    public boolean has(String field) {
        JsonNode v = get(field);
        return v != null && !v.isNull();
    }

    /** A required string field; a 400 naming it when missing or not a string. */
    public String text(String field) {
        JsonNode v = get(field);
        if (v == null || v.isNull()) {
            throw error(field, "missing field '" + prefix + field + "'");
        }
        if (!v.isTextual()) {
            throw error(field, "field '" + prefix + field + "' must be a string, not " + kind(v));
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
        JsonNode v = get(field);
        String range = min == Long.MIN_VALUE && max == Long.MAX_VALUE ? "a whole number of at most 64 bits"
                : "a whole number between " + min + " and " + max;
        if (!v.isNumber()) {
            throw error(field, "field '" + prefix + field + "' must be " + range + ", not " + kind(v));
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            String was = Double.isFinite(v.doubleValue()) ? LogSafe.clip(v.asText(), 40) : "a number that large";
            throw error(field, "field '" + prefix + field + "' must be " + range + ", not " + was);
        }
        long x = v.longValue();
        if (x < min || x > max) {
            throw error(field, "field '" + prefix + field + "' must be " + range + ", not " + x);
        }
        return x;
    }

    /** An optional finite number between {@code min} and {@code max}, or {@code fallback}. */
    public double number(String field, double fallback, double min, double max) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = get(field);
        if (!v.isNumber()) {
            throw error(field, "field '" + prefix + field + "' must be a number, not " + kind(v));
        }
        double x = v.doubleValue();
        if (!Double.isFinite(x) || x < min || x > max) {
            String was = Double.isFinite(x) ? LogSafe.clip(v.asText(), 40) : "a number that large";
            throw error(field, "field '" + prefix + field + "' must be a number between " + plain(min) + " and "
                    + plain(max) + ", not " + was);
        }
        return x;
    }

    /** An optional boolean field, or {@code fallback}. */
    public boolean bool(String field, boolean fallback) {
        if (!has(field)) {
            return fallback;
        }
        JsonNode v = get(field);
        if (!v.isBoolean()) {
            throw error(field, "field '" + prefix + field + "' must be true or false, not " + kind(v));
        }
        return v.booleanValue();
    }

    /**
     * An optional nested object holding no fields but {@code fields}, or empty; its errors name
     * the field by its path, e.g. {@code rating.min}.
     */
    public Optional<JsonBody> object(String field, String... fields) {
        if (!has(field)) {
            return Optional.empty();
        }
        JsonNode v = get(field);
        if (!v.isObject()) {
            throw error(field, "field '" + prefix + field + "' must be an object, e.g. {\"" + fields[0]
                    + "\": ...}, not " + kind(v));
        }
        return Optional.of(new JsonBody((ObjectNode) v, null, prefix + field + ".").only(fields));
    }

    /**
     * The optional {@link #CHALLENGE} field: the id of the challenge the player is playing while
     * asking for help, so that challenge can be marked as assisted. Empty when absent.
     * @throws ApiException 400 naming the field when it is not 1 to 64 letters, digits, {@code _} or {@code -}
     */
    public Optional<String> challenge() {
        if (!has(CHALLENGE)) {
            return Optional.empty();
        }
        String id = text(CHALLENGE);
        if (!CHALLENGE_ID.matcher(id).matches()) {
            throw error(CHALLENGE, "field '" + prefix + CHALLENGE + "' must be a challenge id of 1 to " + MAX_CHALLENGE
                    + " letters, digits, '_' or '-'");
        }
        return Optional.of(id);
    }

    /** The raw field (null when absent), for structured fields such as pencil marks. */
    public JsonNode node(String field) {
        return get(field);
    }

    /** The 400 for field {@code field} of this object, naming it by its full path. */
    public ApiException error(String field, String message) {
        return ApiException.badRequest(message).with("field", prefix + field);
    }

    private JsonNode get(String field) {
        if (accepted != null && !accepted.contains(field)) {
            throw new IllegalStateException("field '" + field + "' is read but not among the accepted " + accepted);
        }
        return node.get(field);
    }

    /** What a JSON value is, in words: a string, a number, an array... */
    static String kind(JsonNode v) {
        if (v.isTextual()) {
            return "a string";
        } else if (v.isNumber()) {
            return "a number";
        } else if (v.isBoolean()) {
            return v.booleanValue() ? "true" : "false";
        } else if (v.isArray()) {
            return "an array";
        } else if (v.isObject()) {
            return "an object";
        }
        return "null";
    }

    private static String plain(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? String.valueOf((long) x) : String.valueOf(x);
    }

    /**
     * The 400 for JSON that cannot be read: a sentence of our own for each kind of problem, with
     * the line and column. The parser's own message is never passed on, as it may name its
     * classes, settings and an excerpt of the input.
     */
    static ApiException invalid(JsonProcessingException e, JsonParser parser) {
        String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        JsonLocation loc = e.getLocation();
        if (loc == null && parser != null) {
            loc = parser.currentLocation();
        }
        String at = loc == null || loc.getLineNr() < 1 ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr();
        String field = null;
        String what;
        if (e instanceof StreamConstraintsException) {
            what = limit(original);
        } else if (original.startsWith("Duplicate field") || original.startsWith("Duplicate Object property")) {
            field = quoted(original);
            what = field == null ? "a field appears twice in the same object"
                    : "field '" + LogSafe.clip(field, 60) + "' appears twice in the same object";
        } else if (original.contains("UTF-8") || original.contains("UTF8") || original.contains("surrogate")) {
            what = "the body is not valid UTF-8 text";
        } else if (original.startsWith("Unexpected end-of-input")) {
            what = "the JSON ends before it is complete (a missing '}', ']' or '\"'?)";
        } else if (e instanceof MismatchedInputException && original.startsWith("Trailing token")) {
            what = "there is more after the JSON object; send exactly one object";
        } else if (original.startsWith("Unexpected character")) {
            what = "unexpected character " + character(original) + expecting(original);
        } else if (original.startsWith("Unrecognized token")) {
            String token = quoted(original);
            what = (token == null ? "an unrecognized word" : "unrecognized word '" + LogSafe.clip(token, 40) + "'")
                    + ": expected a string, number, array, object, true, false or null";
        } else if (original.startsWith("Non-standard token")) {
            what = "NaN and Infinity are not JSON numbers";
        } else if (original.startsWith("Illegal unquoted character")) {
            what = "a control character (such as a line break or tab) inside a string must be escaped, e.g. \\n";
        } else if (original.startsWith("Unrecognized character escape")) {
            what = "unknown escape in a string: use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX";
        } else if (original.startsWith("Invalid numeric value") || original.startsWith("Leading zeroes")
                || original.contains("number")) {
            what = "a malformed number";
        } else {
            what = "malformed JSON";
        }
        ApiException ex = ApiException.badRequest("invalid JSON" + at + ": " + what);
        ex.with("field", field);
        if (!at.isEmpty()) {
            ex.with("line", loc.getLineNr()).with("column", loc.getColumnNr());
        }
        return ex;
    }

    /** Which of the reader's limits was passed, in words. */
    private static String limit(String message) {
        String m = message.toLowerCase(java.util.Locale.ROOT);
        if (m.contains("nesting depth")) {
            return "the JSON is nested too deeply (at most " + Json.MAX_DEPTH + " levels of arrays and objects)";
        } else if (m.contains("number")) {
            return "a number is too long (at most " + Json.MAX_NUMBER_LENGTH + " characters)";
        } else if (m.contains("name")) {
            return "a field name is too long (at most " + Json.MAX_NAME_LENGTH + " characters)";
        } else if (m.contains("string")) {
            return "a string is too long (at most " + Json.MAX_STRING_LENGTH + " characters)";
        }
        return "the JSON is too large";
    }

    /** The first {@code '...'} of a message, or null. */
    private static String quoted(String message) {
        Matcher m = QUOTED.matcher(message);
        return m.find() ? m.group(1) : null;
    }

    /** The character of an "Unexpected character ('x' (code 120))" message, quoted, or its code. */
    private static String character(String message) {
        Matcher m = Pattern.compile("\\(code (\\d+)\\)").matcher(message);
        if (!m.find()) {
            return "";
        }
        int code = Integer.parseInt(m.group(1));
        if (code == '\'') {
            return "\"'\"";
        }
        return code >= 32 && code < 127 ? "'" + (char) code + "'" : String.format("U+%04X", code);
    }

    /** What the reader expected instead, for the messages whose wording is known. */
    private static String expecting(String message) {
        if (message.contains("double-quote to start field name")) {
            return ": expected a field name in double quotes";
        } else if (message.contains("comma to separate Object entries")) {
            return ": expected ',' or '}'";
        } else if (message.contains("comma to separate Array entries")) {
            return ": expected ',' or ']'";
        } else if (message.contains("colon to separate field name and value")) {
            return ": expected ':'";
        } else if (message.contains("expected a value") || message.contains("expected a valid value")) {
            return ": expected a string, number, array, object, true, false or null";
        }
        return "";
    }
}
