package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.solve.internal.FastSolver;
import sudoku.solve.internal.TeachingSolver;

/**
 * The fast engine branches on one digit's pattern in a band or stack, not on a cell: on
 * puzzles with many solutions, where most of the tree is explored, every solution must still
 * be found exactly once, so complete counts equal the teaching engine's.
 */
class FastSolverBranchingTest {
    private static final List<Grid> HARD = PuzzleSamples.every("top95.txt", 1);
    private static final Solver TEACHING = new TeachingSolver();
    private static final Solver FAST = new FastSolver();

    static LongStream seeds() {
        return LongStream.range(1, 31);
    }

    /** A solved grid with only {@code keep} of its cells (in random order) left as clues. */
    private static Grid thinned(SplittableRandom random, int keep) {
        Grid puzzle = TEACHING.solution(HARD.get(random.nextInt(HARD.size()))).orElseThrow();
        int[] order = new int[81];
        for (int i = 0; i < 81; i++) {
            order[i] = i;
        }
        for (int i = 80; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int i = keep; i < 81; i++) {
            puzzle = puzzle.with(order[i], 0);
        }
        return puzzle;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void completeCountsOfPuzzlesWithManySolutionsEqualTheTeachingEngines(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid p = thinned(random, 24 + random.nextInt(6));
        long cap = 20_000;
        long expected = TEACHING.countSolutions(p, cap);
        Set<Grid> seen = new HashSet<>();
        long visited = FAST.enumerate(p, cap, g -> {
            assertThat(g.isSolutionOf(p)).isTrue();
            seen.add(g);
            return true;
        });
        assertThat(visited).as("enumerate %s", p).isEqualTo(expected);
        assertThat(seen).hasSize((int) expected);
        assertThat(FAST.countSolutions(p, cap)).as("count %s", p).isEqualTo(expected);
        for (long limit : new long[] {3, 7, 100}) {
            assertThat(FAST.countSolutions(p, limit)).isEqualTo(Math.min(limit, expected));
        }
    }

    @Test
    void theTreeIsCountedInBranchNodesAndNeverExceedsTheGuesses() {
        for (Grid p : PuzzleSamples.every("forum_hardest_1106.txt", 25)) {
            SolveResult r = FAST.solve(p, 2);
            assertThat(r.count()).isEqualTo(1);
            SearchStats st = r.stats();
            assertThat(st.branchNodes()).isPositive().isLessThanOrEqualTo(st.guesses());
            assertThat(st.backtracks()).isLessThan(st.guesses());
        }
    }
}
