package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.internal.Solution;

/**
 * The logic solver on X, Windoku and Jigsaw puzzles: the classic techniques run over the extra
 * units and the regions as over any unit, every step agrees with the solution, and the
 * uniqueness techniques stay off.
 */
class VariantLogicTest {
    static Stream<String> unitVariants() throws IOException {
        return Files.readAllLines(DataSets.dir().resolve("variants.txt")).stream()
                .filter(l -> l.startsWith("x:") || l.startsWith("windoku:") || l.startsWith("jigsaw:"));
    }

    @ParameterizedTest
    @MethodSource("unitVariants")
    void everyStepAgreesWithTheSolutionAndNoneGuesses(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        Solution s = Solution.of(puzzle);
        assertThat(s.unique()).isTrue();
        List<Step> path = PathChecker.check(new LogicSolver(LogicOptions.defaults()), puzzle, s);
        assertThat(path).isNotEmpty();
        assertThat(path).noneMatch(step -> step.technique().uniqueness());
        assertThat(path).noneMatch(step -> step.technique() == Technique.GUESS);
    }
}
