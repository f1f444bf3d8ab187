package sudoku.logic;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * The check of what a printed contradiction says clashes (see {@link PrintedChains}): a unit with
 * no place left for a digit, a cell with no candidate left, or a cell that would hold two digits.
 * It holds when the printed chains of the contradiction, all together, show it in the grid the
 * chains start from: every place of the digit in the unit, or every candidate of the cell, is
 * shown false by a weak link into it (or by the cell shown to be another digit), or was known
 * false before the chains (an inner chain's removal); or both digits are shown true by strong links
 * into the cell.
 */
final class PrintedClashes {
    private PrintedClashes() {
    }

    /** A clash as the English sentence says it. */
    static final String CLASH = "(?:[1-9] would have no place left in (?:row|column|box) [A-I1-9]"
            + "|[A-I][1-9] would have no candidate left|[A-I][1-9] would have to hold both [1-9] and [1-9]"
            + "|[A-I][1-9] would have to be [1-9], which a peer already is)";
    private static final Pattern NO_PLACE = Pattern.compile("^([1-9]) would have no place left in (row|column|box) ([A-I1-9])$");
    private static final Pattern NO_CANDIDATE = Pattern.compile("^([A-I][1-9]) would have no candidate left$");
    private static final Pattern BOTH = Pattern.compile("^([A-I][1-9]) would have to hold both ([1-9]) and ([1-9])$");
    private static final Pattern STEP = Pattern.compile("(?:, and |lead to a contradiction: )(" + CLASH + ")\\. So ");

    /** The clash a forcing chain contradiction or a nested forcing chain says it leads to, or null. */
    static String said(String text) {
        Matcher m = STEP.matcher(text);
        return m.find() ? m.group(1) : null;
    }

    /** A node shown true in one cell, {@code +4:[12]}: the way {@link PrintedChains.Branch#reached} keys it. */
    private static final Pattern SHOWN_TRUE = Pattern.compile("^\\+([1-9]):\\[([0-9]+)]$");

    /**
     * Why the clash said as {@code clash} does not follow from {@code branches} (the printed chains
     * of one contradiction, read in {@code state}) and the candidates {@code knownFalse}, or null.
     */
    static String wrong(Candidates state, String clash, List<PrintedChains.Branch> branches, Set<Candidate> knownFalse) {
        if (branches == null) {
            return "its chains cannot be read";
        }
        Geometry g = state.geometry();
        Set<Candidate> off = new HashSet<>(knownFalse);
        Set<Candidate> on = new HashSet<>();
        for (PrintedChains.Branch b : branches) {
            off.addAll(b.shownFalse());
            for (String key : b.reached()) {
                // "+4:[12]": a node shown true, in one cell
                Matcher k = SHOWN_TRUE.matcher(key);
                if (k.find()) {
                    on.add(new Candidate(Integer.parseInt(k.group(2)), Integer.parseInt(k.group(1))));
                }
            }
        }
        Matcher m;
        if ((m = NO_PLACE.matcher(clash)).find()) {
            int d = Integer.parseInt(m.group(1));
            int u = unit(g, m.group(2), m.group(3));
            for (int c : UnitTables.unit(g, u)) {
                if (state.digit(c) == d) {
                    return clash + ": " + d + " is placed there already";
                }
                if (state.has(c, d) && !off.contains(new Candidate(c, d)) && !otherDigit(on, c, d)) {
                    return clash + ": " + PrintedChains.name(g, c) + " keeps " + d;
                }
            }
            return null;
        }
        if ((m = NO_CANDIDATE.matcher(clash)).find()) {
            int c = PrintedChains.cell(g, m.group(1));
            if (state.digit(c) != 0) {
                return clash + ": the cell is filled";
            }
            for (int d = 1; d <= g.side(); d++) {
                if (state.has(c, d) && !off.contains(new Candidate(c, d))) {
                    return clash + ": it keeps " + d;
                }
            }
            return null;
        }
        if ((m = BOTH.matcher(clash)).find()) {
            int c = PrintedChains.cell(g, m.group(1));
            Candidate a = new Candidate(c, Integer.parseInt(m.group(2)));
            Candidate b = new Candidate(c, Integer.parseInt(m.group(3)));
            return on.contains(a) && on.contains(b) ? null : clash + ": not both shown true";
        }
        return clash + ": a clash the chains cannot show (no cell or unit to check)";
    }

    /**
     * {@code text} with the first clash it says made wrong: the digit with no place is the next
     * digit, the cell with no candidate is the one below (the top one below the last row), the
     * second of two digits the next digit.
     */
    static String tampered(String text) {
        Matcher m = Pattern.compile(CLASH).matcher(text);
        if (!m.find()) {
            return text;
        }
        String c = m.group();
        String wrong;
        Matcher x;
        if ((x = NO_PLACE.matcher(c)).find()) {
            wrong = next(x.group(1)) + c.substring(1);
        } else if ((x = NO_CANDIDATE.matcher(c)).find()) {
            wrong = (char) ('A' + (c.charAt(0) - 'A' + 1) % 9) + c.substring(1);
        } else if ((x = BOTH.matcher(c)).find()) {
            wrong = c.substring(0, c.length() - 1) + next(x.group(3));
        } else {
            wrong = c;
        }
        return text.substring(0, m.start()) + wrong + text.substring(m.end());
    }

    private static String next(String digit) {
        return String.valueOf(Integer.parseInt(digit) % 9 + 1);
    }

    /** Whether {@code on} shows {@code cell} holding a digit other than {@code d}. */
    private static boolean otherDigit(Set<Candidate> on, int cell, int d) {
        return on.stream().anyMatch(x -> x.cell() == cell && x.digit() != d);
    }

    /** The unit named "row C", "column 3" or "box 7". */
    private static int unit(Geometry g, String kind, String name) {
        int n = g.side();
        return switch (kind) {
            case "row" -> name.charAt(0) - 'A';
            case "column" -> n + name.charAt(0) - '1';
            default -> 2 * n + name.charAt(0) - '1';
        };
    }
}
