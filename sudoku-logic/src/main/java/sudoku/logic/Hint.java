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
 */
public record Hint(Kind kind, int level, String text, List<Integer> cells, List<Integer> units,
                   Technique technique, Step step) {
    /** What a hint is about, in the order they are given. */
    public enum Kind {
        /** A digit in the grid contradicts the solution or a peer. */
        MISTAKE,
        /** A pencil mark was removed from a cell whose true digit it was. */
        MISSING_CANDIDATE,
        /** The next step of the logic solver. */
        STEP,
        /** The grid is full and right. */
        SOLVED
    }

    /** Copies the lists. */
    public Hint {
        cells = List.copyOf(cells);
        units = List.copyOf(units);
    }
}
