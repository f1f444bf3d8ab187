package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.TeachingSolver;
import sudoku.testdata.TestData;

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

    static Stream<Arguments> bigCases() {
        Stream.Builder<Arguments> b = Stream.builder();
        for (long seed = 1; seed <= 5; seed++) {
            b.add(Arguments.of(Geometry.boxed(4, 4), 0.58, seed));
            b.add(Arguments.of(Geometry.boxed(5, 5), 0.46, seed));
        }
        return b.build();
    }

    /**
     * On big boards, where the bitset engine's guesses follow the units that failed before, a
     * count still finds every solution once: as many as the teaching engine finds, each a
     * different solution of the puzzle; and a two-solution search agrees with the count.
     */
    @ParameterizedTest(name = "{0} holes {1} seed {2}")
    @MethodSource("bigCases")
    void bigBoardsCountEverySolutionOnce(Geometry g, double holes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid full = randomSolution(g, random);
        Grid puzzle = full;
        for (int c = 0; c < g.cellCount(); c++) {
            if (random.nextDouble() < holes) {
                puzzle = puzzle.with(c, 0);
            }
        }
        Grid clues = puzzle;
        Set<Grid> seen = new HashSet<>();
        long count = BITSET.enumerate(puzzle, 300, s -> {
            assertThat(s.isSolutionOf(clues)).as("%s solves %s", s, clues).isTrue();
            return seen.add(s);
        });
        assertThat(seen).hasSize((int) count);
        if (count < 300) {
            assertThat(seen).contains(full);
        }
        assertThat(count).as("%s", puzzle).isEqualTo(TEACHING.countSolutions(puzzle, 300));
        SolveResult two = BITSET.solve(puzzle, 2);
        assertThat(two.count()).isEqualTo(Math.min(count, 2));
        if (count == 1) {
            assertThat(two.solutions()).containsExactly(full);
        }
    }

    /** The 25x25 puzzle of {@code sizes.txt}, long the hardest for this engine, is proved unique. */
    @Test
    void theBig25x25PuzzleIsUnique() throws Exception {
        Grid puzzle = java.nio.file.Files.readAllLines(TestData.file("sizes.txt")).stream().map(String::strip)
                .filter(l -> l.length() == 625).map(Grid::parse).findFirst().orElseThrow();
        SolveResult result = BITSET.solve(puzzle, 2);
        assertThat(result.count()).isEqualTo(1);
        assertThat(result.solutions().get(0).isSolutionOf(puzzle)).isTrue();
        Grid wrong = puzzle;
        for (int c = 0; c < puzzle.geometry().cellCount(); c++) {
            if (puzzle.get(c) == 0) {
                wrong = puzzle.with(c, result.solutions().get(0).get(c) % 25 + 1);
                break;
            }
        }
        assertThat(BITSET.countSolutions(wrong, 2)).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theBestEngineForEveryShapeIsAFastOne(Geometry g, double holes, long seed) {
        assertThat(Solvers.best(g).name()).isEqualTo(g.equals(Geometry.CLASSIC) ? "fast" : "bitset");
    }
}
