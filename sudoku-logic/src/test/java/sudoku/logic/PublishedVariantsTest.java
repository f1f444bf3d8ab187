package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.solve.Solvers;

/**
 * Published jigsaw puzzles (Otto Janko's, {@code data/jigsaw_janko.txt}) beside their published
 * solutions: the engine proves each unique and finds that solution, and the explainer, over the
 * rows, columns and irregular regions, solves at least 95% of them without a guess, every step
 * agreeing with the solution.
 */
class PublicJigsawTest {
    private static List<String> lines(String file) throws IOException {
        return Files.readAllLines(DataSets.dir().resolve(file)).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }

    @Test
    void everyPublishedJigsawIsUniqueWithItsPublishedSolutionAndExplainedWithoutGuessing() throws IOException {
        List<String> puzzles = lines("jigsaw_janko.txt");
        List<String> solutions = lines("jigsaw_janko_solutions.txt");
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(100).hasSameSizeAs(solutions);
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        int withoutGuess = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = VariantFormat.parse(puzzles.get(i), Variant.NONE);
            assertThat(puzzle.geometry().variant().hasRegions()).isTrue();
            assertThat(Solvers.best(puzzle.geometry()).countSolutions(puzzle, 2)).as(puzzles.get(i)).isEqualTo(1);
            Solution s = Solution.of(puzzle);
            assertThat(s.solution().toLine()).as(puzzles.get(i)).isEqualTo(solutions.get(i));
            if (PathChecker.solvedWithoutGuess(solver, puzzle, s)) {
                withoutGuess++;
            }
        }
        assertThat(withoutGuess).as("published jigsaws explained without a guess, of " + puzzles.size())
                .isGreaterThanOrEqualTo((int) Math.ceil(0.95 * puzzles.size()));
    }
}
