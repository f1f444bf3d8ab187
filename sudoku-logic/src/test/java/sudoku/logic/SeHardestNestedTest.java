package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;

/**
 * A puzzle Sudoku Explainer rates 11.8, whose assumptions' wrong branches need dynamic cell and
 * unit verities inside them to break down, is solved by nested forcing chains without a guess, every
 * step right against the solution (the 84 puzzles of SE 11: {@link SeHardestNestedIT}).
 */
class SeHardestNestedTest {
    @Test
    void anSe118PuzzleIsSolvedWithoutAGuess() {
        Grid puzzle = Grid.parse("........1.....2.34.23...5...5623....2.7.86.5.38.7.5....78......5.2..86..63...78.5");
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        Solution solution = Solution.of(puzzle);
        Candidates state = Candidates.of(puzzle);
        List<Step> path = solver.solve(state, solution.solution());
        path.forEach(step -> PathChecker.checkStep(puzzle, solution, step));
        assertThat(path).noneMatch(step -> step.technique() == Technique.GUESS)
                .anyMatch(step -> step.technique() == Technique.NESTED_FORCING_CHAIN);
        assertThat(state.toGrid()).isEqualTo(solution.solution());
    }
}
