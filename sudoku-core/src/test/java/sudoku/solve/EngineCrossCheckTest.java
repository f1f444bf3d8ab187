package sudoku.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.solve.internal.BitsetSolver;
import sudoku.solve.internal.FastSolver;
import sudoku.solve.internal.TeachingSolver;

/** The engines give the same answers on thousands of puzzles, and every solution they give is one. */
class EngineCrossCheckTest {
    private static final Solver TEACHING = new TeachingSolver();

    static Stream<Arguments> collections() {
        return Stream.of(
                Arguments.of("top95.txt", 1),
                Arguments.of("hardest.txt", 1),
                Arguments.of("easy50.txt", 1),
                Arguments.of("magictour_top1465.txt", 7),
                Arguments.of("forum_hardest_1106.txt", 15),
                Arguments.of("17_clue.txt", 49),
                Arguments.of("serg_benchmark.txt", 25),
                Arguments.of("kaggle_10k.txt", 25));
    }

    static Stream<Solver> fastEngines() {
        return Stream.of(new FastSolver(), new BitsetSolver());
    }

    @ParameterizedTest(name = "{0} (every {1})")
    @MethodSource("collections")
    void agreesWithTheTeachingEngine(String file, int step) {
        List<Grid> puzzles = PuzzleSamples.every(file, step);
        SplittableRandom random = new SplittableRandom(file.hashCode());
        List<Grid> variants = new ArrayList<>(puzzles);
        for (int i = 0; i < puzzles.size(); i += 3) {
            variants.add(PuzzleSamples.withoutAClue(puzzles.get(i), random));
            variants.add(PuzzleSamples.withAnExtraClue(puzzles.get(i), random));
        }
        for (Grid puzzle : variants) {
            SolveResult slow = TEACHING.solve(puzzle, 2);
            fastEngines().forEach(engine -> check(engine, puzzle, slow));
        }
    }

    private static void check(Solver engine, Grid puzzle, SolveResult slow) {
        SolveResult fast = engine.solve(puzzle, 2);
        assertThat(fast.count()).as("%s count of %s", engine.name(), puzzle).isEqualTo(slow.count());
        assertThat(fast.solutions()).hasSize((int) fast.count());
        for (Grid s : fast.solutions()) {
            assertThat(s.isSolutionOf(puzzle)).as("%s solves %s", s, puzzle).isTrue();
        }
        if (fast.count() == 1) {
            assertThat(fast.solutions()).isEqualTo(slow.solutions());
        } else if (fast.count() == 2) {
            assertThat(fast.solutions().get(0)).isNotEqualTo(fast.solutions().get(1));
        }
    }
}
