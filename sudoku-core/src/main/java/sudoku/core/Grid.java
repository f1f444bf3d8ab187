package sudoku.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * An immutable board: a geometry and one digit per cell (0 for an empty cell).
 * Digits are copied in and out; {@link #toString()} is the one-line form
 * ({@code .} for empty cells), which {@link #parse} reads back.
 */
public final class Grid {
    /** Eight cells at once, the first in the lowest byte. */
    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private final Geometry geometry;
    private final byte[] digits;

    private Grid(Geometry geometry, byte[] digits) {
        this.geometry = geometry;
        this.digits = digits;
    }

    /**
     * A grid from one digit per cell (0 = empty).
     * @param geometry the board's shape
     * @param digits one digit per cell, row by row (0 for an empty cell)
     * @return a grid from one digit per cell (0 = empty)
     * @throws IllegalArgumentException when the length or a digit does not fit the geometry
     */
    public static Grid of(Geometry geometry, int[] digits) {
        checkLength(geometry, digits.length);
        // copied and checked in one sweep without a branch per cell; a digit out of range is looked for only then
        int side = geometry.side();
        byte[] copy = new byte[digits.length];
        int outside = 0;
        for (int i = 0; i < digits.length; i++) {
            int d = digits[i];
            outside |= d | (side - d);
            copy[i] = (byte) d;
        }
        if (outside < 0) {
            throw firstOutside(geometry, i -> digits[i]);
        }
        return new Grid(geometry, copy);
    }

    /**
     * A grid from one digit per cell (0 = empty), a byte each; the array is copied.
     * @param geometry the board's shape
     * @param digits one digit per cell, row by row (0 for an empty cell)
     * @return a grid from one digit per cell (0 = empty), a byte each; the array is copied
     * @throws IllegalArgumentException when the length or a digit does not fit the geometry
     */
    public static Grid of(Geometry geometry, byte[] digits) {
        checkLength(geometry, digits.length);
        return of(geometry, digits, 0);
    }

    /**
     * A grid from the {@link Geometry#cellCount()} digits (0 = empty), a byte each, that start at
     * {@code from} in a larger array; they are copied.
     * @param geometry the board's shape
     * @param digits one digit per cell, row by row (0 for an empty cell)
     * @param from where to start
     * @return a grid from the {@link Geometry#cellCount()} digits (0 = empty), a byte each, that start at
     *         {@code from} in a larger array; they are copied
     * @throws IndexOutOfBoundsException when they do not all lie in the array
     * @throws IllegalArgumentException when a digit does not fit the geometry
     */
    public static Grid of(Geometry geometry, byte[] digits, int from) {
        Objects.checkFromIndexSize(from, geometry.cellCount(), digits.length);
        byte[] copy = Arrays.copyOfRange(digits, from, from + geometry.cellCount());
        int side = geometry.side();
        // eight cells at a time: a byte is a digit exactly when, as a number from 0 to 255, it is
        // at most side: below 128 (its top bit clear) and not over side (adding 127 - side leaves
        // its top bit clear). A carry out of a byte comes only from one that is not a digit.
        long lift = 0x0101010101010101L * (127 - side);
        long outside = 0;
        int i = 0;
        for (; i + 8 <= copy.length; i += 8) {
            long eight = (long) EIGHT_CELLS.get(copy, i);
            outside |= eight | (eight + lift);
        }
        boolean fits = (outside & 0x8080808080808080L) == 0;
        for (; i < copy.length; i++) {
            fits &= copy[i] >= 0 && copy[i] <= side;
        }
        if (!fits) {
            throw firstOutside(geometry, cell -> copy[cell]);
        }
        return new Grid(geometry, copy);
    }

    /** The error naming the first cell whose digit ({@code digitAt}) is not between 0 and the side; there is one. */
    private static IllegalArgumentException firstOutside(Geometry geometry, IntUnaryOperator digitAt) {
        int side = geometry.side();
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            int d = digitAt.applyAsInt(cell);
            if (d < 0 || d > side) {
                return new IllegalArgumentException("digit " + d + " at " + geometry.cellName(cell)
                        + " is not between 0 and " + side);
            }
        }
        throw new IllegalStateException("every digit fits " + geometry.describe());
    }

    private static void checkLength(Geometry geometry, int cells) {
        if (cells != geometry.cellCount()) {
            throw new IllegalArgumentException("a " + geometry.describe() + " board has "
                    + geometry.cellCount() + " cells, got " + cells);
        }
    }

    /**
     * A grid that keeps {@code digits} itself, for readers in this package that have just made
     * the array and checked every digit against the geometry.
     */
    static Grid adopt(Geometry geometry, byte[] digits) {
        return new Grid(geometry, digits);
    }

    /**
     * The empty board of a geometry.
     * @param geometry the board's shape
     * @return the empty board of a geometry
     */
    public static Grid empty(Geometry geometry) {
        return new Grid(geometry, new byte[geometry.cellCount()]);
    }

    /**
     * Reads one puzzle in any accepted form (one line, or a displayed grid over several lines).
     * @param text the text to read
     * @return the puzzle
     * @throws PuzzleFormatException naming the line, column and problem
     */
    public static Grid parse(String text) {
        return GridFormat.parse(text);
    }

    /**
     * The board's shape.
     * @return the board's shape
     */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * The digit in a cell, 0 when empty.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the digit in a cell, 0 when empty
     */
    public int get(int cell) {
        return digits[cell];
    }

    /**
     * A copy of all digits, one per cell.
     * @return a copy of all digits, one per cell
     */
    public int[] digits() {
        int[] out = new int[digits.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = digits[i];
        }
        return out;
    }

    /**
     * This grid with one cell changed (digit 0 empties it).
     * @param cell a cell index, from 0 (top left) row by row
     * @param digit a digit, from 1 to the side
     * @return this grid with one cell changed (digit 0 empties it)
     */
    public Grid with(int cell, int digit) {
        if (digit < 0 || digit > geometry.side()) {
            throw new IllegalArgumentException("digit " + digit + " is not between 0 and " + geometry.side());
        }
        byte[] copy = digits.clone();
        copy[cell] = (byte) digit;
        return new Grid(geometry, copy);
    }

    /**
     * The filled cells among the 64 from {@code from} on: bit i for cell {@code from + i}, the
     * bits past the last cell clear. Eight cells are read at a time, without a branch per cell.
     * @param from where to start
     * @return the filled cells among the 64 from {@code from} on: bit i for cell {@code from + i}, the bits
     *         past the last cell clear
     * @throws IndexOutOfBoundsException when {@code from} is not a cell
     */
    public long filledCells(int from) {
        Objects.checkIndex(from, digits.length);
        int end = Math.min(digits.length, from + 64);
        long mask = 0;
        int i = from;
        for (; i + 8 <= end; i += 8) {
            long eight = (long) EIGHT_CELLS.get(digits, i);
            // a digit is below 128: adding 127 to its byte sets the byte's top bit exactly when it is not 0
            long filled = ((eight + 0x7F7F7F7F7F7F7F7FL) & 0x8080808080808080L) >>> 7;
            // the eight flags, at bits 0, 8, ... 56, gathered into the top byte in cell order
            mask |= ((filled * 0x0102040810204080L) >>> 56) << (i - from);
        }
        for (; i < end; i++) {
            mask |= (long) (-digits[i] >>> 31) << (i - from);
        }
        return mask;
    }

    /**
     * The number of filled cells (clues, for a puzzle).
     * @return the number of filled cells (clues, for a puzzle)
     */
    public int clueCount() {
        int n = 0;
        for (int from = 0; from < digits.length; from += 64) {
            n += Long.bitCount(filledCells(from));
        }
        return n;
    }

    /**
     * The number of distinct digits among the filled cells.
     * @return the number of distinct digits among the filled cells
     */
    public int distinctDigits() {
        // bit d for digit d, bit 0 for the empty cells, left out at the end: no branch per cell
        int mask = 0;
        for (byte d : digits) {
            mask |= 1 << d;
        }
        return Integer.bitCount(mask & ~1);
    }

    /**
     * Whether every cell is filled.
     * @return whether every cell is filled
     */
    public boolean isFull() {
        return clueCount() == digits.length;
    }

    /**
     * Whether every cell is filled, no unit repeats a digit and every killer cage makes its sum.
     * @return whether every cell is filled, no unit repeats a digit and every killer cage makes its sum
     */
    public boolean isSolved() {
        return isFull() && !hasConflicts() && geometry.cages().stream().allMatch(cage -> cage.holds(this));
    }

    /**
     * Whether this grid keeps every filled cell of {@code puzzle} (same geometry).
     * @param puzzle the puzzle, its clues
     * @return whether this grid keeps every filled cell of {@code puzzle} (same geometry)
     */
    public boolean extendsPuzzle(Grid puzzle) {
        if (!puzzle.geometry.equals(geometry)) {
            return false;
        }
        for (int i = 0; i < digits.length; i++) {
            if (puzzle.digits[i] != 0 && puzzle.digits[i] != digits[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether this is a full valid grid that keeps every clue of {@code puzzle}.
     * @param puzzle the puzzle, its clues
     * @return whether this is a full valid grid that keeps every clue of {@code puzzle}
     */
    public boolean isSolutionOf(Grid puzzle) {
        return isSolved() && extendsPuzzle(puzzle);
    }

    /** A pair of filled cells in one unit that hold the same digit. */
    public record Conflict(int unitId, int firstCell, int secondCell, int digit) {
        /**
         * A sentence such as {@code digit 5 twice in row A: A1 and A7}.
         * @param g the board's shape
         * @return a sentence such as {@code digit 5 twice in row A: A1 and A7}
         */
        public String describe(Geometry g) {
            return "digit " + Geometry.symbol(digit) + " twice in " + g.unitName(unitId) + ": "
                    + g.cellName(firstCell) + " and " + g.cellName(secondCell);
        }
    }

    /**
     * Whether two filled cells of a unit hold the same digit: {@link #conflicts()} is not empty.
     * Nothing is allocated, so readers check every puzzle this way and list the clashes only then.
     * @return whether two filled cells of a unit hold the same digit: {@link #conflicts()} is not empty
     */
    public boolean hasConflicts() {
        for (int u = 0; u < geometry.unitCount(); u++) {
            // bit d for digit d (at most 25); bit 0, the empty cells, is never looked at
            int seen = 0;
            for (int cell : geometry.unitCells(u)) {
                int bit = 1 << digits[cell];
                if ((seen & bit & ~1) != 0) {
                    return true;
                }
                seen |= bit;
            }
        }
        return false;
    }

    /** Every clash: for each unit and digit, the first cell and each later cell repeating it. */
    /**
     * The first clash of {@link #conflicts()} in words ({@link Conflict#describe}), empty when no two
     * cells clash; the clashes are listed only when there is one.
     * @return the first clash of {@link #conflicts()} in words ({@link Conflict#describe}), empty when no two
     *         cells clash; the clashes are listed only when there is one
     */
    public Optional<String> firstConflict() {
        return hasConflicts() ? Optional.of(conflicts().get(0).describe(geometry)) : Optional.empty();
    }

    /**
     * Every pair of equal digits in one unit.
     * @return the conflicts, unit by unit; empty when the grid has none
     */
    public List<Conflict> conflicts() {
        List<Conflict> out = new ArrayList<>();
        int[] firstAt = new int[geometry.side() + 1];
        for (int u = 0; u < geometry.unitCount(); u++) {
            Arrays.fill(firstAt, -1);
            for (int cell : geometry.unitCells(u)) {
                int d = digits[cell];
                if (d == 0) {
                    continue;
                }
                if (firstAt[d] >= 0) {
                    out.add(new Conflict(u, firstAt[d], cell, d));
                } else {
                    firstAt[d] = cell;
                }
            }
        }
        return out;
    }

    /**
     * The one-line form: one symbol per cell, {@code .} for empty cells.
     * @return the one-line form: one symbol per cell, {@code .} for empty cells
     */
    public String toLine() {
        // every symbol is ASCII: one byte per cell, taken as the string's own bytes
        byte[] out = new byte[digits.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) (digits[i] == 0 ? '.' : Geometry.symbol(digits[i]));
        }
        return new String(out, StandardCharsets.ISO_8859_1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.geometry.equals(geometry) && Arrays.equals(g.digits, digits);
    }

    @Override
    public int hashCode() {
        return geometry.hashCode() * 31 + Arrays.hashCode(digits);
    }

    /** The one-line form, as {@link #toLine()}. */
    @Override
    public String toString() {
        return toLine();
    }
}
