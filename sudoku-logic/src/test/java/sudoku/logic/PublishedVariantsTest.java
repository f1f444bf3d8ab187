package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.solve.Solvers;
import sudoku.logic.internal.Solution;

/**
 * Published variant puzzles beside their published solutions (see {@code data/README.md}): Otto
 * Janko's jigsaws and the SudoQ app's X-Sudoku and Windoku puzzles. The engine proves each unique
 * and finds that solution, and the explainer, over the variant's units, solves at least 95% of
 * each set without a guess, every step agreeing with the solution.
 */
class PublishedVariantsTest {
    private static List<String> lines(String file) throws IOException {
        return Files.readAllLines(DataSets.dir().resolve(file)).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "jigsaw_janko.txt, jigsaw_janko_solutions.txt, jigsaw, 100",
        "x_sudoq.txt, x_sudoq_solutions.txt, x, 100",
        "windoku_sudoq.txt, windoku_sudoq_solutions.txt, windoku, 100"})
    void everyPuzzleIsUniqueWithItsPublishedSolutionAndExplainedWithoutGuessing(
            String file, String solutionFile, String variant, int atLeast) throws IOException {
        List<String> puzzles = lines(file);
        List<String> solutions = lines(solutionFile);
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(atLeast).hasSameSizeAs(solutions);
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        List<String> guessed = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = VariantFormat.parse(puzzles.get(i), Variant.NONE);
            assertThat(puzzle.geometry().variant().name()).as(puzzles.get(i)).isEqualTo(variant);
            assertThat(Solvers.best(puzzle.geometry()).countSolutions(puzzle, 2)).as(puzzles.get(i)).isEqualTo(1);
            Solution s = Solution.of(puzzle);
            assertThat(s.solution().toLine()).as(puzzles.get(i)).isEqualTo(solutions.get(i));
            if (!PathChecker.solvedWithoutGuess(solver, puzzle, s)) {
                guessed.add(puzzles.get(i));
            }
        }
        int withoutGuess = puzzles.size() - guessed.size();
        System.out.printf("%s: %d of %d explained without a guess%n", file, withoutGuess, puzzles.size());
        assertThat(withoutGuess).as("%s explained without a guess, of %d; guessed: %s", file, puzzles.size(), guessed)
                .isGreaterThanOrEqualTo((int) Math.ceil(0.95 * puzzles.size()));
    }
}
