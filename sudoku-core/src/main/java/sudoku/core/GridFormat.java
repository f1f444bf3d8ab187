package sudoku.core;

import java.util.List;
import sudoku.core.bits.DigitSet;

/**
 * Reading and printing grids. Reading accepts one line ({@code .} or {@code 0} for empty cells)
 * or the same spread over several lines with spaces and decoration ({@code | - +}), the way
 * {@link #display} prints it; the size is inferred from the number of cells. Printing is the
 * seeds' {@code display()}: {@code |} between boxes, {@code -+-} lines between bands, every
 * column as wide as the widest cell, so one function prints plain and candidate grids.
 */
public final class GridFormat {
    private GridFormat() {
    }

    /**
     * Whether a character is grid decoration ({@code |}, {@code -}, {@code +}, white space), skipped when reading.
     * @param ch the character
     * @return whether a character is grid decoration ({@code |}, {@code -}, {@code +}, white space), skipped
     *         when reading
     */
    public static boolean isDecoration(char ch) {
        // printable ASCII, the cells of nearly every puzzle, is never white space: no table to look up
        if (ch > ' ' && ch < 0x7F) {
            return ch == '|' || ch == '-' || ch == '+';
        }
        return Character.isWhitespace(ch);
    }

    /**
     * Reads one puzzle and checks it: cell count, symbols and clashing clues.
     * @param text the text to read
     * @return the puzzle
     * @throws PuzzleFormatException naming line, column and problem
     */
    public static Grid parse(String text) {
        return parse(text, 1);
    }

    /**
     * As {@link #parse(String)}, for text that starts at line {@code firstLine} of its input, so
     * that errors name the input's own line numbers.
     * @param text the text to read
     * @param firstLine the line number of the first line, from 1
     * @return the puzzle
     */
    public static Grid parse(String text, long firstLine) {
        Grid grid = parseUnchecked(text, firstLine);
        checkClashes(grid);
        return grid;
    }

    /**
     * Reads one grid checking cell count and symbols but not clashes (a player's grid may clash).
     * @param text the text to read
     * @return the grid, clashes and all
     * @throws PuzzleFormatException naming line, column and problem
     */
    public static Grid parseUnchecked(String text) {
        return parseUnchecked(text, 1);
    }

