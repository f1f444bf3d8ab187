package sudoku.logic;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.Solution;


/**
 * Bowman's Bingo is the forcing chain contradiction reached by singles alone: named, it finds
 * exactly the contradiction steps whose chains need no locked candidates, and it is never part of
 * a default explanation.
 */
class BowmansBingoTest {
    /** Every state of the explanations of every 48th puzzle of top95 (two); {@link BowmansBingoIT} takes every 5th. */
    @Test
    void itFindsTheSinglesOnlyContradictionsAndNothingElse() {
        assertSinglesOnlyContradictions(DataSets.sample("top95.txt", 48));
    }

    static void assertSinglesOnlyContradictions(List<Grid> puzzles) {
        int[] found = {0};
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        for (Grid puzzle : puzzles) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                Set<Set<Candidate>> contradictions = new HashSet<>();
                for (Step step : Finders.of(Technique.FORCING_CHAIN_CONTRADICTION).all(state)) {
                    if (!Said.english(step).contains("locked candidates")) {
                        contradictions.add(Set.copyOf(step.eliminations()));
                    }
                }
                for (Step step : Finders.of(Technique.BOWMANS_BINGO).all(state)) {
                    PathChecker.checkStep(puzzle, s, step);
                    assertThat(Said.english(step)).doesNotContain("locked candidates");
                    assertThat(contradictions).contains(Set.copyOf(step.eliminations()));
                    found[0]++;
                }
            });
        }
        assertThat(found[0]).isPositive();
        assertThat(Technique.byDefault()).doesNotContain(Technique.BOWMANS_BINGO);
        assertThat(Technique.parse("bowmans-bingo")).isEqualTo(Technique.BOWMANS_BINGO);
    }
}
