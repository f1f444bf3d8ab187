package sudoku.solve.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.SearchStats;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;

/**
 * An engine that runs one {@link ShapeSearch} per thread, made again when the board's shape
 * changes: what the bitset and killer engines share.
 */
abstract class ShapeSolver implements Solver {
    private final Function<Geometry, ShapeSearch> searchOf;
    private final ThreadLocal<ShapeSearch[]> searches = ThreadLocal.withInitial(() -> new ShapeSearch[1]);

    /** An engine running searches made by {@code searchOf}. */
    ShapeSolver(Function<Geometry, ShapeSearch> searchOf) {
        this.searchOf = searchOf;
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit) {
        return solve(puzzle, limit, Cancellation.NONE);
    }

    @Override
    public SolveResult solve(Grid puzzle, long limit, Cancellation cancellation) {
        ShapeSearch search = searchFor(puzzle.geometry());
        long count = search.run(puzzle.digits(), Math.max(1, limit), null, cancellation);
        List<Grid> solutions = new ArrayList<>(2);
        for (int i = 0; i < search.keptCount(); i++) {
            solutions.add(Grid.of(puzzle.geometry(), search.kept(i)));
        }
        String reason = count == 0 ? puzzle.firstConflict().map(c -> "the clues clash: " + c).orElse(null) : null;
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

    private ShapeSearch searchFor(Geometry g) {
        if (!supports(g)) {
            throw new IllegalArgumentException("the " + name() + " engine does not support " + g);
        }
        ShapeSearch[] slot = searches.get();
        if (slot[0] == null || !slot[0].geometry().equals(g)) {
            slot[0] = searchOf.apply(g);
        }
        return slot[0];
    }
}
