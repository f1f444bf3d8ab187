package sudoku.logic.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import sudoku.core.Geometry;
import sudoku.logic.Level;
import sudoku.logic.Technique;

/**
 * One language's message catalogue ({@code sudoku/logic/internal/messages_xx.properties}, UTF-8) and the
 * words built from it: technique and level names, units, lists of cells and digits, placements
 * and eliminations. A text's placeholders are names in braces, {@code {cell}}. Thread-safe.
 */
public final class Messages {
    private static final Map<Lang, Messages> LOADED = new EnumMap<>(Lang.class);

    private final Lang lang;
    private final Map<String, String> texts;

    private Messages(Lang lang, Map<String, String> texts) {
        this.lang = lang;
        this.texts = texts;
    }

    /** The catalogue of a language (read once). */
    public static synchronized Messages of(Lang lang) {
        return LOADED.computeIfAbsent(lang, Messages::load);
    }

    private static Messages load(Lang lang) {
        String name = "messages_" + lang.code() + ".properties";
        try (InputStream in = Messages.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no message catalogue " + name);
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> texts = new TreeMap<>();
            p.stringPropertyNames().forEach(k -> texts.put(k, p.getProperty(k)));
            return new Messages(lang, Map.copyOf(texts));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The language of this catalogue. */
    public Lang lang() {
        return lang;
    }

    /** Every key of this catalogue. */
    public Set<String> keys() {
        return texts.keySet();
    }

    /** Whether the catalogue has a text for {@code key}. */
    public boolean has(String key) {
        return texts.containsKey(key);
    }

    /**
     * The text of {@code key} with each {@code {name}} replaced by the value following that name in
     * {@code namesAndValues} ({@code "cell", "A1", "digit", 5}).
     * @throws IllegalStateException when the catalogue has no such key
     */
    public String text(String key, Object... namesAndValues) {
        String t = texts.get(key);
        if (t == null) {
            throw new IllegalStateException("no text '" + key + "' in messages_" + lang.code());
        }
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            t = t.replace("{" + namesAndValues[i] + "}", String.valueOf(namesAndValues[i + 1]));
        }
        return t;
    }

    /** A technique's name as players of this language say it; its English name when the catalogue has none. */
    public String technique(Technique t) {
        String key = "technique." + t.name();
        return lang == Lang.EN || !has(key) ? t.displayName() : texts.get(key);
    }

    /**
     * A locked-candidates technique's name when the digit is locked in a unit of kind {@code from}:
     * the catalogue's {@code technique.NAME.kind} where the language names the block by that unit
     * (Chinese: 对角线区块 for a diagonal, 窗口区块 for a window), else {@link #technique(Technique)}.
     */
    public String technique(Technique t, Geometry.UnitKind from) {
        String key = "technique." + t.name() + "." + from.name().toLowerCase(java.util.Locale.ROOT);
        return lang != Lang.EN && has(key) ? texts.get(key) : technique(t);
    }

    /** A level's name, e.g. {@code difícil}. */
    public String level(Level l) {
        return text("level." + l.label());
    }

    /** The word for a kind of unit: {@code row}, {@code fila}, {@code 行}. */
    public String kind(Geometry.UnitKind kind) {
        return text("kind." + kind.name().toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * Items joined with commas and the language's final "and".
     * @param items the words
     * @return the list
     */
    public String and(List<String> items) {
        return join(items, "list.and");
    }

    /**
     * Items joined with commas and the language's final "or".
     * @param items the words
     * @return the list
     */
    public String or(List<String> items) {
        return join(items, "list.or");
    }

    private String join(List<String> items, String last) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        String word = text(last);
        String next = items.get(items.size() - 1);
        // Spanish says "e" before an i sound (I9) and "u" before an o sound (8, O3).
        if (lang == Lang.ES && word.equals(" y ") && next.matches("(?i)i.*|hi[^e].*")) {
            word = " e ";
        } else if (lang == Lang.ES && word.equals(" o ") && next.matches("(?i)(o|8|ho).*|11")) {
            word = " u ";
        }
        return String.join(text("list.comma"), items.subList(0, items.size() - 1)) + word + next;
    }
}
