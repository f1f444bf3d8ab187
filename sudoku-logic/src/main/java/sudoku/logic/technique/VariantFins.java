package sudoku.logic.technique;

import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidates;

/**
 * Finned and sashimi fish whose fins lie in a unit a variant adds: a diagonal, a window or a
 * jigsaw region (which stands for the boxes). Either the fish holds, and the digit goes from the
 * cover lines outside the base lines, or a fin holds it, and it goes from every cell of the unit
 * holding all the fins; so the cover cells in that unit, outside the base lines, lose it, as in a
 * box. Fins that all lie in one box are the box search's (the fish's own), so they are left out here.
 */
final class VariantFins {
    /** Offers the fish of one choice of cover lines whose fins all lie in unit {@code area}; false to stop. */
    interface Offer {
        boolean offer(int cover, int finLines, int area);
    }

    private VariantFins() {
    }

    /**
     * Offers the finned (or sashimi) fish of digit {@code d} on these base lines (their places'
     * union {@code union}, of {@code size} + 1 to {@code size} + 3 cross lines) whose fins lie in a
     * variant's unit through {@code offer}; false once it stops. Nothing on a plain board.
     */
    static boolean search(Candidates state, int d, int orientation, int base, int union, int size, Offer offer) {
        Geometry g = state.geometry();
        if (!g.isVariant()) {
            return true;
        }
        int[] lines = DigitSet.indexes(union);
        for (int pick = (1 << size) - 1; pick < (1 << lines.length); pick = DigitSet.nextSameSize(pick)) {
            int cover = PickedLines.of(lines, pick);
            int fin = firstFin(state, d, orientation, base, cover);
            if (fin < 0 || inOneBox(state, d, orientation, base, cover, g.hasBoxes() ? g.box(fin) : -1)) {
                continue;
            }
            for (int area : UnitTables.unitIdsOf(g, fin)) {
                Geometry.UnitKind k = g.kind(area);
                if (k != Geometry.UnitKind.ROW && k != Geometry.UnitKind.COLUMN && k != Geometry.UnitKind.BOX
                        && !offer.offer(cover, union & ~cover, area)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The first place of {@code d} in the base lines outside the cover lines (a fin), or -1. */
    private static int firstFin(Candidates state, int d, int orientation, int base, int cover) {
        Geometry g = state.geometry();
        int first = orientation == 0 ? 0 : g.side();
        for (int m = base; m != 0; m = DigitSet.withoutLowest(m)) {
            int b = DigitSet.lowestIndex(m);
            int places = state.positions(first + b, d) & ~cover;
            if (places != 0) {
                return PickedLines.cell(g, orientation, b, DigitSet.lowestIndex(places));
            }
        }
        return -1;
    }

    /**
     * Whether every fin (a place of {@code d} in the base lines outside the cover lines) lies in
     * box {@code box} (false for -1, a board without boxes). Bit by bit, without lists: this runs
     * for every choice of cover lines of every fish's base.
     */
    private static boolean inOneBox(Candidates state, int d, int orientation, int base, int cover, int box) {
        if (box < 0) {
            return false;
        }
        Geometry g = state.geometry();
        int first = orientation == 0 ? 0 : g.side();
        for (int m = base; m != 0; m = DigitSet.withoutLowest(m)) {
            int b = DigitSet.lowestIndex(m);
            for (int p = state.positions(first + b, d) & ~cover; p != 0; p = DigitSet.withoutLowest(p)) {
                if (g.box(PickedLines.cell(g, orientation, b, DigitSet.lowestIndex(p))) != box) {
                    return false;
                }
            }
        }
        return true;
    }
}
