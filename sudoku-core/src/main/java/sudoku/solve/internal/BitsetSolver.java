package sudoku.solve.internal;

import sudoku.core.Geometry;

/**
 * The engine for every board shape (4x4 to 25x25, Latin squares, variants without cages): per-digit
 * bitsets of cells, naked and hidden singles by word operations, branching on a cell with the
 * fewest candidates. Each thread reuses its search state for boards of the same shape.
 */
public final class BitsetSolver extends ShapeSolver {
    /** The bitset engine. */
    public BitsetSolver() {
        super(BitsetSearch::new);
    }

    @Override
    public String name() {
        return "bitset";
    }

    @Override
    public boolean supports(Geometry geometry) {
        return geometry.side() <= Geometry.MAX_SIDE && geometry.cages().isEmpty();
    }
}
