package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.internal.Solution;

/** Every step of every path, checked against the known solution, on samples of every collection. */
class NeverWrongIT {
    static Stream<Arguments> collections() {
        return Stream.of(
                Arguments.of("easy50.txt", 1),
                Arguments.of("top95.txt", 1),
                Arguments.of("hardest.txt", 1),
                Arguments.of("magictour_top1465.txt", 80),
                Arguments.of("forum_hardest_1106.txt", 125),
                Arguments.of("17_clue.txt", 5000));
    }

    @ParameterizedTest(name = "{0} every {1}")
    @MethodSource("collections")
    void everyStepAgreesWithTheSolution(String file, int every) {
        List<Grid> puzzles = DataSets.sample(file, every);
        assertThat(puzzles).isNotEmpty();
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        for (Grid puzzle : puzzles) {
            Solution s = Solution.of(puzzle);
            LogicSolver ls = s.unique() ? solver : new LogicSolver(LogicOptions.defaults().withoutUniqueness());
            PathChecker.check(ls, puzzle, s);
        }
    }
}
