package sudoku.logic.technique;

import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;

/**
 * Whether a deadly pattern stays deadly on a variant board: the uniqueness techniques may use a
 * pattern only when its second filling keeps every rule of the board.
 *
 * <p><b>The argument.</b> A uniqueness step says: were these cells filled so (the pattern), a
 * second filling of the same cells would also keep every rule, so a puzzle with one solution is
 * never filled so. The second filling changes only the pattern's cells. A unit of the board (a
 * row, column, box, diagonal, window or jigsaw region: n cells holding each digit once) stays
 * whole when the pattern's cells in it hold, between them, the same digits in both fillings: its
 * other cells do not change. A killer cage (different digits adding up to its sum) stays whole on
 * the same terms, as its digits and so its sum do not change.
 *
 * <p><b>Two digits swapped</b> ({@link #swapKeeps}: unique rectangles, avoidable and hidden
 * rectangles, unique loops). The pattern's cells split into those holding {@code a} and those
 * holding {@code b} (a rectangle's diagonals, a loop's cells taken in turn), and the second
 * filling swaps the two digits. A unit or cage holding one {@code a}-cell and one {@code b}-cell
 * keeps its digits. One holding a single cell of the pattern (or an {@code a}-cell alone, or two
 * {@code a}-cells and one {@code b}-cell) loses {@code a} and gains a second {@code b}, which a
 * unit already holds elsewhere and which changes a cage's sum: the second filling breaks a rule
 * and the pattern is not deadly. One holding two cells of the same digit can never be filled
 * with the pattern at all, so "deadly" would not be the reason; it is refused as well. So a
 * pattern is taken when every unit the variant adds and every cage holds none of its cells or
 * exactly one of each digit's. Rows, columns and boxes are each finder's own rule (for a
 * rectangle: two rows, two columns, two boxes), which is this same rule; on a jigsaw, where
 * regions replace the boxes, it asks that the rectangle's corners lie in exactly two regions, each
 * holding one side of the rectangle (two corners in one row or one column). A diagonal meets a
 * row or a column once, so it never holds a side: on X-Sudoku a rectangle with a corner on a
 * diagonal is never deadly. A window holds sides as a box does.
 *
 * <p><b>Digits exchanged in pairs of cells</b> ({@link #pairSwapKeeps}: the extended rectangle).
 * The second filling exchanges the digits of two cells, pair by pair. A unit or cage holding both
 * cells of each pair it touches keeps its digits; the pattern is taken only then.
 *
 * <p>A plain board adds no unit, so every pattern its finder takes is kept.
 */
final class DeadlyPatterns {
    private DeadlyPatterns() {
    }

    /**
     * Whether swapping two digits between {@code first} (the cells that would hold one digit) and
     * {@code second} (the other digit's) keeps every unit the variant adds and every killer cage:
     * each holds none of these cells or exactly one of each list.
     */
    static boolean swapKeeps(Geometry g, int[] first, int[] second) {
        if (!g.isVariant()) {
            return true;
        }
        for (int u = 0; u < g.unitCount(); u++) {
            if (addedByVariant(g, u) && !oneOfEach(UnitTables.unit(g, u), first, second)) {
                return false;
            }
        }
        for (Cage cage : g.cages()) {
            if (!oneOfEach(cage.cells().stream().mapToInt(Integer::intValue).toArray(), first, second)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether exchanging the digits of cells {@code x} and {@code y} keeps every unit the variant
     * adds and every killer cage: each holds both cells or neither.
     */
    static boolean pairSwapKeeps(Geometry g, int x, int y) {
        return swapKeeps(g, new int[] {x}, new int[] {y});
    }

    /** Whether a unit is a diagonal, a window or a jigsaw region (not a row, column or box). */
    private static boolean addedByVariant(Geometry g, int unit) {
        Geometry.UnitKind k = g.kind(unit);
        return k != Geometry.UnitKind.ROW && k != Geometry.UnitKind.COLUMN && k != Geometry.UnitKind.BOX;
    }

    /** Whether {@code cells} hold none of {@code first} and {@code second}, or exactly one of each. */
    private static boolean oneOfEach(int[] cells, int[] first, int[] second) {
        int inFirst = count(cells, first);
        int inSecond = count(cells, second);
        return inFirst == inSecond && inFirst <= 1;
    }

    private static int count(int[] cells, int[] of) {
        int n = 0;
        for (int c : cells) {
            for (int x : of) {
                if (c == x) {
                    n++;
                }
            }
        }
        return n;
    }
}
