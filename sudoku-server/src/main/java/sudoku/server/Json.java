package sudoku.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The server's one JSON mapper. Requests are read only as trees ({@link JsonBody}), never bound
 * to classes, and no polymorphic typing is enabled, so a client cannot pick what gets created.
 * Nesting, string, name and number lengths are capped well below the defaults; a field given
 * twice in one object and anything after the top-level value are refused.
 */
final class Json {
    /** The deepest nesting of arrays and objects read. */
    static final int MAX_DEPTH = 16;
    /** The longest string value read, in characters. */
    static final int MAX_STRING_LENGTH = 64 * 1024;
    /** The longest field name read, in characters. */
    static final int MAX_NAME_LENGTH = 1024;
    /** The longest number read, in characters. */
    static final int MAX_NUMBER_LENGTH = 32;

    static final ObjectMapper MAPPER = JsonMapper.builder()
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(MAX_DEPTH)
                .maxStringLength(MAX_STRING_LENGTH)
                .maxNameLength(MAX_NAME_LENGTH)
                .maxNumberLength(MAX_NUMBER_LENGTH)
                .build());
    }

    private Json() {
    }

    /** The value as UTF-8 JSON bytes. */
    static byte[] bytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }
}
