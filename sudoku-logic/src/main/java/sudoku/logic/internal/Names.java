package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;

/**
 * The words a sentence is made of, in one language and one cell notation: cells, units, digits,
 * placements and eliminations, lists joined the language's way. Cells and rows are named in the
 * notation as they are written, never rewritten afterwards: {@code C1} and {@code row C}, or
 * {@code r3c1} and {@code row 3}.
 *
 * @param g        the board's shape
 * @param messages the language's catalogue
 * @param notation how cells and rows are named
 */
public record Names(Geometry g, Messages messages, Notation notation) {
    /**
     * The words of a language in a notation.
     * @param g the board's shape
     * @param lang the language
     * @param notation how cells and rows are named
     * @return the words
     */
    public static Names of(Geometry g, Lang lang, Notation notation) {
        return new Names(g, Messages.of(lang), notation);
    }

    /**
     * A text of the catalogue with its placeholders filled.
     * @param key the text's key
     * @param namesAndValues placeholder names, each followed by its value
     * @return the text
     */
    public String text(String key, Object... namesAndValues) {
        return messages.text(key, namesAndValues);
    }

    /** @param cell a cell index @return its name: {@code C1} or {@code r3c1} */
    public String cell(int cell) {
        return notation.cell(g, cell);
    }

    /** @param cells cell indexes @return their names joined: {@code A1, B2 and C3} */
    public String cells(Collection<Integer> cells) {
        List<String> names = new ArrayList<>();
        for (int c : cells) {
            names.add(cell(c));
        }
        return and(names);
    }

    /** @param digit a digit @return its symbol ({@code 7}, or {@code A} for ten on a bigger board) */
    public String digit(int digit) {
        return String.valueOf(Geometry.symbol(digit));
    }

    /** @param mask a digit mask @return its digits joined: {@code 1, 4 and 7} */
    public String digits(int mask) {
        return and(symbols(mask));
    }

    /** @param mask a digit mask @return its digits joined with a final "or" */
    public String digitsOr(int mask) {
        return or(symbols(mask));
    }

    /** @param unit a unit id @return its name: {@code row C}, {@code row 3}, {@code box 5} */
    public String unit(int unit) {
        return messages.text("unit." + kindKey(unit), "name", label(unit));
    }

    /** @param kind a kind of unit @return its word: {@code row}, {@code box} */
    public String kind(Geometry.UnitKind kind) {
        return messages.kind(kind);
    }

    /**
     * The units named and listed; units of one kind share the word: {@code rows A, C and F}.
     * @param units unit ids
     * @return their names
     */
    public String units(Collection<Integer> units) {
        List<String> names = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        Geometry.UnitKind kind = null;
        boolean oneKind = true;
        for (int u : units) {
            names.add(unit(u));
            labels.add(label(u));
            oneKind &= kind == null || g.kind(u) == kind;
            kind = g.kind(u);
        }
        if (!oneKind || names.size() < 2) {
            return and(names);
        }
        return messages.text("units." + kindKey(units.iterator().next()), "names", and(labels));
    }

    /** @param placements digits placed @return {@code 5 in A4 and 6 in B2} */
    public String placements(Collection<Candidate> placements) {
        List<String> parts = new ArrayList<>();
        for (Candidate p : placements) {
            parts.add(messages.text("placement", "digit", digit(p.digit()), "cell", cell(p.cell())));
        }
        return and(parts);
    }

    /**
     * Eliminations grouped by digit, cells in reading order, digits removed from the same cells
     * said together: {@code 5 from A4 and A7, 6 from B2}, {@code 4 and 8 from C5}.
     * @param eliminations the candidates removed
     * @return their words
     */
    public String eliminations(Collection<Candidate> eliminations) {
        Map<Integer, List<Integer>> byDigit = new TreeMap<>();
        for (Candidate c : eliminations) {
            byDigit.computeIfAbsent(c.digit(), k -> new ArrayList<>()).add(c.cell());
        }
        Map<List<Integer>, Integer> digitsByCells = new java.util.LinkedHashMap<>();
        byDigit.forEach((d, cs) -> digitsByCells.merge(cs.stream().sorted().distinct().toList(), DigitSet.of(d),
                (a, b) -> a | b));
        List<String> parts = new ArrayList<>();
        digitsByCells.forEach((cs, mask) -> parts.add(messages.text("elimination", "digits", digits(mask),
                "cells", cells(cs))));
        return String.join(messages.text("list.groups"), parts);
    }

    /** @param items words @return joined with commas and the language's final "and" */
    public String and(List<String> items) {
        return messages.and(items);
    }

    /** @param items words @return joined with commas and the language's final "or" */
    public String or(List<String> items) {
        return messages.or(items);
    }

    private String kindKey(int unit) {
        return g.kind(unit).name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A unit's label without its word: {@code C} (or {@code 3} in row-and-column notation), {@code 5}. */
    private String label(int unit) {
        if (notation == Notation.RC && g.kind(unit) == Geometry.UnitKind.ROW) {
            return String.valueOf(g.row(sudoku.core.internal.UnitTables.unit(g, unit)[0]) + 1);
        }
        String name = g.unitName(unit);
        return name.substring(name.indexOf(' ') + 1);
    }

    private static List<String> symbols(int mask) {
        List<String> names = new ArrayList<>();
        for (int d : DigitSet.digits(mask)) {
            names.add(String.valueOf(Geometry.symbol(d)));
        }
        return names;
    }
}
