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
