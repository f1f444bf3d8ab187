package sudoku.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.BandSearch;

/**
 * The 9x9 engine built for speed: candidates kept per digit in 27-bit bands, locked candidates
 * and singles found with a few bitwise operations, uniqueness proved in the same search, and no
 * allocation while searching. Each thread reuses its own search state. When propagation alone
 * shows there is no solution, the teaching engine is asked why, so the reason names a cell or unit.
 */
public final class FastSolver implements Solver {
    private final ThreadLocal<BandSearch> searches = ThreadLocal.withInitial(BandSearch::new);
    private final ThreadLocal<int[]> clues = ThreadLocal.withInitial(() -> new int[81]);

    @Override
    public String name() {
        return "fast";
    }

    @Override
    public boolean supports(Geometry geometry) {
        return geometry.equals(Geometry.CLASSIC);
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit) {
        BandSearch search = searches.get();
        long count = search.run(digitsOf(puzzle), Math.max(1, limit), null);
        List<Grid> solutions = switch (search.keptCount()) {
            case 0 -> List.of();
            case 1 -> List.of(Grid.of(Geometry.CLASSIC, search.kept(0)));
            default -> List.of(Grid.of(Geometry.CLASSIC, search.kept(0)), Grid.of(Geometry.CLASSIC, search.kept(1)));
        };
        String reason = count > 0 ? null : search.clueClash() ? clashReason(puzzle)
                : search.guesses() == 0 ? new TeachingSolver().solve(puzzle, 1).reason() : null;
        return new SolveResult(count, limit, solutions,
                new SearchStats(search.guesses(), search.backtracks(), search.branchNodes()), reason);
    }

    @Override
    public long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor) {
        return searches.get().run(digitsOf(puzzle), Math.max(1, limit),
                digits -> visitor.test(Grid.of(Geometry.CLASSIC, digits)));
    }

    /** The number of solutions, counting no further than {@code limit}; builds no grid. */
    @Override
    public long countSolutions(Grid puzzle, long limit) {
        return searches.get().run(digitsOf(puzzle), Math.max(1, limit), null);
    }

    private int[] digitsOf(Grid puzzle) {
        if (!supports(puzzle.geometry())) {
            throw new IllegalArgumentException("the fast engine solves 9x9 Sudoku only, not " + puzzle.geometry());
        }
        int[] d = clues.get();
        for (int c = 0; c < 81; c++) {
            d[c] = puzzle.get(c);
        }
        return d;
    }

    private static String clashReason(Grid puzzle) {
        List<String> clashes = new ArrayList<>();
        for (Grid.Conflict c : puzzle.conflicts()) {
            clashes.add(c.describe(puzzle.geometry()));
        }
        return clashes.isEmpty() ? "the clues clash" : "the clues clash: " + clashes.get(0);
    }
}
