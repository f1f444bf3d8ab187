package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.bits.DigitSet;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;

/**
 * Senior Exocet and the cross-line rule of every Exocet: the regression cases give the expected base cells, targets and
 * removals, said with their proof; on the states a solver without forcing chains reaches in a
 * sample of the hardest puzzles, every Exocet step keeps the solution and the state turned about
 * its diagonal gives the same steps turned (the long sweep is {@link ExocetAndMslsIT}).
 */
class ExocetFamilyTest {
    private static final List<Technique> EXOCETS = List.of(Technique.JUNIOR_EXOCET, Technique.SENIOR_EXOCET);

    @Test
    void seniorExocetSendsTheBaseDigitsToTargetsOutsideTheBandAndTurnsWithTheGrid() throws IOException {
        Candidates state = firstCase(Technique.SENIOR_EXOCET, "G4");
        Geometry g = state.geometry();
        Step step = Finders.of(Technique.SENIOR_EXOCET).all(state).stream()
                .filter(s -> s.cells().contains(g.parseCell("G4")) && s.cells().contains(g.parseCell("G5")))
                .findFirst().orElseThrow();
        assertThat(step.secondary()).containsExactly(g.parseCell("D1"), g.parseCell("A7"));
        assertThat(step.digits()).isEqualTo(DigitSet.of(1) | DigitSet.of(3) | DigitSet.of(4) | DigitSet.of(5));
        assertThat(step.eliminations()).containsExactlyInAnyOrder(new Candidate(g.parseCell("G4"), 3),
                new Candidate(g.parseCell("A7"), 4), new Candidate(g.parseCell("D1"), 4),
                new Candidate(g.parseCell("G5"), 4));
        assertThat(Said.english(step)).contains("columns 1, 6 and 7", "1 in rows E and F",
                "A target's digit must also fit the other two cross lines");
        // the cross-line rule alone removes the 4s: D1 keeps its 4 without it
        assertThat(step.evidence()).isInstanceOfSatisfying(ExocetEvidence.SeniorExocet.class,
                e -> assertThat(e.crossLines()).isTrue());
        List<Step> all = Finders.of(Technique.SENIOR_EXOCET).all(state);
        assertThat(TurnedStates.removals(Finders.of(Technique.SENIOR_EXOCET).all(TurnedStates.turned(state))))
                .as("the turned state's steps").isEqualTo(TurnedStates.turnedRemovals(all));
    }

    @Test
    void everyStepOfASampleKeepsTheSolutionAndTurnsWithTheGrid() {
        LogicOptions upToExocets = LogicOptions.defaults()
                .only(Technique.byDefault().stream().filter(x -> x.difficulty() <= 7.9).toList()).guessing(false);
        LogicSolver solver = new LogicSolver(upToExocets);
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        for (Grid puzzle : DataSets.sample("forum_hardest_1106.txt", 75)) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                for (Technique t : EXOCETS) {
                    List<Step> steps = Finders.of(t).all(state);
                    for (Step step : steps) {
                        PathChecker.checkStep(puzzle, s, step);
                        found.merge(t, 1, Integer::sum);
                    }
                    assertThat(TurnedStates.removals(Finders.of(t).all(TurnedStates.turned(state))))
                            .as("the turned state's steps").isEqualTo(TurnedStates.turnedRemovals(steps));
                }
            });
        }
        // Senior Exocets come later, past the forcing chains: the regression states check those turned
        assertThat(found.getOrDefault(Technique.JUNIOR_EXOCET, 0)).as("Junior Exocet steps in the sample").isPositive();
        assertThat(Technique.byDefault()).as("in explanations and hints").containsAll(EXOCETS);
        assertThat(Technique.forRating()).as("not in ratings: Sudoku Explainer has them not").doesNotContainAnyElementsOf(EXOCETS);
    }

    @Test
    void noExocetOnBoardsItsProofDoesNotHold() {
        Grid sixBySix = Grid.parse("1.....\n..3...\n......\n......\n...4..\n.....2".replace("\n", ""));
        assertThat(Finders.of(Technique.SENIOR_EXOCET).all(Candidates.of(sixBySix))).isEmpty();
    }

    /** The state of the first regression case of {@code t} whose grid has {@code cell} empty. */
    private static Candidates firstCase(Technique t, String cell) throws IOException {
        for (ReglibTest.Case c : ReglibTest.cases()) {
            Candidates state = ReglibTest.state(c);
            if (c.technique() == t && state.digit(state.geometry().parseCell(cell)) == 0) {
                return state;
            }
        }
        throw new AssertionError("no case of " + t);
    }
}
