package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;

/**
 * The puzzles Sudoku Explainer rates 11.0 to 11.9 (every tenth of them in {@code se_hardest.txt},
 * 84) are solved by nested forcing chains without a guess, every step right against the solution.
 * To keep CI short the explanations take every third of the 84 by default;
 * {@code -Dsudoku.seHardest.every=1} takes them all (all 84 passed when it was written).
 */
class SeHardestNestedIT {
    /** Every tenth puzzle of {@code se_hardest.txt} whose SE rating is 11.0 to 11.9. */
    static List<Grid> elevens() throws IOException {
        List<String> lines = Files.readAllLines(DataSets.dir().resolve("se_hardest.txt")).stream()
                .filter(l -> l.contains("ED=11")).toList();
        List<Grid> out = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size(); i += 10) {
            out.add(Grid.parse(lines.get(i).substring(0, 81)));
        }
        return out;
    }

    @Test
    void everyOneIsSolvedWithoutAGuess() throws IOException {
        List<Grid> puzzles = elevens();
        assertThat(puzzles).hasSize(84);
        int every = Integer.getInteger("sudoku.seHardest.every", 3);
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        for (int i = 0; i < puzzles.size(); i += every) {
            Grid puzzle = puzzles.get(i);
            assertThat(PathChecker.check(solver, puzzle, Solution.of(puzzle)))
                    .as("%s", puzzle).noneMatch(s -> s.technique() == Technique.GUESS);
        }
    }
}
