package sudoku.logic.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * Templates, as the pattern overlay method calls them: a template of a digit is a way to fill
 * every unit still waiting for it (those holding a place of it) exactly once, on its places. A
 * candidate that lies in some template cannot be removed by reasoning about that digit alone: the
 * template is a filling of the digit that breaks none of the rules such reasoning uses. So when
 * every place of a digit lies in some template, no single-digit step (a fish of any shape or
 * size, with fins or without, Siamese or not) removes anything of it, and its searches need not
 * run ({@link DigitSteps}). Boards of side 9 and less; larger ones are never said to fit.
 *
 * <p>The templates are walked row by row, a row with no place of the digit skipped (it holds it
 * already), each state being the columns and the other units (boxes, regions, diagonals,
 * windows) filled so far; a unit must be filled by the last row holding one of its places. A
 * state is looked at once however it was reached, so the walk is a few hundred states, not the
 * tens of thousands of templates.
 */
public final class Templates {
    /** Per board: for each cell, the units other than its row and column, one bit each (null: too many). */
    private static final Map<Geometry, long[]> OTHER_UNITS = new ConcurrentHashMap<>();

    /** Per row walked (a row holding places of the digit), its places' columns. */
    private final int[] placesOfStep;
    private final long[][] unitsOfPlace;
    private final int[] colsDueBy;
    private final long[] unitsDueBy;
    /** Per row walked, the columns of the places found in some template. */
    private final int[] fits;
    private final Map<Long, Boolean> completes = new HashMap<>();

    private Templates(int steps, int side) {
        placesOfStep = new int[steps];
        unitsOfPlace = new long[steps][side];
        colsDueBy = new int[steps];
        unitsDueBy = new long[steps];
        fits = new int[steps];
    }

    /**
     * Whether every place of {@code digit} lies in some template, so that no single-digit step
     * removes any of them. False when some place lies in none, when there is no template at all,
     * and on boards this class does not walk (side over 9, or too many units).
     */
    public static boolean everyPlaceFits(Candidates state, int digit) {
        return everyPlaceFits(state.geometry(), places(state, digit));
    }

    /** The places of a digit: the cells holding {@code digit} as a candidate, 64 a word. */
    static long[] places(Candidates state, int digit) {
        int cells = state.geometry().cellCount();
        long[] words = new long[(cells + 63) / 64];
        int bit = DigitSet.of(digit);
        for (int c = 0; c < cells; c++) {
            if ((state.candidates(c) & bit) != 0) {
                words[c >>> 6] |= 1L << c;
            }
        }
        return words;
    }

    /** Like {@link #everyPlaceFits(Candidates, int)}, from the digit's places, 64 cells a word. */
    static boolean everyPlaceFits(Geometry g, long[] places) {
        int side = g.side();
        if (side > 9 || g.cellCount() != side * side) {
            return false;
        }
        long[] other = OTHER_UNITS.computeIfAbsent(g, Templates::otherUnits);
        if (other.length == 0) {
            return false;
        }
        int[] placesInRow = new int[side];
        int steps = 0;
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                int cell = g.cell(r, c);
                if ((places[cell >>> 6] >>> cell & 1) != 0) {
                    placesInRow[r] |= 1 << c;
                }
            }
            steps += placesInRow[r] != 0 ? 1 : 0;
        }
        if (steps == 0) {
            return true;
        }
        Templates t = new Templates(steps, side);
        int k = 0;
        for (int r = 0; r < side; r++) {
            if (placesInRow[r] == 0) {
                continue;
            }
            t.placesOfStep[k] = placesInRow[r];
            for (int c = 0; c < side; c++) {
                t.unitsOfPlace[k][c] = other[g.cell(r, c)];
            }
            k++;
        }
        // each column and unit is due by the last row walked that holds one of its places
        int colsLater = 0;
        long unitsLater = 0;
        for (int i = steps - 1; i >= 0; i--) {
            long units = 0;
            for (int m = t.placesOfStep[i]; m != 0; m &= m - 1) {
                units |= t.unitsOfPlace[i][Integer.numberOfTrailingZeros(m)];
            }
            t.colsDueBy[i] = t.placesOfStep[i] & ~colsLater;
            t.unitsDueBy[i] = units & ~unitsLater;
            colsLater |= t.placesOfStep[i];
            unitsLater |= units;
        }
        for (int i = 1; i < steps; i++) {
            t.colsDueBy[i] |= t.colsDueBy[i - 1];
            t.unitsDueBy[i] |= t.unitsDueBy[i - 1];
        }
        if (!t.completes(0, 0, 0L)) {
            return false;
        }
        for (int i = 0; i < steps; i++) {
            if (t.fits[i] != t.placesOfStep[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the rows from {@code step} on can be filled, the columns {@code cols} and the units
     * {@code units} being filled already; marks in {@link #fits} each place that leads to a
     * template.
     */
    private boolean completes(int step, int cols, long units) {
        if (step == placesOfStep.length) {
            return true;
        }
        long key = units << 9 | cols;
        Boolean known = completes.get(key);
        if (known != null) {
            return known;
        }
        boolean any = false;
        for (int m = placesOfStep[step] & ~cols; m != 0; m &= m - 1) {
            int c = Integer.numberOfTrailingZeros(m);
            long u = unitsOfPlace[step][c];
            if ((u & units) != 0) {
                continue;
            }
            int nextCols = cols | 1 << c;
            long nextUnits = units | u;
            if ((nextCols & colsDueBy[step]) != colsDueBy[step] || (nextUnits & unitsDueBy[step]) != unitsDueBy[step]) {
                continue;
            }
            if (completes(step + 1, nextCols, nextUnits)) {
                fits[step] |= 1 << c;
                any = true;
            }
        }
        completes.put(key, any);
        return any;
    }

    /** For each cell, its units other than rows and columns, one bit each; empty when there are more than 54. */
    private static long[] otherUnits(Geometry g) {
        int[] bit = new int[g.unitCount()];
        int next = 0;
        for (int u = 0; u < g.unitCount(); u++) {
            Geometry.UnitKind kind = g.kind(u);
            bit[u] = kind == Geometry.UnitKind.ROW || kind == Geometry.UnitKind.COLUMN ? -1 : next++;
        }
        if (next > 54) {
            return new long[0];
        }
        long[] out = new long[g.cellCount()];
        for (int c = 0; c < out.length; c++) {
            for (int u : UnitTables.unitIdsOf(g, c)) {
                if (bit[u] >= 0) {
                    out[c] |= 1L << bit[u];
                }
            }
        }
        return out;
    }
}
