package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;

/** Small searches shared by the single-digit patterns and the wings. */
final class Patterns {
    private Patterns() {
    }

    /** Whether {@code cell} sees every one of {@code others} (shares a unit with each, and is none of them). */
    static boolean seesAll(Candidates state, int cell, int... others) {
        for (int o : others) {
            if (!state.sees(cell, o)) {
                return false;
            }
        }
        return true;
    }

    /** The candidates {@code digit} in cells that see all of {@code cells}, in cell order. */
    static List<Candidate> seenByAll(Candidates state, int digit, int... cells) {
        List<Candidate> out = new ArrayList<>();
        for (int peer : UnitTables.peers(state.geometry(), cells[0])) {
            if (state.has(peer, digit) && seesAll(state, peer, cells)) {
                out.add(new Candidate(peer, digit));
            }
        }
        return out;
    }

    /**
     * The two cells of a conjugate pair: where {@code digit} fits in exactly two cells of unit
     * {@code unitId}; null when it fits in another number of cells.
     */
    static int[] conjugatePair(Candidates state, int unitId, int digit) {
        int pos = state.positions(unitId, digit);
        if (DigitSet.size(pos) != 2) {
            return null;
        }
        int[] cells = UnitTables.unit(state.geometry(), unitId);
        return new int[] {cells[DigitSet.lowestIndex(pos)], cells[DigitSet.lowestIndex(DigitSet.withoutLowest(pos))]};
    }

    /**
     * The first unit holding both cells that is neither a row nor a column (a box, a jigsaw region,
     * a diagonal or a window, in the board's unit order, so a box first), or -1 when there is none.
     */
    static int sharedArea(Geometry g, int a, int b) {
        for (int u : UnitTables.unitIdsOf(g, a)) {
            if (u >= 2 * g.side() && UnitTables.holds(g, u, b)) {
                return u;
            }
        }
        return -1;
    }

    /** The empty cells with exactly two candidates, in cell order. */
    static List<Integer> bivalueCells(Candidates state) {
        List<Integer> out = new ArrayList<>();
        Geometry g = state.geometry();
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (state.digit(cell) == 0 && DigitSet.size(state.candidates(cell)) == 2) {
                out.add(cell);
            }
        }
        return out;
    }
}
