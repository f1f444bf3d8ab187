package sudoku.logic.internal;

import java.util.Locale;
import sudoku.core.Geometry;

/**
 * How texts name cells and rows. {@link #CELL}, the default, is this project's: a row letter and a
 * column number ({@code C1}, {@code row C}). {@link #RC} is the notation of HoDoKu and the forums:
 * row and column numbers ({@code r3c1}, {@code row 3}), so a chain reads {@code (5)r3c1=(5)r3c7}.
 * Only the sentences change (each renderer names cells and rows in the notation as it writes them); the JSON's fields keep their names (a cell's {@code row}, {@code col} and
 * {@code cell}), so a program reads every step the same way in either notation.
 */
public enum Notation {
    /** Row letter and column number: {@code C1}, {@code row C}. */
    CELL,
    /** Row and column numbers: {@code r3c1}, {@code row 3}. */
    RC;

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
}
