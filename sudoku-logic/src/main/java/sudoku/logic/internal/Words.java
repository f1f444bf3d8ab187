package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;

/** Plain-English pieces for the steps' sentences: lists of cells, digits and candidates. */
public final class Words {
    private Words() {
    }

    /** {@code A1}, {@code A1 and B2}, {@code A1, B2 and C3}. */
    public static String cells(Geometry g, Collection<Integer> cells) {
        return english(g).cells(cells);
    }

    /** The digits of a mask: {@code 5}, {@code 3 and 8}, {@code 1, 4 and 7}. */
    public static String digits(int mask) {
        return english(Geometry.CLASSIC).digits(mask);
    }

    /**
     * The units named and listed: {@code row A and column 3}; units of one kind share the word,
     * as in {@code rows A, C and F}.
     */
    public static String units(Geometry g, Collection<Integer> units) {
        return english(g).units(units);
    }

    /**
     * Eliminations grouped by digit, cells in reading order, digits removed from the same cells
     * said together: {@code 5 from A4 and A7, 6 from B2}, {@code 4 and 8 from C5}.
     */
    public static String eliminations(Geometry g, Collection<Candidate> eliminations) {
        return english(g).eliminations(eliminations);
    }

    private static Names english(Geometry g) {
        return Names.of(g, Lang.EN, Notation.CELL);
    }

    /**
     * {@code a} or {@code an} for a technique's name as it is spoken: {@code an XY-Chain},
     * {@code an Almost Locked Set}, {@code a Uniqueness Test}, {@code a W-Wing}.
     */
    public static String article(String name) {
        if (name.isEmpty()) {
            return "a";
        }
        char c = Character.toUpperCase(name.charAt(0));
        boolean letterName = name.length() == 1 || !Character.isLowerCase(name.charAt(1));
        if (letterName && Character.isLetter(c)) {
            return "AEFHILMNORSX".indexOf(c) >= 0 ? "an" : "a";
        }
        if (c == 'U') {
            return name.toLowerCase(java.util.Locale.ROOT).matches("u(ni|se|su|ti).*") ? "a" : "an";
        }
        if (c == '8' || name.startsWith("11") || name.startsWith("18")) {
            return "an";
        }
        return "AEIO".indexOf(c) >= 0 ? "an" : "a";
    }

    /** Items joined with commas and a final {@code or}. */
    public static String or(List<String> items) {
        String joined = and(items);
        int last = joined.lastIndexOf(" and ");
        return items.size() < 2 ? joined : joined.substring(0, last) + " or " + joined.substring(last + 5);
    }

    /** Items joined with commas and a final {@code and}. */
    public static String and(List<String> items) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
