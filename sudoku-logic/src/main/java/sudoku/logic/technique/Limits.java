package sudoku.logic.technique;

import sudoku.core.Geometry;
import sudoku.logic.Candidates;

/** The board sizes the costly searches (chains, almost locked sets, forcing chains) take on. */
final class Limits {
    /**
     * The largest side searched: their work grows with the fourth power of the side or more, and
     * a 25x25 board would take minutes per step; larger boards go on with the easier techniques.
     */
    static final int MAX_SIDE = 16;

    /**
     * The memory nested forcing chains may hold for one search: they keep the static chains of
     * every candidate's first round (a bit per candidate for each candidate, so the cube of the
     * candidate count over eight bytes), and the previous search's as well. An empty 9x9 board
     * (729 candidates) needs about 50 MB; an empty 16x16 board (4,096) would need 8 GB, and a
     * server's heap would run out long before its time budget did.
     */
    static final long NESTED_BYTES = 64L << 20;

    private Limits() {
    }

    /** Whether the costly searches run on this board. */
    static boolean searchable(Geometry g) {
        return g.side() <= MAX_SIDE;
    }

    /** Whether nested forcing chains fit {@link #NESTED_BYTES} in this position. */
    static boolean nestable(Candidates state) {
        Geometry g = state.geometry();
        long count = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            count += state.digit(c) == 0 ? Integer.bitCount(state.candidates(c)) : 0;
        }
        return count * ((count + 63) / 64) * 8 * count <= NESTED_BYTES;
    }
}
