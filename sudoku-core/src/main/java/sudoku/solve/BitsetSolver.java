package sudoku.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.BitsetSearch;

/**
 * The engine for every board shape (4x4 to 25x25, Latin squares): per-digit bitsets of cells,
 * naked and hidden singles by word operations, branching on a cell with the fewest candidates.
 * Each thread reuses its search state for boards of the same shape.
 */
public final class BitsetSolver implements Solver {
    private final ThreadLocal<BitsetSearch[]> searches = ThreadLocal.withInitial(() -> new BitsetSearch[1]);

    @Override
    public String name() {
        return "bitset";
    }

    @Override
    public boolean supports(Geometry geometry) {
        return geometry.side() <= Geometry.MAX_SIDE;
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit) {
        return solve(puzzle, limit, Cancellation.NONE);
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit, Cancellation cancellation) {
        BitsetSearch search = searchFor(puzzle.geometry());
        long count = search.run(puzzle.digits(), Math.max(1, limit), null, cancellation);
        List<Grid> solutions = new ArrayList<>(2);
        for (int i = 0; i < search.keptCount(); i++) {
            solutions.add(Grid.of(puzzle.geometry(), search.kept(i)));
        }
        String reason = null;
        if (count == 0 && !puzzle.conflicts().isEmpty()) {
            reason = "the clues clash: " + puzzle.conflicts().get(0).describe(puzzle.geometry());
        }
        return new SolveResult(count, limit, List.copyOf(solutions),
                new SearchStats(search.guesses(), search.backtracks(), search.branchNodes()), reason);
    }

    @Override
    public long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor) {
        return enumerate(puzzle, limit, visitor, Cancellation.NONE);
    }

    @Override
    public long enumerate(Grid puzzle, long limit, Predicate<Grid> visitor, Cancellation cancellation) {
        Geometry g = puzzle.geometry();
        return searchFor(g).run(puzzle.digits(), Math.max(1, limit), digits -> visitor.test(Grid.of(g, digits)),
                cancellation);
    }

    @Override
    public long countSolutions(Grid puzzle, long limit) {
        return countSolutions(puzzle, limit, Cancellation.NONE);
    }

    @Override
    public long countSolutions(Grid puzzle, long limit, Cancellation cancellation) {
        return searchFor(puzzle.geometry()).run(puzzle.digits(), Math.max(1, limit), null, cancellation);
    }

    private BitsetSearch searchFor(Geometry g) {
        if (!supports(g)) {
            throw new IllegalArgumentException("the bitset engine does not support " + g);
        }
        BitsetSearch[] slot = searches.get();
        if (slot[0] == null || !slot[0].geometry().equals(g)) {
            slot[0] = new BitsetSearch(g);
        }
        return slot[0];
    }
}
