package sudoku.logic.view.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;

/**
 * The JSON names of the records in this package: a component's {@link JsonProperty} name (the
 * snake_case of a two-word field, e.g. {@code second_solution}), else its own. Adapters that do
 * not write through Jackson (the cluster job's columns) and the API's description take the names
 * from here, so every output uses the same ones.
 */
public final class Records {
    private Records() {
    }

    /** The JSON name of one component. */
    public static String jsonName(RecordComponent c) {
        JsonProperty p = c.getAnnotation(JsonProperty.class);
        if (p == null) {
            p = c.getAccessor().getAnnotation(JsonProperty.class);
        }
        return p != null && !p.value().isEmpty() ? p.value() : c.getName();
    }

    /** The JSON names of a record's fields, in order. */
    public static List<String> jsonNames(Class<? extends Record> type) {
        return Arrays.stream(type.getRecordComponents()).map(Records::jsonName).toList();
    }
}
