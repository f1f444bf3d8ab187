package sudoku.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import sudoku.core.bits.DigitSet;

/**
 * The shape of a board: its side {@code n}, its box shape and the tables derived from them.
 *
 * <pre>
 *   cell  : one of the n*n positions, index 0..n*n-1, row-major (the seeds call it a "box")
 *   unit  : a row, a column or a box; each unit holds n cells (the community says "house")
 *   box   : a boxRows x boxCols block (the seeds say "square"); a Latin square has no boxes
 *   peer  : another cell sharing a unit with a cell (20 of them on 9x9)
 * </pre>
 *
 * Units are numbered rows first ({@code 0..n-1}), then columns ({@code n..2n-1}), then boxes
 * ({@code 2n..3n-1}), each listing its cells in reading order. Cells are printed {@code A1}
 * (row letter, column number) as in the seeds; {@code r1c1} is accepted on input.
 * Geometry is a value: two geometries with the same shape are equal.
 */
public final class Geometry {
    /** The largest supported side: symbols run {@code 1-9} then {@code A-P}. */
    public static final int MAX_SIDE = 25;

    /**
     * The boards without a variant built so far, by box shape (rows * 64 + columns; a Latin square
     * has 0 rows): a geometry is immutable, and reading a file of boards of one size asks for the
     * same one once per line.
     */
    private static final java.util.concurrent.ConcurrentHashMap<Integer, Geometry> PLAIN =
            new java.util.concurrent.ConcurrentHashMap<>();
    /** The classic 9x9 board with 3x3 boxes. */
    public static final Geometry CLASSIC = new Geometry(3, 3);

    private final int boxRows;
    private final int boxCols;
    private final int side;
    // The four tables below are read without a copy, by name, from sudoku.core.internal.UnitTables.
    private final int[][] units;
    private final int[][][] unitsOfCell;
    private final int[][] unitIdsOfCell;
    private final int[][] peers;

    /** Unit kinds of a variant board, one per unit; {@code null} on a plain board (rows, columns, boxes by position). */
    private final UnitKind[] kinds;
    /** The variant's extra constraints; {@link Variant#NONE} on a plain board. */
    private final Variant variant;

    private Geometry(int boxRows, int boxCols) {
        this(boxRows, boxCols, standardUnits(boxRows, boxCols), null, Variant.NONE);
    }

    /**
     * A board whose units are given (each of {@code side} cells), with their kinds, for a
     * variant: peers are the cells sharing a unit or a cage. Built by {@link Variant#geometry}.
     */
    Geometry(int boxRows, int boxCols, int[][] units, UnitKind[] kinds, Variant variant) {
        this.boxRows = boxRows;
        this.boxCols = boxCols;
        this.side = boxRows == 0 ? boxCols : boxRows * boxCols;
        this.units = units;
        this.kinds = kinds;
        this.variant = variant;
        this.unitIdsOfCell = new int[side * side][];
        this.unitsOfCell = new int[side * side][][];
        this.peers = new int[side * side][];
        int[] cageOf = variant.cageOfCell(side * side);
        for (int cell = 0; cell < side * side; cell++) {
            List<Integer> ids = new ArrayList<>();
            for (int u = 0; u < units.length; u++) {
                for (int c : units[u]) {
                    if (c == cell) {
                        ids.add(u);
                    }
                }
            }
            unitIdsOfCell[cell] = ids.stream().mapToInt(Integer::intValue).toArray();
            unitsOfCell[cell] = ids.stream().map(u -> units[u]).toArray(int[][]::new);
            boolean[] seen = new boolean[side * side];
            for (int[] unit : unitsOfCell[cell]) {
                for (int c : unit) {
                    seen[c] = true;
                }
            }
            if (cageOf[cell] >= 0) {
                for (int c : variant.cages().get(cageOf[cell]).cells()) {
                    seen[c] = true;
                }
            }
            seen[cell] = false;
            int[] p = new int[side * side];
            int count = 0;
            for (int c = 0; c < seen.length; c++) {
                if (seen[c]) {
                    p[count++] = c;
                }
            }
            peers[cell] = Arrays.copyOf(p, count);
        }
    }

