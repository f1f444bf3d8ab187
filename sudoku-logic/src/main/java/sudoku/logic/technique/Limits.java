package sudoku.logic.technique;

import sudoku.core.Geometry;

/** The board sizes the costly searches (chains, almost locked sets, forcing chains) take on. */
final class Limits {
    /**
     * The largest side searched: their work grows with the fourth power of the side or more, and
     * a 25x25 board would take minutes per step; larger boards go on with the easier techniques.
     */
    static final int MAX_SIDE = 16;

    private Limits() {
    }

    /** Whether the costly searches run on this board. */
    static boolean searchable(Geometry g) {
        return g.side() <= MAX_SIDE;
    }
}
