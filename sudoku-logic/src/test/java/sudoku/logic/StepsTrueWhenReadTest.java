package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * Every step of an explanation is true of the grid it is read on, the one the steps before it
 * left, not only of the grid its round began with: each candidate it removes is still there, each
 * cell it fills still empty, and its technique, searched again on that grid, finds the same step
 * (same cells, placements and removals); a chain's every node is still a candidate. A round's later step that an earlier one has made stale
 * ("A2 holds only 6 and 9" once 9 has left A2) waits for the next round.
 */
class StepsTrueWhenReadTest {
    static List<Grid> puzzles() {
        List<Grid> puzzles = new ArrayList<>(DataSets.sample("top95.txt", 6));
        puzzles.addAll(DataSets.sample("easy50.txt", 10));
        return puzzles;
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void eachStepHoldsOnTheGridTheStepsBeforeItLeft(Grid puzzle) {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        Solution s = Solution.of(puzzle);
        List<Step> path = solver.solve(Candidates.of(puzzle), s.solution());
        Candidates state = Candidates.of(puzzle);
        int refound = 0;
        for (Step step : path) {
            String text = StepTexts.of(puzzle.geometry(), step, Lang.EN);
            for (Candidate p : step.placements()) {
                assertThat(state.digit(p.cell())).as("%s: cell still empty", text).isZero();
            }
            for (Candidate e : step.eliminations()) {
                assertThat(state.has(e.cell(), e.digit())).as("%s: %s still there", text, e).isTrue();
            }
            Technique t = step.technique();
            if (!step.links().isEmpty()) {
                // a chain's nodes are still there: "so H3 is 7" needs 7 still in H3
                for (Link link : step.links()) {
                    assertThat(anyHas(state, link.fromCells(), link.from().digit())).as("%s: %s", text, link.from()).isTrue();
                    assertThat(anyHas(state, link.toCells(), link.to().digit())).as("%s: %s", text, link.to()).isTrue();
                }
            } else if (t != Technique.GUESS && t.difficulty() < Technique.CELL_FORCING_CHAIN.difficulty()) {
                List<String> again = Finders.of(t).all(state.copy(), new SearchContext()).stream()
                        .map(StepsTrueWhenReadTest::facts).toList();
                assertThat(again).as("%s found again on the grid it is read on: %s", text, facts(step)).contains(facts(step));
                refound++;
            }
            step.applyTo(state);
        }
        assertThat(state.isSolved()).isTrue();
        assertThat(refound).isPositive();
    }

    private static boolean anyHas(Candidates state, List<Integer> cells, int digit) {
        return cells.stream().anyMatch(c -> state.has(c, digit));
    }

    private static String facts(Step s) {
        return s.cells() + " " + s.placements() + " " + s.eliminations();
    }
}