    /**
     * A board of {@code boxRows x boxCols} boxes, so of side {@code boxRows * boxCols}.
     * @param boxRows rows in one box
     * @param boxCols columns in one box
     * @return a board of {@code boxRows x boxCols} boxes, so of side {@code boxRows * boxCols}
     * @throws IllegalArgumentException when the side is not between 1 and {@link #MAX_SIDE}
     */
    public static Geometry boxed(int boxRows, int boxCols) {
        if (boxRows < 1 || boxCols < 1 || boxRows * boxCols > MAX_SIDE) {
            throw new IllegalArgumentException("unsupported box shape " + boxRows + "x" + boxCols
                    + ": the side must be between 1 and " + MAX_SIDE);
        }
        return boxRows == 3 && boxCols == 3 ? CLASSIC : PLAIN.computeIfAbsent(boxRows * 64 + boxCols,
                k -> new Geometry(boxRows, boxCols));
    }

    /**
     * A Latin square of side {@code side}: rows and columns only, no boxes.
     * @param side the number of cells in a row (4 to 25)
     * @return a Latin square of side {@code side}: rows and columns only, no boxes
     */
    public static Geometry latin(int side) {
        if (side < 1 || side > MAX_SIDE) {
            throw new IllegalArgumentException("unsupported side " + side + ": must be 1 to " + MAX_SIDE);
        }
        return PLAIN.computeIfAbsent(side, k -> new Geometry(0, side));
    }

    /**
     * The usual board of side {@code side}: boxes as near square as the side allows, rows of
     * boxes no taller than they are wide (2x3 for 6, 3x4 for 12); a Latin square when the side
     * is prime (no box shape exists), which makes 3 the seeds' 3x3 mini puzzle.
     * @param side the number of cells in a row (4 to 25)
     * @return the usual board of side {@code side}: boxes as near square as the side allows, rows of boxes no
     *         taller than they are wide (2x3 for 6, 3x4 for 12); a Latin square when the side is prime (no
     *         box shape exists), which makes 3 the seeds' 3x3 mini puzzle
     */
    public static Geometry ofSide(int side) {
        if (side < 1 || side > MAX_SIDE) {
            throw new IllegalArgumentException("unsupported side " + side + ": must be 1 to " + MAX_SIDE);
        }
        int rows = (int) Math.sqrt(side);
        while (side % rows != 0) {
            rows--;
        }
        return rows == 1 && side > 1 ? latin(side) : boxed(rows, side / rows);
    }

