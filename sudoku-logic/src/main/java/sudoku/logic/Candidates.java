package sudoku.logic;

import java.util.Arrays;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.internal.UnitTables;

/**
 * The pencil-mark state a person works on: a digit or a set of candidates per cell.
 * Mutable and cheap to {@link #copy()}. A filled cell has no candidates; an empty cell's
 * candidates are a {@link DigitSet} mask (bit {@code d-1} for digit {@code d}).
 * Every technique reads this state; only {@link Step#applyTo} and the solver change it.
 *
 * <p>A state also carries the {@link Cancellation} of the work done on it ({@link Cancellation#NONE}
 * unless {@link #cancelWith} set one; copies keep it): the costly searches poll it through
 * {@link #checkCancelled()}, so every technique can be stopped without a parameter of its own.
 * It takes no part in {@link #equals}.
 */
public final class Candidates {
    private final Geometry geometry;
    private final int[] digits;
    private final int[] masks;
    private int empty;
    /** Positions per (unit, digit), rebuilt lazily after a change: {@code [unit * side + digit - 1]}. */
    private final int[] positions;
    private boolean stale = true;
    private Cancellation cancellation = Cancellation.NONE;
    /** Per cell, whether its digit was there from the start (a clue) rather than placed while solving. */
    private final boolean[] given;

    private Candidates(Geometry geometry, int[] digits, int[] masks, int empty, boolean[] given) {
        this.geometry = geometry;
        this.digits = digits;
        this.masks = masks;
        this.empty = empty;
        this.given = given;
        this.positions = new int[geometry.unitCount() * geometry.side()];
    }

    /**
     * The state at the start of a puzzle: clues placed, every other digit a candidate unless a peer holds it.
     * @param puzzle the puzzle, its clues
     * @return the state at the start of a puzzle: clues placed, every other digit a candidate unless a peer
     *         holds it
     */
    public static Candidates of(Grid puzzle) {
        return of(puzzle, null);
    }

    /**
     * The state of a player's grid: its digits placed and, per empty cell, the player's pencil marks
     * ({@code marks[cell]}, a digit mask) or all digits when {@code marks} is null or the cell's mark is 0.
     * Candidates seen by a placed peer digit are removed either way.
     * @param grid the grid
     * @param marks one candidate mask per cell (bit d-1 for digit d)
     * @return the state of a player's grid: its digits placed and, per empty cell, the player's pencil marks
     *         ({@code marks[cell]}, a digit mask) or all digits when {@code marks} is null or the cell's mark
     *         is 0
     */
    public static Candidates of(Grid grid, int[] marks) {
        return of(grid, grid, marks);
    }

    /**
     * As {@link #of(Grid, int[])}, with the puzzle's clues told apart from the digits placed
     * since: only the digits of {@code givens} are {@linkplain #isGiven given}.
     * @param givens the clues
     * @param grid the grid
     * @param marks one candidate mask per cell (bit d-1 for digit d)
     * @return the candidate grid
     */
    public static Candidates of(Grid givens, Grid grid, int[] marks) {
        Geometry g = grid.geometry();
        int n = g.cellCount();
        int[] digits = grid.digits();
        int[] masks = new int[n];
        int empty = 0;
        boolean[] given = new boolean[n];
        for (int cell = 0; cell < n; cell++) {
            if (digits[cell] != 0) {
                given[cell] = givens.get(cell) != 0;
                continue;
            }
            empty++;
            int m = marks != null && marks[cell] != 0 ? marks[cell] & g.allDigits() : g.allDigits();
            for (int p : UnitTables.peers(g, cell)) {
                if (digits[p] != 0) {
                    m &= ~DigitSet.of(digits[p]);
                }
            }
            masks[cell] = m;
        }
        return new Candidates(g, digits, masks, empty, given);
    }

    /**
     * An independent copy of this state.
     * @return an independent copy of this state
     */
    public Candidates copy() {
        Candidates out = new Candidates(geometry, digits.clone(), masks.clone(), empty, given.clone());
        out.cancellation = cancellation;
        // The places go along when they are up to date: a copy is often searched as it is.
        if (!stale) {
            System.arraycopy(positions, 0, out.positions, 0, positions.length);
            out.stale = false;
        }
        return out;
    }

    /**
     * Makes the searches on this state, and on the copies made from now on, stop when {@code c}
     * triggers (null: never).
     * @param c a cell index
     * @return this state
     */
    public Candidates cancelWith(Cancellation c) {
        this.cancellation = c == null ? Cancellation.NONE : c;
        return this;
    }

    /**
     * The cancellation the searches on this state poll ({@link Cancellation#NONE} unless set).
     * @return the cancellation the searches on this state poll ({@link Cancellation#NONE} unless set)
     */
    public Cancellation cancellation() {
        return cancellation;
    }

    /**
     * Returns when the work on this state may go on; the costly searches call it between small
     * units of work.
     * @throws sudoku.core.CancelledException when the state's cancellation has triggered
     */
    public void checkCancelled() {
        cancellation.check();
    }

    /**
     * The board's shape.
     * @return the board's shape
     */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * The digit in a cell, 0 when it is empty.
     * @param cell a cell index, from 0 (top left) row by row
     * @return the digit in a cell, 0 when it is empty
     */
    public int digit(int cell) {
        return digits[cell];
    }

    /**
     * Whether the cell's digit was in the starting grid (a clue, or a digit of the player's grid)
     * rather than placed by {@link #place} since: the avoidable rectangles rely on the difference.
     * @param cell a cell index, from 0 (top left) row by row
     * @return whether the cell's digit was in the starting grid (a clue, or a digit of the player's grid)
     *         rather than placed by {@link #place} since: the avoidable rectangles rely on the difference
     */
    public boolean isGiven(int cell) {
        return given[cell];
    }

