package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.internal.Solution;

/**
 * The logic solver on X, Windoku and Jigsaw puzzles: the classic techniques run over the extra
 * units and the regions as over any unit, and every step agrees with the solution (the
 * uniqueness steps too, which take only the patterns that stay deadly on the board).
 */
class VariantLogicTest {
    static Stream<String> unitVariants() throws IOException {
        return Files.readAllLines(DataSets.dir().resolve("variants.txt")).stream()
                .filter(l -> l.startsWith("x:") || l.startsWith("windoku:") || l.startsWith("jigsaw:"));
    }

    /**
     * One puzzle of each kind whose path is quick to check, with a jigsaw that needs no more than
     * singles; {@link VariantLogicIT} checks all nine.
     */
    static Stream<String> sampledUnitVariants() throws IOException {
        List<String> all = unitVariants().toList();
        return Stream.of(all.get(1), all.get(3), all.get(6), all.get(7));
    }

    @ParameterizedTest
    @MethodSource("sampledUnitVariants")
    void everyStepAgreesWithTheSolutionAndNoneGuesses(String line) {
        assertEveryStepAgreesAndNoneGuesses(line);
    }

    static void assertEveryStepAgreesAndNoneGuesses(String line) {
        Grid puzzle = VariantFormat.parse(line, Variant.NONE);
        Solution s = Solution.of(puzzle);
        assertThat(s.unique()).isTrue();
        List<Step> path = PathChecker.check(new LogicSolver(LogicOptions.defaults()), puzzle, s);
        assertThat(path).isNotEmpty();
        assertThat(path).noneMatch(step -> step.technique() == Technique.GUESS);
    }

    /**
     * Locked candidates start from the units a variant adds as from a box or a line: over the
     * first puzzles of each published set (all of the Windoku set, most of whose puzzles need no
     * more than singles), some pointing or claiming locks a digit in a
     * diagonal, a window or a jigsaw region (where chains stood in for them before), and every
     * step of those paths agrees with the solution.
     */
    @ParameterizedTest
    @CsvSource({"x_sudoq.txt, DIAGONAL, 30", "windoku_sudoq.txt, WINDOW, 200", "jigsaw_janko.txt, REGION, 30"})
    void lockedCandidatesStartFromTheVariantsOwnUnits(String file, Geometry.UnitKind kind, int first) throws IOException {
        List<String> lines = Files.readAllLines(DataSets.dir().resolve(file)).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).limit(first).toList();
        int locked = 0;
        for (String line : lines) {
            Grid puzzle = VariantFormat.parse(line, Variant.NONE);
            List<Step> path = PathChecker.check(new LogicSolver(LogicOptions.defaults()), puzzle, Solution.of(puzzle));
            Geometry g = puzzle.geometry();
            locked += (int) path.stream()
                    .filter(st -> st.technique() == Technique.POINTING || st.technique() == Technique.CLAIMING)
                    .filter(st -> g.kind(st.units().get(0)) == kind).count();
        }
        assertThat(locked).as("pointing or claiming steps from a %s in %s", kind, file).isPositive();
    }
}