    /**
     * The board named by {@code text}: a side ({@code 9}, the usual board of {@link #ofSide}) or a
     * box shape ({@code 2x3}: boxes of 2 rows and 3 columns).
     * @param text the text to read
     * @return the board named by {@code text}: a side ({@code 9}, the usual board of {@link #ofSide}) or a
     *         box shape ({@code 2x3}: boxes of 2 rows and 3 columns)
     * @throws IllegalArgumentException saying what is accepted when the text is neither, or out of range
     */
    public static Geometry parse(String text) {
        String s = text.trim().toLowerCase(java.util.Locale.ROOT);
        try {
            int x = s.indexOf('x');
            if (x > 0) {
                return boxed(Integer.parseInt(s.substring(0, x)), Integer.parseInt(s.substring(x + 1)));
            }
            int side = Integer.parseInt(s);
            if (side < 4 || side > MAX_SIDE) {
                throw new IllegalArgumentException("the side must be between 4 and " + MAX_SIDE + ", got " + text);
            }
            return ofSide(side);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the size must be a side such as 9 or a box shape such as 2x3, got '"
                    + text + "'");
        }
    }

    /**
     * The geometry whose board has {@code cellCount} cells, or {@code null} when no side fits.
     * @param cellCount the number of cells (16, 36, 81, ...)
     * @return the geometry whose board has {@code cellCount} cells, or {@code null} when no side fits
     */
    public static Geometry forCellCount(int cellCount) {
        int s = (int) Math.round(Math.sqrt(cellCount));
        if (s < 2 || s * s != cellCount || s > MAX_SIDE) {
            return null;
        }
        return ofSide(s);
    }

    /** Rows, then columns, then boxes (none when {@code boxRows} is 0). */
    static int[][] standardUnits(int boxRows, int boxCols) {
        int side = boxRows == 0 ? boxCols : boxRows * boxCols;
        int count = boxRows == 0 ? 2 * side : 3 * side;
        int[][] result = new int[count][side];
        for (int i = 0; i < side; i++) {
            for (int j = 0; j < side; j++) {
                result[i][j] = i * side + j;
                result[side + i][j] = j * side + i;
            }
        }
        if (boxRows != 0) {
            for (int b = 0; b < side; b++) {
                int top = (b / boxRows) * boxRows;
                int left = (b % boxRows) * boxCols;
                for (int k = 0; k < side; k++) {
                    result[2 * side + b][k] = (top + k / boxCols) * side + left + k % boxCols;
                }
            }
        }
        return result;
    }

    /**
     * The number of digits, rows and columns.
     * @return the number of digits, rows and columns
     */
    public int side() {
        return side;
    }

    /**
     * The number of cells, {@code side * side}.
     * @return the number of cells, {@code side * side}
     */
    public int cellCount() {
        return side * side;
    }

    /**
     * Rows in one box, or 0 for a Latin square.
     * @return the rows in one box, or 0 for a Latin square
     */
    public int boxRows() {
        return boxRows;
    }

    /**
     * Columns in one box, or 0 for a Latin square.
     * @return the columns in one box, or 0 for a Latin square
     */
    public int boxCols() {
        return boxRows == 0 ? 0 : boxCols;
    }

    /**
     * Whether the board has boxes (false for a Latin square).
     * @return whether the board has boxes (false for a Latin square)
     */
    public boolean hasBoxes() {
        return boxRows != 0;
    }

    /**
     * The set with every digit of this board, as a bit mask (bit {@code d-1} for digit d).
     * @return the set with every digit of this board, as a bit mask (bit {@code d-1} for digit d)
     */
    public int allDigits() {
        return (1 << side) - 1;
    }

    /**
     * All units: rows, then columns, then boxes (then a variant's extra units); a copy.
     * @return all units: rows, then columns, then boxes (then a variant's extra units); a copy
     */
    public int[][] units() {
        return deepCopy(units);
    }

    /**
     * One unit's cells in reading order; a copy.
     * @param unitId a unit id: rows, then columns, then boxes, then the variant's own units
     * @return one unit's cells in reading order; a copy
     */
    public int[] unit(int unitId) {
        return units[unitId].clone();
    }

    /** One unit's cells, the table itself for this package's loops (never to be modified). */
    int[] unitCells(int unitId) {
        return units[unitId];
    }

    /**
     * The number of units: 27 on 9x9.
     * @return the number of units: 27 on 9x9
     */
    public int unitCount() {
        return units.length;
    }

    /**
     * The units of a cell: its row, its column and (when boxes exist) its box; a copy.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the units of a cell: its row, its column and (when boxes exist) its box; a copy
     */
    public int[][] unitsOf(int cell) {
        return deepCopy(unitsOfCell[cell]);
    }

    /**
     * The unit ids of a cell, in the order of {@link #unitsOf}; a copy.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the unit ids of a cell, in the order of {@link #unitsOf}; a copy
     */
    public int[] unitIdsOf(int cell) {
        return unitIdsOfCell[cell].clone();
    }

    /**
     * The peers of a cell in increasing order: 20 on 9x9; a copy.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the peers of a cell in increasing order: 20 on 9x9; a copy
     */
    public int[] peers(int cell) {
        return peers[cell].clone();
    }

    private static int[][] deepCopy(int[][] a) {
        int[][] out = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i].clone();
        }
        return out;
    }

    /**
     * The 0-based row of a cell.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the 0-based row of a cell
     */
    public int row(int cell) {
        return cell / side;
    }

    /**
     * The 0-based column of a cell.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the 0-based column of a cell
     */
    public int col(int cell) {
        return cell % side;
    }

    /**
     * The 0-based box of a cell, or -1 on a Latin square.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the 0-based box of a cell, or -1 on a Latin square
     */
    public int box(int cell) {
        if (boxRows == 0) {
            return -1;
        }
        return (row(cell) / boxRows) * boxRows + col(cell) / boxCols;
    }

    /**
     * The cell at a 0-based row and column.
     * @param row a row, from 0
     * @param col a column, from 0
     * @return the cell at a 0-based row and column
     */
    public int cell(int row, int col) {
        return row * side + col;
    }

    /**
     * The kind of a unit: rows, columns and boxes on every board; on variants also the main
     * diagonals (X-Sudoku), the extra windows (Windoku) and the irregular regions that replace
     * the boxes (Jigsaw).
     */
    public enum UnitKind {
        /** A row. */
        ROW,
        /** A column. */
        COLUMN,
        /** A box. */
        BOX,
        /** A diagonal (X-Sudoku). */
        DIAGONAL,
        /** An extra window (Windoku). */
        WINDOW,
        /** An irregular region in place of the boxes (Jigsaw). */
        REGION
    }

    /**
     * Whether a unit is a row, a column, a box, a diagonal, a window or a region.
     * @param unitId a unit id: rows, then columns, then boxes, then the variant's own units
     * @return whether a unit is a row, a column, a box, a diagonal, a window or a region
     */
    public UnitKind kind(int unitId) {
        return kinds == null ? UnitKind.values()[unitId / side] : kinds[unitId];
    }

    /**
     * A unit's printed name: {@code row A}, {@code column 1}, {@code box 1} (boxes 1..n in reading
     * order); on variants {@code diagonal 1} (A1 to I9) and {@code 2} (A9 to I1), {@code window 1..4}
     * in reading order, {@code region 1..n} numbered by their first cell in reading order.
     * @param unitId a unit id: rows, then columns, then boxes, then the variant's own units
     * @return a unit's printed name: {@code row A}, {@code column 1}, {@code box 1} (boxes 1..n in reading
     *         order); on variants {@code diagonal 1} (A1 to I9) and {@code 2} (A9 to I1), {@code window 1..4}
     *         in reading order, {@code region 1..n} numbered by their first cell in reading order
     */
    public String unitName(int unitId) {
        UnitKind kind = kind(unitId);
        int first = unitId;
        while (first > 0 && kind(first - 1) == kind) {
            first--;
        }
        int i = unitId - first;
        return switch (kind) {
            case ROW -> "row " + (char) ('A' + i);
            case COLUMN -> "column " + (i + 1);
            case BOX -> "box " + (i + 1);
            case DIAGONAL -> "diagonal " + (i + 1);
            case WINDOW -> "window " + (i + 1);
            case REGION -> "region " + (i + 1);
        };
    }

    /**
     * The variant this board follows: {@link Variant#NONE} for a plain board.
     * @return the variant this board follows: {@link Variant#NONE} for a plain board
     */
    public Variant variant() {
        return variant;
    }

    /**
     * Whether the board has constraints beyond rows, columns and boxes (a variant).
     * @return whether the board has constraints beyond rows, columns and boxes (a variant)
     */
    public boolean isVariant() {
        return !variant.equals(Variant.NONE);
    }

    /**
     * The killer cages (digits distinct, adding up to the sum); empty on other boards.
     * @return the killer cages (digits distinct, adding up to the sum); empty on other boards
     */
    public List<Cage> cages() {
        return variant.cages();
    }

    /**
     * A cell's printed name: row letter then 1-based column, {@code A1}..{@code I9} on 9x9.
     * @param cell a cell index, from 0 (top left) row by row
     * @return a cell's printed name: row letter then 1-based column, {@code A1}..{@code I9} on 9x9
     */
    public String cellName(int cell) {
        return String.valueOf((char) ('A' + row(cell))) + (col(cell) + 1);
    }

    /**
     * The cell named {@code A1} style (row letter, column number) or {@code r1c1} style.
     * @param name the name
     * @return the cell named {@code A1} style (row letter, column number) or {@code r1c1} style
     * @throws IllegalArgumentException naming the text when it is not a cell of this board
     */
    public int parseCell(String name) {
        String s = name.trim();
        int row;
        int col;
        try {
            if (s.length() >= 4 && (s.charAt(0) == 'r' || s.charAt(0) == 'R')) {
                int c = s.toLowerCase().indexOf('c');
                row = Integer.parseInt(s.substring(1, c)) - 1;
                col = Integer.parseInt(s.substring(c + 1)) - 1;
            } else {
                row = Character.toUpperCase(s.charAt(0)) - 'A';
                col = Integer.parseInt(s.substring(1)) - 1;
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("'" + name + "' is not a cell name (use A1 or r1c1)");
        }
        if (row < 0 || row >= side || col < 0 || col >= side) {
            throw new IllegalArgumentException("'" + name + "' is not a cell of a " + side + "x" + side + " board");
        }
        return cell(row, col);
    }

    /**
     * The character that stands for a digit: {@code 1-9}, then {@code A} for 10 up to {@code P} for 25.
     * @param digit a digit, from 1 to the side
     * @return the character that stands for a digit: {@code 1-9}, then {@code A} for 10 up to {@code P} for
     *         25
     */
    public static char symbol(int digit) {
        return DigitSet.symbol(digit);
    }

    /**
     * The digit a character stands for on this board, 0 for an empty cell ({@code .} or {@code 0}),
     * or -1 when the character is not a symbol of this size. Letters may be lower case.
     * @param ch the character
     * @return the digit a character stands for on this board, 0 for an empty cell ({@code .} or {@code 0}),
     *         or -1 when the character is not a symbol of this size
     */
    public int digitOf(char ch) {
        if (ch == '.' || ch == '0') {
            return 0;
        }
        int d;
        if (ch >= '1' && ch <= '9') {
            d = ch - '0';
        } else if (Character.isLetter(ch) && ch < 128) {
            d = Character.toUpperCase(ch) - 'A' + 10;
        } else {
            return -1;
        }
        return d <= side ? d : -1;
    }

    /**
     * The symbols of this size in order, e.g. {@code 123456789} or {@code 123456789ABCDEFG}.
     * @return the symbols of this size in order, e.g
     */
    public String symbols() {
        StringBuilder sb = new StringBuilder(side);
        for (int d = 1; d <= side; d++) {
            sb.append(symbol(d));
        }
        return sb.toString();
    }

    /**
     * A short description: {@code 9x9 with 3x3 boxes} or {@code 3x3 Latin square}.
     * @return a short description: {@code 9x9 with 3x3 boxes} or {@code 3x3 Latin square}
     */
    public String describe() {
        if (isVariant()) {
            return variant.describe(side);
        }
        return boxRows == 0
                ? side + "x" + side + " Latin square"
                : side + "x" + side + " with " + boxRows + "x" + boxCols + " boxes";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Geometry g && g.boxRows == boxRows && g.side == side && g.variant.equals(variant);
    }

    @Override
    public int hashCode() {
        return Objects.hash(boxRows, side) + 31 * variant.hashCode();
    }

    @Override
    public String toString() {
        return describe();
    }
}
