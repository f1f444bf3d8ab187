package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.internal.Solution;

/**
 * The steps do not depend on how a puzzle is oriented: the rating rounds of the two forms of
 * this puzzle counted 111 and 38 nested forcing chains (the forcing chains' propagation missed
 * hidden singles depending on its order), and the explanations took 6 and 13 (the first one found
 * in cell order was taken). Rounds and paths now agree exactly ({@link OrientationPathIT} checks
 * the steps themselves over a few hundred puzzles).
 */
class OrientationStepCountIT {
    static final Grid ONE = Grid.parse(
            "1.......9.4...3.8...2...6...7..58.......2.......7.4.5...6...2...3.8...7.9.......1");
    static final Grid TRANSFORMED = Grid.parse(
            ".7......6..9.4..1.5.....3....2..4.......21.9....38......4..8.2.3.....5...6......7");

    @Test
    void ratingRoundsCountTheSameStepsInBothOrientations() {
        assertThat(new Rater().rate(ONE).counts()).isEqualTo(new Rater().rate(TRANSFORMED).counts());
    }

    @Test
    void bothOrientationsNeedAsManySteps() {
        Explanation a = explain(ONE);
        Explanation b = explain(TRANSFORMED);
        assertThat(nested(a)).as("nested forcing chains").isEqualTo(nested(b));
        assertThat(a.steps()).as("steps").hasSameSizeAs(b.steps());
    }

    private static long nested(Explanation e) {
        return e.steps().stream().filter(s -> s.technique() == Technique.NESTED_FORCING_CHAIN).count();
    }

    private static Explanation explain(Grid puzzle) {
        Explanation e = new Explainer().explain(puzzle);
        Solution sol = Solution.of(puzzle);
        for (Step step : e.steps()) {
            if (step.technique() != Technique.GUESS) {
                PathChecker.checkStep(puzzle, sol, step);
            }
        }
        return e;
    }
}
