package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.TeachingSolver;

/** The bitset engine agrees with the teaching engine on every board shape (fixed seeds). */
class OtherSizesTest {
    private static final Solver BITSET = new BitsetSolver();
    private static final Solver TEACHING = new TeachingSolver();

    static Stream<Arguments> cases() {
        Stream.Builder<Arguments> b = Stream.builder();
        Object[][] shapes = {
                {Geometry.boxed(2, 2), 0.6}, {Geometry.boxed(2, 3), 0.55}, {Geometry.boxed(3, 2), 0.55},
                {Geometry.boxed(2, 4), 0.55}, {Geometry.boxed(3, 3), 0.6}, {Geometry.boxed(3, 4), 0.55},
                {Geometry.boxed(4, 4), 0.5}, {Geometry.boxed(5, 5), 0.35}, {Geometry.latin(5), 0.5},
                {Geometry.latin(7), 0.45}};
        for (Object[] shape : shapes) {
            for (long seed = 1; seed <= 6; seed++) {
                b.add(Arguments.of(shape[0], shape[1], seed));
            }
        }
        return b.build();
    }

    /** A random full board: a solution of the empty board with its digits relabelled. */
    static Grid randomSolution(Geometry g, SplittableRandom random) {
        Grid base = BITSET.solution(Grid.empty(g)).orElseThrow();
        int n = g.side();
        int[] relabel = new int[n + 1];
        for (int d = 1; d <= n; d++) {
            relabel[d] = d;
        }
        for (int d = n; d > 1; d--) {
            int j = 1 + random.nextInt(d);
            int t = relabel[d];
            relabel[d] = relabel[j];
            relabel[j] = t;
        }
        int[] digits = base.digits();
        for (int c = 0; c < digits.length; c++) {
            digits[c] = relabel[digits[c]];
        }
        return Grid.of(g, digits);
    }

    @ParameterizedTest(name = "{0} holes {1} seed {2}")
    @MethodSource("cases")
    void countsAndSolutionsAgree(Geometry g, double holes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid full = randomSolution(g, random);
        assertThat(full.isSolved()).isTrue();
        Grid puzzle = full;
        for (int c = 0; c < g.cellCount(); c++) {
            if (random.nextDouble() < holes) {
                puzzle = puzzle.with(c, 0);
            }
        }
        long limit = 1 + random.nextInt(20);
        SolveResult fast = BITSET.solve(puzzle, limit);
        SolveResult slow = TEACHING.solve(puzzle, limit);
        assertThat(fast.count()).as("%s", puzzle).isEqualTo(slow.count()).isPositive();
        for (Grid s : fast.solutions()) {
            assertThat(s.isSolutionOf(puzzle)).isTrue();
        }
        if (fast.count() == 1 && limit >= 2) {
            assertThat(fast.solutions().get(0)).isEqualTo(full);
        }
        Grid wrong = puzzle;
        for (int c = 0; c < g.cellCount(); c++) {
            if (puzzle.get(c) == 0) {
                wrong = puzzle.with(c, full.get(c) % g.side() + 1);
                break;
            }
        }
        assertThat(BITSET.countSolutions(wrong, 2)).isEqualTo(TEACHING.countSolutions(wrong, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theBestEngineForEveryShapeIsAFastOne(Geometry g, double holes, long seed) {
        assertThat(Solvers.best(g).name()).isEqualTo(g.equals(Geometry.CLASSIC) ? "fast" : "bitset");
    }
}