    /**
     * The candidates of a cell as a digit mask; 0 for a filled cell (or an empty cell with none left).
     * @param cell a cell index, from 0 (top left) row by row
     * @return the candidates of a cell as a digit mask; 0 for a filled cell (or an empty cell with none left)
     */
    public int candidates(int cell) {
        return masks[cell];
    }

    /**
     * Whether {@code digit} is a candidate of {@code cell}.
     * @param cell a cell index, from 0 (top left) row by row
     * @param digit a digit, from 1 to the side
     * @return whether {@code digit} is a candidate of {@code cell}
     */
    public boolean has(int cell, int digit) {
        return (masks[cell] & DigitSet.of(digit)) != 0;
    }

    /**
     * The number of empty cells.
     * @return the number of empty cells
     */
    public int emptyCount() {
        return empty;
    }

    /**
     * Whether every cell is filled.
     * @return whether every cell is filled
     */
    public boolean isSolved() {
        return empty == 0;
    }

    /**
     * Whether some empty cell has no candidate left (the state cannot be completed).
     * @return whether some empty cell has no candidate left (the state cannot be completed)
     */
    public boolean isBroken() {
        for (int cell = 0; cell < masks.length; cell++) {
            if (digits[cell] == 0 && masks[cell] == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where {@code digit} can still go in a unit: bit {@code k} set when the unit's k-th cell is empty
     * and has the digit as a candidate.
     * @param unitId a unit id: rows, then columns, then boxes, then the variant's own units
     * @param digit a digit, from 1 to the side
     * @return where {@code digit} can still go in a unit: bit {@code k} set when the unit's k-th cell is
     *         empty and has the digit as a candidate
     */
    public int positions(int unitId, int digit) {
        if (stale) {
            rebuildPositions();
        }
        return positions[unitId * geometry.side() + digit - 1];
    }

    /**
     * Every digit's places in every unit at once, as {@link #positions(int, int)} gives them, at
     * {@code unitId * side + digit - 1}: a copy, for a search that updates them as it goes.
     * @return every digit's places in every unit at once, as {@link #positions(int, int)} gives them, at
     *         {@code unitId * side + digit - 1}: a copy, for a search that updates them as it goes
     */
    public int[] positions() {
        if (stale) {
            rebuildPositions();
        }
        return positions.clone();
    }

    private void rebuildPositions() {
        Arrays.fill(positions, 0);
        int n = geometry.side();
        for (int u = 0; u < geometry.unitCount(); u++) {
            int[] cells = UnitTables.unit(geometry, u);
            int base = u * n - 1;
            for (int k = 0; k < cells.length; k++) {
                for (int m = masks[cells[k]]; m != 0; m = DigitSet.withoutLowest(m)) {
                    positions[base + DigitSet.lowestDigit(m)] |= 1 << k;
                }
            }
        }
        stale = false;
    }

    /**
     * The digits already placed in a unit, as a digit mask.
     * @param unitId a unit id: rows, then columns, then boxes, then the variant's own units
     * @return the digits already placed in a unit, as a digit mask
     */
    public int placedIn(int unitId) {
        int out = 0;
        for (int cell : UnitTables.unit(geometry, unitId)) {
            if (digits[cell] != 0) {
                out |= DigitSet.of(digits[cell]);
            }
        }
        return out;
    }

    /**
     * Places a digit and removes it from the candidates of the cell's peers.
     * @param cell a cell index, from 0 (top left) row by row
     * @param digit a digit, from 1 to the side
     */
    public void place(int cell, int digit) {
        if (digits[cell] != 0) {
            if (digits[cell] != digit) {
                throw new IllegalStateException(geometry.cellName(cell) + " already holds " + digits[cell]);
            }
            return;
        }
        digits[cell] = digit;
        masks[cell] = 0;
        stale = true;
        empty--;
        int clear = ~DigitSet.of(digit);
        for (int p : UnitTables.peers(geometry, cell)) {
            masks[p] &= clear;
        }
    }

    /**
     * Removes a candidate; returns whether it was there.
     * @param cell a cell index, from 0 (top left) row by row
     * @param digit a digit, from 1 to the side
     * @return whether the candidate was there
     */
    public boolean eliminate(int cell, int digit) {
        int bit = DigitSet.of(digit);
        if ((masks[cell] & bit) == 0) {
            return false;
        }
        masks[cell] &= ~bit;
        stale = true;
        return true;
    }

    /**
     * The placed digits as an immutable grid.
     * @return the placed digits as an immutable grid
     */
    public Grid toGrid() {
        return Grid.of(geometry, digits);
    }

    /**
     * A copy of the candidate masks, one per cell (0 for filled cells).
     * @return a copy of the candidate masks, one per cell (0 for filled cells)
     */
    public int[] masks() {
        return masks.clone();
    }

    /**
     * The masks with filled cells shown as their single digit: what a pencil-mark grid displays.
     * @return the masks with filled cells shown as their single digit: what a pencil-mark grid displays
     */
    public int[] pencilMarks() {
        int[] out = masks.clone();
        for (int cell = 0; cell < out.length; cell++) {
            if (digits[cell] != 0) {
                out[cell] = DigitSet.of(digits[cell]);
            }
        }
        return out;
    }

    /**
     * Whether two cells share a unit (a cell is not its own peer).
     * @param a a cell index
     * @param b another cell index
     * @return whether two cells share a unit (a cell is not its own peer)
     */
    public boolean sees(int a, int b) {
        return a != b && Arrays.binarySearch(UnitTables.peers(geometry, a), b) >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Candidates c && c.geometry.equals(geometry)
                && Arrays.equals(c.digits, digits) && Arrays.equals(c.masks, masks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits) * 31 + Arrays.hashCode(masks);
    }
}
