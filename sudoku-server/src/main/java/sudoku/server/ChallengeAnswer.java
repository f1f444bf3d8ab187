package sudoku.server;

import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * The answer of the seed's challenge: the main diagonal of the solution, top-left to
 * bottom-right, one digit per row ({@code 483921657...} gives {@code 4} from A1, then B2, ...).
 */
public final class ChallengeAnswer {
    private ChallengeAnswer() {
    }

    /** The main diagonal's digits of a (solved) grid, {@code .} for an empty cell. */
    public static String of(Grid solution) {
        Geometry g = solution.geometry();
        StringBuilder sb = new StringBuilder(g.side());
        for (int i = 0; i < g.side(); i++) {
            int d = solution.get(g.cell(i, i));
            sb.append(d == 0 ? '.' : Geometry.symbol(d));
        }
        return sb.toString();
    }
}
