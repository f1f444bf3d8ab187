package sudoku.logic.chain;

import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * Where each cell sits in each of its units: per cell, its units (as {@link UnitTables#unitIdsOf}
 * lists them) and its place in each, counted in the unit's reading order. A digit's places in a
 * unit kept as a bit mask by those places (as {@link sudoku.logic.Candidates#positions} has them)
 * are then updated in one step per unit when a candidate goes.
 */
public final class UnitSlots {
    /** The tables of the board last asked for; boards are few, and rebuilding them is cheap. */
    private static volatile UnitSlots last;

    private final Geometry geometry;
    /** Per cell, its units. */
    public final int[][] units;
    /** Per cell, its place in each of {@link #units}. */
    public final int[][] slots;
    /**
     * Per row, column and box u and place k in it ({@code u * side + k}): the places of u whose
     * cells share a row with that one, a column, a box; where pointing and claiming look whether
     * a digit's places lie in one other unit. Null on a board without boxes.
     */
    public final int[] rowMates;
    public final int[] colMates;
    public final int[] boxMates;

    private UnitSlots(Geometry g) {
        geometry = g;
        units = new int[g.cellCount()][];
        slots = new int[g.cellCount()][];
        for (int c = 0; c < g.cellCount(); c++) {
            units[c] = UnitTables.unitIdsOf(g, c);
            slots[c] = new int[units[c].length];
            for (int j = 0; j < units[c].length; j++) {
                int[] unit = UnitTables.unit(g, units[c][j]);
                int at = 0;
                while (unit[at] != c) {
                    at++;
                }
                slots[c][j] = at;
            }
        }
        int n = g.side();
        rowMates = g.hasBoxes() ? new int[3 * n * n] : null;
        colMates = g.hasBoxes() ? new int[3 * n * n] : null;
        boxMates = g.hasBoxes() ? new int[3 * n * n] : null;
        for (int u = 0; rowMates != null && u < 3 * n; u++) {
            int[] unit = UnitTables.unit(g, u);
            for (int k = 0; k < unit.length; k++) {
                for (int m = 0; m < unit.length; m++) {
                    rowMates[u * n + k] |= g.row(unit[m]) == g.row(unit[k]) ? 1 << m : 0;
                    colMates[u * n + k] |= g.col(unit[m]) == g.col(unit[k]) ? 1 << m : 0;
                    boxMates[u * n + k] |= g.box(unit[m]) == g.box(unit[k]) ? 1 << m : 0;
                }
            }
        }
    }

    /** The tables of {@code g}. */
    public static UnitSlots of(Geometry g) {
        UnitSlots known = last;
        if (known == null || known.geometry != g && !known.geometry.equals(g)) {
            known = new UnitSlots(g);
            last = known;
        }
        return known;
    }
}
