package sudoku.logic.internal;

import java.util.Arrays;
import java.util.Locale;

/** The languages the logic solver writes in: English, Spanish and Simplified Chinese. */
public enum Lang {
    /** English, the default: the techniques' own sentences. */
    EN,
    /** Spanish. */
    ES,
    /** Simplified Chinese. */
    ZH;

    /** The code used on the command line and in the API, e.g. {@code es}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The language with code {@code code} (any case, spaces around ignored).
     * @throws IllegalArgumentException naming the text and the known codes when there is none
     */
    public static Lang parse(String code) {
        for (Lang l : values()) {
            if (l.code().equalsIgnoreCase(code.trim())) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown language '" + code + "' (known: " + codes() + ")");
    }

    /** Every code, comma separated, for messages and help. */
    public static String codes() {
        return String.join(", ", Arrays.stream(values()).map(Lang::code).toList());
    }
}
