package sudoku.logic;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.HodokuCodes;
import sudoku.logic.internal.Solution;


/**
 * Kraken fish: at every state of the explanations of a sample of hard puzzles, every step keeps
 * the solution; a type 1 step shows a chain (or a sight) from each fin to what it removes, and
 * removes something the fins do not all see; a type 2 step shows a chain from the fins and the
 * cover line's base cells; the technique is found only when named.
 */
class KrakenFishIT {
    @Test
    void everyStepKeepsTheSolutionAndShowsEachFinsChain() {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        int[] found = {0, 0};
        for (Grid puzzle : DataSets.sample("top95.txt", 19)) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                for (Step step : Finders.of(Technique.KRAKEN_FISH).all(state)) {
                    PathChecker.checkStep(puzzle, s, step);
                    assertThat(step.secondary()).as("fins").isNotEmpty();
                    assertThat(Said.english(step)).contains("Chains: ");
                    long branches = step.links().stream().map(Link::branch).distinct().count();
                    if (Said.english(step).contains(" takes its ")) {
                        // type 2, a verity: to its first conclusion every fin and the cover line's base cells,
                        // each a branch unless it is where the conclusion is; each further conclusion traced again
                        Evidence.Verity v = (Evidence.Verity) step.evidence();
                        int n = v.assumptions().size();
                        long first = step.links().stream().map(Link::branch).filter(b -> b < n).distinct().count();
                        assertThat(first).as(Said.english(step)).isGreaterThanOrEqualTo(step.secondary().size() - 1)
                                .isLessThanOrEqualTo(step.secondary().size() + 4);
                        assertThat(branches).as(Said.english(step)).isLessThanOrEqualTo((long) n * v.traced().size());
                        found[1]++;
                        continue;
                    }
                    assertThat(branches).as(Said.english(step)).isEqualTo(step.secondary().size());
                    Candidate first = step.eliminations().get(0);
                    assertThat(step.secondary().stream().allMatch(f -> state.sees(f, first.cell())))
                            .as("a candidate every fin sees is the finned fish's").isFalse();
                    found[0]++;
                }
            });
        }
        assertThat(found[0]).as("type 1").isPositive();
        assertThat(found[1]).as("type 2").isPositive();
        assertThat(Technique.byDefault()).doesNotContain(Technique.KRAKEN_FISH);
        assertThat(HodokuCodes.techniques("0371")).contains(Technique.KRAKEN_FISH);
    }
}
