package sudoku.logic;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.Solution;


/**
 * Junior and Senior Exocet and Multi-Sector Locked Sets: at every state of the explanations of a sample of
 * the hardest puzzles, every step keeps the solution, and the same state turned about its
 * diagonal gives the same steps turned; both are in explanations and hints, not in ratings.
 */
class ExocetAndMslsIT {
    @ParameterizedTest
    @EnumSource(value = Technique.class, names = {"JUNIOR_EXOCET", "SENIOR_EXOCET", "MULTI_SECTOR_LOCKED_SET"})
    void everyStepKeepsTheSolutionAndTurnsWithTheGrid(Technique t) {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        int[] found = {0};
        int every = t == Technique.MULTI_SECTOR_LOCKED_SET ? 150 : 60;
        for (Grid puzzle : DataSets.sample("forum_hardest_1106.txt", every)) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                List<Step> steps = Finders.of(t).all(state);
                for (Step step : steps) {
                    PathChecker.checkStep(puzzle, s, step);
                    assertThat(step.eliminations()).isNotEmpty();
                    found[0]++;
                }
                assertThat(TurnedStates.removals(Finders.of(t).all(TurnedStates.turned(state))))
                        .as("the turned state's steps").isEqualTo(TurnedStates.turnedRemovals(steps));
            });
        }
        assertThat(found[0]).isPositive();
        assertThat(Technique.byDefault()).as("in explanations and hints").contains(t);
        assertThat(Technique.forRating()).as("not in ratings: Sudoku Explainer has it not").doesNotContain(t);
    }

    @Test
    void exocetDigitsAreTheBaseCellsAndTheTargetsLoseAllOthers() {
        // the base cells F5 and F6 hold 1, 3, 5 and 7; E2 and D8 are the targets, E2 loses its 4
        Candidates state = Candidates.of(Grid.parse(
                "1.......7.2.4...6...3...5...9..82.......9..8....6..4....5...1...6.8...2.7....3..."));
        Geometry g = state.geometry();
        Step step = Finders.of(Technique.JUNIOR_EXOCET).first(state).orElseThrow();
        assertThat(step.cells()).containsExactly(g.parseCell("F5"), g.parseCell("F6"));
        assertThat(step.secondary()).containsExactlyInAnyOrder(g.parseCell("E2"), g.parseCell("D8"));
        assertThat(step.digits()).isEqualTo(DigitSet.of(1) | DigitSet.of(3) | DigitSet.of(5) | DigitSet.of(7));
        assertThat(step.eliminations()).containsExactly(new Candidate(g.parseCell("E2"), 4));
        assertThat(Said.english(step)).contains("1 in rows C and I", "3 in rows A and G", "columns 2, 4 and 8");
    }

    @Test
    void neitherSearchesBoardsItsProofDoesNotHold() {
        Grid sixBySix = Grid.parse("1.....\n..3...\n......\n......\n...4..\n.....2".replace("\n", ""));
        assertThat(Finders.of(Technique.JUNIOR_EXOCET).all(Candidates.of(sixBySix))).isEmpty();
        Grid sixteen = Grid.of(Geometry.ofSide(16), new int[256]);
        assertThat(Finders.of(Technique.MULTI_SECTOR_LOCKED_SET).all(Candidates.of(sixteen))).isEmpty();
    }}
