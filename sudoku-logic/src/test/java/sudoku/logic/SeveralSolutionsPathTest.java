package sudoku.logic;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.text.StepTexts;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On a puzzle with several solutions, the path guesses at once in the rounds where every
 * candidate lies in some solution (no technique could remove one): it takes exactly the steps
 * of the path that tries every technique first, guesses included, and ends solved.
 */
class SeveralSolutionsPathTest {
    private static final String SEVERAL =
            ".9....1....7.26.4...8..59..3.......5..6..3.8..5....6...8..37......2.9...1........";

    @Test
    void guessingAtOnceTakesTheSameSteps() {
        Grid puzzle = Grid.parse(SEVERAL);
        Solution s = Solution.of(puzzle);
        assertThat(s.unique()).isFalse();
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true).withoutUniqueness());
        Candidates tried = Candidates.of(puzzle);
        Candidates skipped = Candidates.of(puzzle);
        List<Step> full = solver.solve(tried, s.solution(), false, Cancellation.NONE);
        List<Step> fast = solver.solve(skipped, s.solution(), true, Cancellation.NONE);
        assertThat(texts(puzzle, fast)).isEqualTo(texts(puzzle, full));
        assertThat(fast.stream().filter(st -> st.technique() == Technique.GUESS).count()).isPositive();
        assertThat(skipped.isSolved()).isTrue();
        assertThat(skipped.toGrid()).isEqualTo(tried.toGrid());
    }

    private static List<String> texts(Grid puzzle, List<Step> steps) {
        return steps.stream().map(st -> st.technique() + " " + StepTexts.of(puzzle.geometry(), st, Lang.EN)).toList();
    }
}
