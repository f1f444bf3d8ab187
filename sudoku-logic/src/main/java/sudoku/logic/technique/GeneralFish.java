package sudoku.logic.technique;

import sudoku.core.Geometry;
import sudoku.logic.Candidates;
import sudoku.logic.internal.DigitFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The search shared by the Franken and Mutant fish: fish whose base and cover sets may be boxes.
 *
 * <pre>
 *   base  : {@code size} units with no place of the digit in common; each holds the digit once
 *   cover : {@code size} other units holding every base place of the digit but the fins; each
 *           holds the digit once, so the base's digits are all of the cover's
 *   plain : no fins; the digit leaves the cover's cells outside the base
 *   finned: the fish holds or a fin is the digit; cover cells outside the base seeing every fin lose it.
 *           A place in two base units of a Franken fish is an endo fin (Mutant fish, whose bases
 *           may overlap in far more ways, take none but in the Siamese search made on request:
 *           too costly); a base place in two cover units is removed too (cannibalism)
 *   Franken: base in rows and boxes, cover in columns and boxes (or columns and rows swapped), a box
 *            among them. Mutant: any other mix of rows, columns and boxes (rows only against
 *            columns only is the plain fish of {@link Fish}).
 * </pre>
 * Sizes run from two units (X-Wing) to seven (Leviathan); from {@value FishSearch#BOUNDED_SIZE} up the
 * search looks at the time budget as it goes, since a Mutant Leviathan chooses among millions of
 * bases. Cell sets are two words (cells 0-63 and 64-127), so boards up to 9x9 are searched.
 */
final class GeneralFish {
    /**
     * The finder of the Franken or Mutant fish of one size, with fins or without. A digit's fish
     * depend only on its places, so a digit whose places did not change since an earlier search
     * is not searched again (see {@link DigitFinder}): in a solve, most rounds change a few
     * digits, and the fish search is costly.
     */
    record Finder(Technique technique, int size, FishSearch.Shape shape, boolean finned) implements DigitFinder {
        @Override
        public boolean searches(Candidates state) {
            return hasAreas(state.geometry()) && state.geometry().cellCount() <= 128;
        }

        @Override
        public boolean findDigit(Candidates state, int digit, StepSink sink) {
            FishSearch s = new FishSearch(state, size, shape, finned, MAX_FINS, technique, sink);
            s.digit(digit);
            return s.runDigit();
        }
    }

    /** The most fins: more leave few cells seeing all of them, and the search grows with each. */
    static final int MAX_FINS = 2;
    /** The most fins of each fish of a Siamese pair, a search made only on request. */
    static final int SIAMESE_MAX_FINS = 3;

    private GeneralFish() {
    }

    /**
     * Whether the board has units besides rows and columns (boxes, a jigsaw's regions, diagonals,
     * windows), which a Franken or Mutant fish needs; a Latin square has none.
     */
    static boolean hasAreas(Geometry g) {
        return g.unitCount() > 2 * g.side();
    }

    /** Offers each fish of {@code size} base units of the shape; returns false when the sink stopped. */
    static boolean search(Candidates state, int size, FishSearch.Shape shape, boolean finned, Technique technique, StepSink sink) {
        return search(state, size, shape, finned, MAX_FINS, technique, sink);
    }

    /**
     * Offers each fish of {@code size} base units of the shape with at most {@code maxFins} fins;
     * returns false when the sink stopped.
     */
    static boolean search(Candidates state, int size, FishSearch.Shape shape, boolean finned, int maxFins, Technique technique,
                          StepSink sink) {
        return search(state, size, shape, finned, maxFins, shape == FishSearch.Shape.FRANKEN, technique, sink);
    }

    /**
     * Offers each fish of {@code size} base units of the shape with at most {@code maxFins} fins,
     * with endo fins when {@code endoFins} (a Franken fish always has them); returns false when
     * the sink stopped.
     */
    static boolean search(Candidates state, int size, FishSearch.Shape shape, boolean finned, int maxFins, boolean endoFins,
                          Technique technique, StepSink sink) {
        Geometry g = state.geometry();
        if (!hasAreas(g) || g.cellCount() > 128) {
            return true;
        }
        FishSearch s = new FishSearch(state, size, shape, finned, maxFins, technique, sink);
        s.endoFins = endoFins || shape == FishSearch.Shape.FRANKEN;
        for (int d = 1; d <= g.side(); d++) {
            state.checkCancelled();
            s.digit(d);
            if (!s.runDigit()) {
                return false;
            }
        }
        return true;
    }
}
