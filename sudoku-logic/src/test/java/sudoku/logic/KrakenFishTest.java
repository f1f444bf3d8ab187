package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;

/**
 * Kraken fish: at every state of the explanations of a sample of hard puzzles, every step keeps
 * the solution, shows a chain (or a sight) from each fin to what it removes, and removes something
 * the fins do not all see; the technique is found only when named.
 */
class KrakenFishTest {
    @Test
    void everyStepKeepsTheSolutionAndShowsEachFinsChain() {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        int[] found = {0};
        for (Grid puzzle : DataSets.sample("top95.txt", 12)) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                for (Step step : Technique.KRAKEN_FISH.all(state)) {
                    PathChecker.checkStep(puzzle, s, step);
                    assertThat(step.secondary()).as("fins").isNotEmpty();
                    assertThat(step.links().stream().map(Link::branch).distinct().count())
                            .as(step.text()).isEqualTo(step.secondary().size());
                    assertThat(step.text()).contains("Chains: ");
                    Candidate first = step.eliminations().get(0);
                    assertThat(step.secondary().stream().allMatch(f -> state.sees(f, first.cell())))
                            .as("a candidate every fin sees is the finned fish's").isFalse();
                    found[0]++;
                }
            });
        }
        assertThat(found[0]).isPositive();
        assertThat(Technique.byDefault()).doesNotContain(Technique.KRAKEN_FISH);
        assertThat(HodokuCodes.techniques("0371")).contains(Technique.KRAKEN_FISH);
    }
}