    private static Grid parseUnchecked(String text, long firstLine) {
        if (text == null) {
            throw new PuzzleFormatException("no puzzle: the text is null", 0, 0);
        }
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            if (!isDecoration(text.charAt(i))) {
                count++;
            }
        }
        Geometry g = Geometry.forCellCount(count);
        int expected = g != null ? count : nearestBoard(count);
        byte[] digits = new byte[count];
        int cell = 0;
        long line = firstLine;
        int column = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            column++;
            if (ch == '\n') {
                line++;
                column = 0;
                continue;
            }
            if (isDecoration(ch)) {
                continue;
            }
            if (g == null) {
                if (++cell > expected) {
                    throw wrongCount(count, expected, line, column);
                }
                continue;
            }
            int d = g.digitOf(ch);
            if (d < 0) {
                throw new PuzzleFormatException(SudokuException.Kind.FORMAT, "line " + line + ", column " + column
                        + " (cell " + g.cellName(cell) + "): '" + printable(ch) + "' is not a symbol of a " + g.side()
                        + "x" + g.side() + " board (use " + symbolRange(g) + ", and . or 0 for an empty cell)", line,
                        column, cell, null);
            }
            digits[cell++] = (byte) d;
        }
        if (g == null) {
            throw wrongCount(count, expected, line, column + 1);
        }
        return Grid.adopt(g, digits);
    }

    /**
     * The grid of a line of cells only, one byte each, as {@link #parseUnchecked} reads it, when
     * every byte is a dot or a digit of the board its length gives; null otherwise (a length that
     * is no board, a byte that is no cell or a digit over the side), for the full reader to
     * explain. Clashes are not checked. One pass, without a branch per cell.
     * @param bytes the line's bytes
     * @param from  where the line starts
     * @param to    where it ends (exclusive)
     * @return the grid, or null when the line is not plain cells
     */
    public static Grid cellsOnly(byte[] bytes, int from, int to) {
        Geometry g = Geometry.forCellCount(to - from);
        if (g == null) {
            return null;
        }
        // bit k for the byte '.' + k that is a cell: the dot, and the digits from 0 up to the side
        long cells = 1L | ((2L << Math.min(g.side(), 9)) - 1) << ('0' - '.');
        byte[] digits = new byte[to - from];
        int wrong = 0;
        for (int i = from; i < to; i++) {
            int k = (bytes[i] & 0xFF) - '.';
            // k past 63 (or below 0) is no cell; a shift takes only the low six bits of k
            wrong |= k >>> 6 | ~(int) (cells >>> k) & 1;
            int d = k - ('0' - '.');
            digits[i - from] = (byte) (d & ~(d >> 31));
        }
        return wrong == 0 ? Grid.adopt(g, digits) : null;
    }

    /**
     * Checks that no unit holds a digit twice.
     * @param grid the grid to check
     * @throws PuzzleFormatException of kind {@link SudokuException.Kind#CLASH} naming the unit and
     *         both cells of the first clash; its {@link SudokuException#cell() cell} is the second
     */
    public static void checkClashes(Grid grid) {
        if (!grid.hasConflicts()) {
            return;
        }
        List<Grid.Conflict> clashes = grid.conflicts();
        throw new PuzzleFormatException(SudokuException.Kind.CLASH, "clashing clues: "
                + clashes.get(0).describe(grid.geometry())
                + (clashes.size() > 1 ? " (and " + (clashes.size() - 1) + " more)" : ""), 0, 0,
                clashes.get(0).secondCell(), null);
    }

    /** The cell count of the board size nearest {@code count} (81 on a tie with a larger one). */
    private static int nearestBoard(int count) {
        int expected = Geometry.CLASSIC.cellCount();
        for (int side : new int[] {4, 6, 9, 12, 16, 25}) {
            if (Math.abs(side * side - count) < Math.abs(expected - count)) {
                expected = side * side;
            }
        }
        return expected;
    }

    /**
     * The error of a text whose cell count is no board's, placed where it goes wrong against the
     * nearest board size: at the first cell too many, or at the end when cells are missing.
     */
    private static PuzzleFormatException wrongCount(int count, int expected, long line, int column) {
        int side = (int) Math.sqrt(expected);
        String where = count > expected
                ? "line " + line + ", column " + column + " holds cell " + (expected + 1) + ", one past the "
                        + expected + " of a " + side + "x" + side + " puzzle"
                : "the text ends at line " + line + ", column " + column + ", " + (expected - count)
                        + " cell" + (expected - count == 1 ? "" : "s") + " short of the " + expected + " of a "
                        + side + "x" + side + " puzzle";
        return new PuzzleFormatException(SudokuException.Kind.FORMAT, count + " cells: a puzzle has a square "
                + "number of cells, e.g. 81 for 9x9 (16, 36, 144, 256 and 625 for 4x4, 6x6, 12x12, 16x16, 25x25); "
                + where, line, column, -1, null);
    }

    private static String symbolRange(Geometry g) {
        int n = g.side();
        return n <= 9 ? "1-" + n : "1-9 and A-" + Geometry.symbol(n);
    }

    private static String printable(char ch) {
        return ch < 32 || ch == 127 ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
    }

    /**
     * The seeds' display of a grid: digits, {@code .} for empty cells.
     * @param grid the grid
     * @return the seeds' display of a grid: digits, {@code .} for empty cells
     */
    public static String display(Grid grid) {
        String[] texts = new String[grid.geometry().cellCount()];
        for (int i = 0; i < texts.length; i++) {
            int d = grid.get(i);
            texts[i] = d == 0 ? "." : String.valueOf(Geometry.symbol(d));
        }
        return display(grid.geometry(), texts);
    }

    /**
     * The seeds' display of candidates, one digit set (bit d-1 for digit d) per cell.
     * @param candidates one candidate mask per cell (bit d-1 for digit d)
     * @param g the board's shape
     * @return the seeds' display of candidates, one digit set (bit d-1 for digit d) per cell
     */
    public static String displayCandidates(Geometry g, int[] candidates) {
        String[] texts = new String[g.cellCount()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = DigitSet.toString(candidates[i]);
            if (texts[i].isEmpty()) {
                texts[i] = "-";
            }
        }
        return display(g, texts);
    }

    /**
     * The seeds' {@code display()} of any text per cell: each cell centred in a column as wide as
     * the widest text plus one, {@code |} after each box column, a {@code -+-} line after each band.
     * @param g the board's shape
     * @param texts the text of each cell
     * @return the seeds' {@code display()} of any text per cell: each cell centred in a column as wide as the
     *         widest text plus one, {@code |} after each box column, a {@code -+-} line after each band
     */
    public static String display(Geometry g, String[] texts) {
        int width = 0;
        for (String t : texts) {
            width = Math.max(width, t.length());
        }
        width++;
        int n = g.side();
        int boxCols = g.hasBoxes() ? g.boxCols() : n;
        int boxRows = g.hasBoxes() ? g.boxRows() : n;
        String band = "-".repeat(width * boxCols);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append(center(texts[g.cell(r, c)], width));
                if ((c + 1) % boxCols == 0 && c + 1 < n) {
                    sb.append('|');
                }
            }
            sb.append('\n');
            if ((r + 1) % boxRows == 0 && r + 1 < n) {
                for (int b = 0; b < n / boxCols; b++) {
                    sb.append(b > 0 ? "+" : "").append(band);
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** Centres text in a field the way Python's {@code str.center} does, as the seeds print. */
    static String center(String s, int width) {
        int margin = width - s.length();
        if (margin <= 0) {
            return s;
        }
        int left = margin / 2 + (margin & width & 1);
        return " ".repeat(left) + s + " ".repeat(margin - left);
    }
}
