package sudoku.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.logic.internal.Correlation;
import sudoku.logic.view.internal.RatingView;

/**
 * Sudoku Explainer's {@code serate} line format: the puzzle, a space and {@code ED=ER/EP/ED}, as in
 * {@code 98.7..6..5...8..7...7..6...4....3..2..8.9.7.....4......1.2...3...5.6.9..........1 ED=11.3/1.2/1.2}.
 */
final class Serate {
    /** The figures at the end of a line, after the puzzle: {@code ED=9.1/2.6/2.6}. */
    private static final Pattern FIGURES =
            Pattern.compile("\\s+ED=(\\d+(?:\\.\\d*)?)/(\\d+(?:\\.\\d*)?)/(\\d+(?:\\.\\d*)?)\\s*$");

    /** The three figures read from a line: ER (hardest step), EP (pearl) and ED (diamond). */
    record Figures(double er, double ep, double ed) {
    }

    private Serate() {
    }

    /** One line without its {@code ED=} figures, which go into {@code given} under {@code line}. */
    static String withoutFigures(String text, long line, Map<Long, Figures> given) {
        Matcher m = FIGURES.matcher(text);
        if (!m.find()) {
            return text;
        }
        given.put(line, new Figures(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                Double.parseDouble(m.group(3))));
        return text.substring(0, m.start());
    }

    /** serate's default line format: the puzzle, then ED=ER/EP/ED. */
    static final String DEFAULT_FORMAT = "%g ED=%r/%p/%d";

    /** A rating in serate's form, or the puzzle and its error. */
    static String line(RatingView v) {
        return line(v, DEFAULT_FORMAT);
    }

    /**
     * A rating in a serate format string: {@code %g} the puzzle, {@code %r} ER, {@code %p} EP,
     * {@code %d} ED (one decimal each), {@code %n} the puzzle's line, {@code %h} the hardest
     * technique, {@code %l} the level, {@code %%} a percent sign; anything else as written. A
     * puzzle not rated gives the puzzle and its error.
     */
    static String line(RatingView v, String format) {
        if (v.error() != null) {
            return v.puzzle() + " error: " + v.error();
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c != '%' || i + 1 == format.length()) {
                out.append(c);
                continue;
            }
            char code = format.charAt(++i);
            switch (code) {
                case 'g' -> out.append(v.puzzle());
                case 'r' -> out.append(String.format(Locale.ROOT, "%.1f", v.er()));
                case 'p' -> out.append(String.format(Locale.ROOT, "%.1f", v.ep()));
                case 'd' -> out.append(String.format(Locale.ROOT, "%.1f", v.ed()));
                case 'n' -> out.append(v.line() == null ? 1 : v.line());
                case 'h' -> out.append(v.hardest());
                case 'l' -> out.append(v.level());
                case '%' -> out.append('%');
                default -> out.append('%').append(code);
            }
        }
        return out.toString();
    }

    /** Whether {@code format} is a serate format string this command reads: known codes only. */
    static String checkFormat(String format) {
        java.util.regex.Matcher m = Pattern.compile("%(.?)").matcher(format);
        while (m.find()) {
            if (!"grpdnhl%".contains(m.group(1)) || m.group(1).isEmpty()) {
                return "unknown code %" + m.group(1) + " in the serate format '" + format
                        + "': %g puzzle, %r ER, %p EP, %d ED, %n line, %h hardest technique, %l level, %% a %";
            }
        }
        return null;
    }

    /**
     * How the ratings compare with the figures read: per figure the mean absolute difference,
     * and for ER the Spearman rank correlation (from two puzzles on), over {@code pairs} of (ours, read).
     */
    static String comparison(List<Figures[]> pairs) {
        int n = pairs.size();
        double[] ours = new double[n];
        double[] read = new double[n];
        double er = 0;
        double ep = 0;
        double ed = 0;
        for (int i = 0; i < n; i++) {
            Figures a = pairs.get(i)[0];
            Figures b = pairs.get(i)[1];
            ours[i] = a.er();
            read[i] = b.er();
            er += Math.abs(a.er() - b.er()) / n;
            ep += Math.abs(a.ep() - b.ep()) / n;
            ed += Math.abs(a.ed() - b.ed()) / n;
        }
        return String.format(Locale.ROOT, "compared with %d ED= figures read: mean absolute difference ER %.2f, "
                + "EP %.2f, ED %.2f", n, er, ep, ed)
                + (n < 2 ? "" : String.format(Locale.ROOT, "; ER Spearman %.3f", Correlation.spearman(ours, read)));
    }

    /** The figures of a rating, to compare. */
    static Figures of(RatingView v) {
        return new Figures(v.er(), v.ep(), v.ed());
    }
}
