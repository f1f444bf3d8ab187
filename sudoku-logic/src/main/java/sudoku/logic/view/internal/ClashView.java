package sudoku.logic.view.internal;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.ForcingEvidence;

/**
 * What clashes at the end of a contradiction, as its chains show it: a cell left with no
 * candidate ({@code no_candidate}), a unit left with no place for a digit ({@code no_place}), a cell
 * that would hold two digits ({@code two_digits}), or a cell that would hold a digit a peer holds
 * ({@code peer_holds}).
 *
 * @param kind   {@code no_candidate}, {@code no_place}, {@code two_digits} or {@code peer_holds}
 * @param cell   the cell, e.g. {@code A2}; absent (null) for {@code no_place}
 * @param unit   the unit, e.g. {@code box 7}; only for {@code no_place}
 * @param digits the digit with no place or the digit a peer holds, or the cell's two digits; empty
 *               for {@code no_candidate}
 */
public record ClashView(String kind, String cell, String unit, List<Integer> digits) {
    /** The record of a clash on a board of shape {@code g}, or null for none. */
    public static ClashView of(Geometry g, ForcingEvidence.Clash c) {
        if (c == null) {
            return null;
        }
        return new ClashView(c.kind().name().toLowerCase(java.util.Locale.ROOT),
                c.cell() < 0 ? null : g.cellName(c.cell()), c.unit() < 0 ? null : g.unitName(c.unit()),
                switch (c.kind()) {
                    case NO_CANDIDATE -> List.of();
                    case TWO_DIGITS -> List.of(c.digit(), c.other());
                    case NO_PLACE, PEER_HOLDS -> List.of(c.digit());
                });
    }
}
