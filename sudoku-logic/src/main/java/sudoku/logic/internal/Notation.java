package sudoku.logic.internal;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sudoku.core.Geometry;

/**
 * How texts name cells and rows. {@link #CELL}, the default, is this project's: a row letter and a
 * column number ({@code C1}, {@code row C}). {@link #RC} is the notation of HoDoKu and the forums:
 * row and column numbers ({@code r3c1}, {@code row 3}), so a chain reads {@code (5)r3c1=(5)r3c7}.
 * Only the texts change; the JSON's fields keep their names (a cell's {@code row}, {@code col} and
 * {@code cell}), so a program reads every step the same way in either notation.
 */
public enum Notation {
    /** Row letter and column number: {@code C1}, {@code row C}. */
    CELL,
    /** Row and column numbers: {@code r3c1}, {@code row 3}. */
    RC;

    /**
     * A cell's name in a text: a row letter (never preceded by a Latin letter or digit) and a column
     * number of one or two digits (never followed by a digit or Latin letter).
     */
    private static final Pattern CELL_NAME = Pattern.compile("(?<![A-Za-z0-9])([A-Y])([1-9][0-9]?)(?![0-9A-Za-z])");
    /**
     * Rows named by their letters, in English and Spanish: one after the singular ({@code row A},
     * {@code fila A}), a list after the plural ({@code rows A, C and F}, {@code filas A y C}).
     */
    private static final Pattern ROWS = Pattern.compile("(?<![A-Za-z])(?:(row|fila) ([A-Y])"
            + "|(rows|filas) ([A-Y](?:(?:, | and | or | y | o )[A-Y])*))(?![A-Za-z0-9])");
    /** Rows in Chinese: {@code A行}, {@code A、C和F行}. */
    private static final Pattern ROWS_ZH = Pattern.compile("(?<![A-Za-z0-9])([A-Y](?:[、和或][A-Y])*)行");
    private static final Pattern ROW_LETTER = Pattern.compile("(?<![A-Za-z0-9])[A-Y](?![A-Za-z0-9])");

    /** The notation named {@code cell} or {@code rc}. */
    public static Notation of(String code) {
        for (Notation n : values()) {
            if (n.code().equals(code)) {
                return n;
            }
        }
        throw new IllegalArgumentException("unknown notation '" + code + "' (cell or rc)");
    }

    /** Its name in options and requests: {@code cell} or {@code rc}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** A cell's name in this notation. */
    public String cell(Geometry g, int cell) {
        return this == CELL ? g.cellName(cell) : "r" + (g.row(cell) + 1) + "c" + (g.col(cell) + 1);
    }

    /**
     * A text of a board of shape {@code g} written with this project's names, in this notation: every
     * cell name and every row named by its letter. Letters and numbers beyond the board are left alone.
     */
    public String text(Geometry g, String text) {
        if (this == CELL || text == null) {
            return text;
        }
        int side = g.side();
        String rows = replace(ROWS, text, m -> m.group(1) != null ? m.group(1) + " " + rowNumbers(m.group(2), side)
                : m.group(3) + " " + rowNumbers(m.group(4), side));
        rows = replace(ROWS_ZH, rows, m -> rowNumbers(m.group(1), side) + "行");
        return replace(CELL_NAME, rows, m -> {
            int row = m.group(1).charAt(0) - 'A';
            int col = Integer.parseInt(m.group(2));
            return row < side && col <= side ? cell(g, g.cell(row, col - 1)) : m.group();
        });
    }

    /** The row letters of a list of rows replaced by their numbers (on the board). */
    private static String rowNumbers(String letters, int side) {
        return replace(ROW_LETTER, letters, m -> {
            int row = m.group().charAt(0) - 'A';
            return row < side ? String.valueOf(row + 1) : m.group();
        });
    }

    private static String replace(Pattern p, String text, java.util.function.Function<Matcher, String> by) {
        Matcher m = p.matcher(text);
        StringBuilder sb = new StringBuilder(text.length() + 16);
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(by.apply(m)));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
