package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.internal.TeachingSolver;
import sudoku.testdata.Boards;
import sudoku.testdata.TestData;

class TeachingSolverTest {
    private final Solver solver = new TeachingSolver();

    static Stream<Arguments> uniqueSets() {
        return Stream.of(
                Arguments.of("easy50.txt", 100),
                Arguments.of("top95.txt", 100),
                Arguments.of("hardest.txt", 100),
                Arguments.of("magictour_top1465.txt", 1500),
                Arguments.of("forum_hardest_1106.txt", 400),
                Arguments.of("17_clue.txt", 1500),
                Arguments.of("kaggle_10k.txt", 1500));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("uniqueSets")
    void solvesEveryPuzzleUniquely(String file, int sample) {
        for (Grid puzzle : TestData.sample(file, sample, 7)) {
            SolveResult r = solver.solve(puzzle, 2);
            assertThat(r.status()).as(puzzle.toLine()).isEqualTo(Verdict.Status.SOLVED);
            assertThat(r.isUnique()).isTrue();
            assertThat(r.solutions().get(0).isSolutionOf(puzzle)).as(puzzle.toLine()).isTrue();
        }
    }

    @Test
    void sergBenchmarkPuzzlesHaveTwoDifferentValidSolutions() {
        for (Grid puzzle : TestData.sample("serg_benchmark.txt", 300, 3)) {
            SolveResult r = solver.solve(puzzle, 2);
            assertThat(r.status()).isEqualTo(Verdict.Status.MULTIPLE);
            assertThat(r.solutions()).hasSize(2).allMatch(s -> s.isSolutionOf(puzzle));
            assertThat(r.solutions().get(0)).isNotEqualTo(r.solutions().get(1));
        }
    }

    @Test
    void seedSearchExampleHasMoreThanAHundredThousandSolutions() {
        Grid p = Grid.parse("2.............62....1....7......8...3...9...7...6..4...4....8....52.............3");
        SolveResult r = solver.solve(p, 100_001);
        assertThat(r.count()).isEqualTo(100_001);
        assertThat(r.countIsExact()).isFalse();
    }

    @Test
    void countsExactlyWhenBelowTheLimit() {
        Grid solved = solver.solution(TestData.puzzles("top95.txt").get(0)).orElseThrow();
        // empty the four corners of a rectangle that swaps two digits: exactly two solutions
        int[] d = solved.digits();
        List<Integer> rect = findDeadlyPattern(solved);
        for (int c : rect) {
            d[c] = 0;
        }
        Grid p = Grid.of(Geometry.CLASSIC, d);
        SolveResult r = solver.solve(p, 10);
        assertThat(r.count()).isEqualTo(2);
        assertThat(r.countIsExact()).isTrue();
        List<Grid> all = new ArrayList<>();
        assertThat(solver.enumerate(p, 10, all::add)).isEqualTo(2);
        assertThat(all).doesNotHaveDuplicates().allMatch(s -> s.isSolutionOf(p));
    }

    /** Four cells in two rows, two columns and two boxes holding two digits crosswise. */
    private static List<Integer> findDeadlyPattern(Grid s) {
        Geometry g = s.geometry();
        for (int r1 = 0; r1 < 9; r1++) {
            for (int r2 = (r1 / 3) * 3; r2 < (r1 / 3) * 3 + 3; r2++) {
                for (int c1 = 0; c1 < 9; c1++) {
                    for (int c2 = c1 + 1; c2 < 9; c2++) {
                        if (r2 == r1 || c1 / 3 == c2 / 3) {
                            continue;
                        }
                        int a = s.get(g.cell(r1, c1));
                        int b = s.get(g.cell(r1, c2));
                        if (s.get(g.cell(r2, c1)) == b && s.get(g.cell(r2, c2)) == a) {
                            return List.of(g.cell(r1, c1), g.cell(r1, c2), g.cell(r2, c1), g.cell(r2, c2));
                        }
                    }
                }
            }
        }
        throw new IllegalStateException("no deadly pattern in " + s);
    }

    @Test
    void emptyGridHasManySolutions() {
        SolveResult r = solver.solve(Grid.empty(Geometry.CLASSIC), 2);
        assertThat(r.status()).isEqualTo(Verdict.Status.MULTIPLE);
        assertThat(r.solutions()).allMatch(Grid::isSolved);
    }

    @Test
    void noSolutionFoundByPropagationSaysWhere() {
        // row A needs a 9 but every empty cell of row A sees one
        Grid p = Grid.parse("12345678.........9" + ".".repeat(63));
        SolveResult r = solver.solve(p, 2);
        assertThat(r.status()).isEqualTo(Verdict.Status.UNSOLVABLE);
        assertThat(r.reason()).contains("A9");
    }

    @Test
    void noSolutionFoundBySearchSaysSo() {
        // a valid-looking puzzle whose clues admit no solution: the solution of a unique puzzle
        // with two of its digits exchanged in one clue pair of different boxes
        Grid puzzle = Grid.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        Grid solution = solver.solution(puzzle).orElseThrow();
        int[] d = puzzle.digits();
        // add a clue that contradicts the solution but no peer
        for (int c = 0; c < 81; c++) {
            if (d[c] == 0) {
                int wrong = solution.get(c) % 9 + 1;
                Grid candidate = puzzle.with(c, wrong);
                if (candidate.conflicts().isEmpty()) {
                    SolveResult r = solver.solve(candidate, 2);
                    assertThat(r.status()).isEqualTo(Verdict.Status.UNSOLVABLE);
                    assertThat(r.reason()).isNotBlank();
                    return;
                }
            }
        }
        throw new AssertionError("no candidate clue found");
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8, 9, 10, 12, 15, 16, 20, 25})
    void solvesEverySize(int side) {
        Geometry g = Geometry.ofSide(side);
        for (long seed = 1; seed <= 3; seed++) {
            Grid solution = Boards.solved(g, seed);
            assertThat(solution.isSolved()).isTrue();
            Grid puzzle = Boards.puzzle(solution, side >= 20 ? 0.35 : 0.5, seed);
            SolveResult r = solver.solve(puzzle, 1);
            assertThat(r.solutions()).singleElement().matches(s -> s.isSolutionOf(puzzle));
        }
    }

    @Test
    void solvesTheSeedsLatinMiniPuzzle() {
        Grid mini = Grid.parse("1..\n..2\n.3.");
        assertThat(mini.geometry().hasBoxes()).isFalse();
        SolveResult r = solver.solve(mini, 2);
        assertThat(r.isUnique()).isTrue();
        assertThat(r.solutions().get(0).toLine()).isEqualTo("123312231");
    }

    @Test
    void clashingCluesHaveNoSolution() {
        Grid p = Grid.of(Geometry.CLASSIC, new int[81]).with(0, 5).with(1, 5);
        assertThat(solver.solve(p, 2).status()).isEqualTo(Verdict.Status.UNSOLVABLE);
    }
}
