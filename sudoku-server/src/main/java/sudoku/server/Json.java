package sudoku.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The server's one JSON mapper. Requests are read only as trees ({@link JsonBody}), never bound
 * to classes, and no polymorphic typing is enabled, so a client cannot pick what gets created.
 * Nesting and string lengths are capped well below the defaults.
 */
final class Json {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(16)
                .maxStringLength(64 * 1024)
                .maxNumberLength(32)
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
