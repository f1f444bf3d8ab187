package sudoku.logic.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
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

    /** A level's name, e.g. {@code difícil}. */
    public String level(Level l) {
        return text("level." + l.label());
    }

    /** The word for a kind of unit: {@code row}, {@code fila}, {@code 行}. */
    public String kind(Geometry.UnitKind kind) {
        return text("kind." + kind.name().toLowerCase(java.util.Locale.ROOT));
    }

    /** A unit's name: {@code row A}, {@code columna 3}, {@code 5宫}. */
    public String unit(Geometry g, int unit) {
        return text("unit." + g.kind(unit).name().toLowerCase(java.util.Locale.ROOT), "name", label(g, unit));
    }

    /** Units listed; units of one kind share the word, as in {@code filas A, C y F}. */
    public String units(Geometry g, Collection<Integer> units) {
        List<String> names = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        Geometry.UnitKind kind = null;
        boolean oneKind = true;
        for (int u : units) {
            names.add(unit(g, u));
            labels.add(label(g, u));
            oneKind &= kind == null || g.kind(u) == kind;
            kind = g.kind(u);
        }
        if (!oneKind || names.size() < 2) {
            return and(names);
        }
        return text("units." + kind.name().toLowerCase(java.util.Locale.ROOT), "names", and(labels));
    }

    /** Cell names listed: {@code A1, B2 y C3}. */
    public String cells(Geometry g, Collection<Integer> cells) {
        List<String> names = new ArrayList<>();
        for (int c : cells) {
            names.add(g.cellName(c));
        }
        return and(names);
    }

    /** The digits of a mask listed: {@code 1, 4 y 7}. */
    public String digits(int mask) {
        return and(symbols(mask));
    }

    /** The digits of a mask as alternatives: {@code 1, 4 o 7}. */
    public String digitsOr(int mask) {
        return or(symbols(mask));
    }

    /** Placements listed: {@code 5 en A1}, {@code A1填5}. */
    public String placements(Geometry g, Collection<Candidate> placements) {
        List<String> parts = new ArrayList<>();
        for (Candidate p : placements) {
            parts.add(text("placement", "digit", Geometry.symbol(p.digit()), "cell", g.cellName(p.cell())));
        }
        return and(parts);
    }

    /**
     * Eliminations grouped by digit, digits removed from the same cells said together:
     * {@code 5 de A4 y A7, 6 de B2}.
     */
    public String eliminations(Geometry g, Collection<Candidate> eliminations) {
        Map<Integer, List<Integer>> byDigit = new TreeMap<>();
        for (Candidate c : eliminations) {
            byDigit.computeIfAbsent(c.digit(), k -> new ArrayList<>()).add(c.cell());
        }
        Map<List<Integer>, Integer> digitsByCells = new java.util.LinkedHashMap<>();
        byDigit.forEach((d, cs) -> digitsByCells.merge(cs.stream().sorted().distinct().toList(), DigitSet.of(d),
                (a, b) -> a | b));
        List<String> parts = new ArrayList<>();
        digitsByCells.forEach((cs, mask) -> parts.add(text("elimination", "digits", digits(mask),
                "cells", cells(g, cs))));
        return String.join(text("list.groups"), parts);
    }

    /** Items joined with this language's commas and final {@code and}. */
    public String and(List<String> items) {
        return join(items, "list.and");
    }

    /** Items joined with this language's commas and final {@code or}. */
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

    private static List<String> symbols(int mask) {
        List<String> names = new ArrayList<>();
        for (int d : DigitSet.digits(mask)) {
            names.add(String.valueOf(Geometry.symbol(d)));
        }
        return names;
    }

    private static String label(Geometry g, int unit) {
        String name = g.unitName(unit);
        return name.substring(name.indexOf(' ') + 1);
    }
}
