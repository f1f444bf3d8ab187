package sudoku.logic;

import java.util.List;

/**
 * One hint for a player, disclosing as much as the level asks.
 *
 * @param kind      what the hint is about
 * @param level     1 (where to look), 2 (which technique) or 3 (the whole step)
 * @param text      the hint in one or two sentences
 * @param cells     the cells it points at (wrong digits, a cell to look at, the step's cells at level 3)
 * @param units     the units it points at
 * @param technique the technique, from level 2 on; null before, and for mistakes
 * @param step      the whole step at level 3; null otherwise
 * @param unique    whether the puzzle has one solution; when it has several, only the digits that
 *                  fit no solution are called wrong and no uniqueness technique is used
 */
public record Hint(Kind kind, int level, String text, List<Integer> cells, List<Integer> units,
                   Technique technique, Step step, boolean unique) {
    /** What a hint is about, in the order they are given. */
    public enum Kind {
        /** A digit in the grid contradicts the solution or a peer. */
        MISTAKE,
        /** A pencil mark that a digit placed in the same unit rules out. */
        CLASHING_MARK,
        /** A pencil mark was removed from a cell whose true digit it was. */
        MISSING_CANDIDATE,
        /** The next step of the logic solver. */
        STEP,
        /** The grid is full and right. */
        SOLVED
    }

    /**
     * Copies the lists.
     * @param cells cell indexes, from 0 (top left) row by row
     * @param kind what went wrong
     * @param level the level
     * @param step the step
     * @param technique the technique
     * @param text the text to read
     * @param unique whether the puzzle has one solution
     * @param units unit ids: rows, then columns, then boxes, then the variant's own units
     */
    public Hint {
        cells = List.copyOf(cells);
        units = List.copyOf(units);
    }

    /**
     * A hint that does not say whether the puzzle is unique (taken as unique).
     * @param kind what went wrong
     * @param level the level
     * @param text the text to read
     * @param cells cell indexes, from 0 (top left) row by row
     * @param units unit ids: rows, then columns, then boxes, then the variant's own units
     * @param technique the technique
     * @param step the step
     */
    public Hint(Kind kind, int level, String text, List<Integer> cells, List<Integer> units,
                Technique technique, Step step) {
        this(kind, level, text, cells, units, technique, step, true);
    }

    /**
     * This hint for a puzzle with one solution or several.
     * @param isUnique whether the puzzle has one solution
     * @return this hint for a puzzle with one solution or several
     */
    public Hint withUnique(boolean isUnique) {
        return new Hint(kind, level, text, cells, units, technique, step, isUnique);
    }

    /**
     * The status word {@code sudoku solve} prints: {@code solved} for a unique solution,
     * {@code multiple} for several.
     * @return the status word {@code sudoku solve} prints: {@code solved} for a unique solution, {@code
     *         multiple} for several
     */
    public String status() {
        return unique ? "solved" : "multiple";
    }
}
