package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.FastSolver;
import sudoku.solve.internal.TeachingSolver;

/** Properties of every engine over fixed-seed random cases (a failure names its seed). */
class SolverPropertiesTest {
    private static final List<Grid> HARD = PuzzleSamples.every("top95.txt", 1);
    private static final Solver TEACHING = new TeachingSolver();

    static Stream<Solver> engines() {
        return Stream.of(new FastSolver(), new BitsetSolver());
    }

    static LongStream seeds() {
        return LongStream.range(1, 41);
    }

    /** The puzzle with digits relabelled and, half the time, rows and columns swapped. */
    private static Grid transform(Grid g, int[] relabel, boolean transpose) {
        int[] out = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int d = g.get(r * 9 + c);
                out[transpose ? c * 9 + r : r * 9 + c] = d == 0 ? 0 : relabel[d];
            }
        }
        return Grid.of(Geometry.CLASSIC, out);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aRelabelledTransposedPuzzleHasTheTransformedSolution(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid puzzle = HARD.get(random.nextInt(HARD.size()));
        int[] relabel = new int[10];
        for (int d = 1; d <= 9; d++) {
            relabel[d] = d;
        }
        for (int d = 9; d > 1; d--) {
            int j = 1 + random.nextInt(d);
            int t = relabel[d];
            relabel[d] = relabel[j];
            relabel[j] = t;
        }
        boolean transpose = random.nextBoolean();
        Grid moved = transform(puzzle, relabel, transpose);
        engines().forEach(engine -> {
            SolveResult original = engine.solve(puzzle, 2);
            SolveResult result = engine.solve(moved, 2);
            assertThat(result.count()).as(engine.name()).isEqualTo(1);
            assertThat(result.solutions().get(0))
                    .isEqualTo(transform(original.solutions().get(0), relabel, transpose));
        });
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void enumerationVisitsDistinctValidSolutionsAndCountsAgree(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid solution = TEACHING.solution(HARD.get(random.nextInt(HARD.size()))).orElseThrow();
        int keep = 22 + random.nextInt(8);
        Grid puzzle = solution;
        for (int c = 0; c < 81; c++) {
            if (random.nextInt(81) >= keep) {
                puzzle = puzzle.with(c, 0);
            }
        }
        Grid p = puzzle;
        long limit = 1 + random.nextInt(200);
        long expected = TEACHING.countSolutions(p, limit);
        engines().forEach(engine -> {
            Set<Grid> seen = new HashSet<>();
            long visited = engine.enumerate(p, limit, g -> {
                assertThat(g.isSolutionOf(p)).isTrue();
                seen.add(g);
                return true;
            });
            assertThat(visited).as("%s on %s", engine.name(), p).isEqualTo(expected);
            assertThat(seen).hasSize((int) expected);
            assertThat(engine.countSolutions(p, limit)).isEqualTo(expected);
            assertThat(engine.solve(p, limit).count()).isEqualTo(expected);
        });
    }

    @Test
    void theEmptyGridHasAtLeastAsManySolutionsAsAsked() {
        Grid empty = Grid.empty(Geometry.CLASSIC);
        engines().forEach(engine -> {
            assertThat(engine.countSolutions(empty, 500)).isEqualTo(500);
            SolveResult r = engine.solve(empty, 2);
            assertThat(r.status()).isEqualTo(Verdict.Status.MULTIPLE);
            assertThat(r.solutions()).allMatch(g -> g.isSolutionOf(empty));
        });
    }

    @Test
    void theVisitorCanStopTheEnumeration() {
        Grid empty = Grid.empty(Geometry.CLASSIC);
        engines().forEach(engine -> {
            int[] calls = {0};
            long n = engine.enumerate(empty, 100, g -> ++calls[0] < 3);
            assertThat(n).isEqualTo(3);
            assertThat(calls[0]).isEqualTo(3);
        });
    }

    @Test
    void clashingCluesHaveNoSolutionAndSaySo() {
        Grid clash = Grid.empty(Geometry.CLASSIC).with(0, 5).with(8, 5);
        engines().forEach(engine -> {
            SolveResult r = engine.solve(clash, 2);
            assertThat(r.count()).isZero();
            assertThat(r.reason()).contains("twice in row A");
        });
    }

    /** A clue copied onto a random peer (same row, column or box; any band) of a hard puzzle's clue. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aClueRepeatedInItsRowColumnOrBoxHasNoSolutionAndSaysWhy(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Grid puzzle = HARD.get(random.nextInt(HARD.size()));
        int cell;
        do {
            cell = random.nextInt(81);
        } while (puzzle.get(cell) == 0);
        int r = cell / 9;
        int c = cell % 9;
        int peer = switch (random.nextInt(3)) {
            case 0 -> r * 9 + (c + 1 + random.nextInt(8)) % 9;
            case 1 -> (r + 1 + random.nextInt(8)) % 9 * 9 + c;
            default -> {
                int other = (r % 3 * 3 + c % 3 + 1 + random.nextInt(8)) % 9;
                yield (r / 3 * 3 + other / 3) * 9 + c / 3 * 3 + other % 3;
            }
        };
        Grid clash = puzzle.with(peer, puzzle.get(cell));
        engines().forEach(engine -> {
            SolveResult result = engine.solve(clash, 2);
            assertThat(result.count()).isZero();
            assertThat(result.reason()).contains("twice in");
            assertThat(engine.countSolutions(clash, 5)).isZero();
        });
    }

    @Test
    void anUnsolvablePuzzleFoundByPropagationGetsAReasonNamingACellOrUnit() {
        // row A lacks only 1 and 2 at A8 and A9, but column 9 already holds a 1 and a 2 below
        Grid puzzle = Grid.parse("3456789.." + ".".repeat(8) + "1" + ".".repeat(8) + "2" + ".".repeat(54));
        SolveResult r = new FastSolver().solve(puzzle, 2);
        assertThat(r.count()).isZero();
        assertThat(r.reason()).containsAnyOf("cell", "row", "column", "box");
    }

    @Test
    void theFastEngineIsTheDefaultFor9x9() {
        assertThat(Solvers.best(Geometry.CLASSIC).name()).isEqualTo("fast");
        assertThat(Solvers.byName("teaching")).isInstanceOf(TeachingSolver.class);
        assertThat(Solvers.names().get(0)).isEqualTo("fast");
    }
}
