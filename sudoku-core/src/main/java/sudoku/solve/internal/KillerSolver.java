package sudoku.solve.internal;

import sudoku.core.Geometry;

/**
 * The engine for boards with killer cages (any variant up to 16x16): candidate masks with
 * eliminate, only choice and cage-sum reasoning in propagation. It solves boards without
 * cages too, where it serves as a cross-check of the faster engines.
 */
public final class KillerSolver extends ShapeSolver {
    /** The killer engine. */
    public KillerSolver() {
        super(CageSearch::new);
    }

    @Override
    public String name() {
        return "killer";
    }

    @Override
    public boolean supports(Geometry geometry) {
        return geometry.side() <= 16;
    }
}
