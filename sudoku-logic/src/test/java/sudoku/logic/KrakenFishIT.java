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
        for (Grid puzzle : DataSets.sample("top95.txt", 38)) {
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
                        ForcingEvidence.Verity v = (ForcingEvidence.Verity) step.evidence();
                        int n = v.assumptions().size();
                        long first = step.links().stream().map(Link::branch).filter(b -> b < n).distinct().count();
                        assertThat(first).as(() -> Said.english(step)).isGreaterThanOrEqualTo(step.secondary().size() - 1)
                                .isLessThanOrEqualTo(step.secondary().size() + 4);
                        assertThat(branches).as(() -> Said.english(step)).isLessThanOrEqualTo((long) n * v.traced().size());
                        found[1]++;
                        continue;
                    }
                    assertThat(branches).as(() -> Said.english(step)).isEqualTo(step.secondary().size());
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

    /**
     * Kraken fish of five to seven lines: on the same sample, every step keeps the solution and
     * shows a chain per fin or per assumption; only when named. Writes the CPU time of its search
     * beside the two-to-four-line search's, on the same states in the same run, to
     * {@code target/kraken-5-7.md}. Measured on every 19th puzzle (one run, load about 20): 185
     * states, 43,001 steps of five to seven lines in 4.5 s of CPU, beside 122,852 steps of two to
     * four lines in 10.8 s. To keep CI short it takes every 48th puzzle and reads every 25th
     * step's sentence.
     */
    @Test
    void bigKrakenFishKeepTheSolution() throws java.io.IOException {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] nanos = {0, 0};
        int[] counts = {0, 0, 0};
        for (Grid puzzle : DataSets.sample("top95.txt", 48)) {
            Solution s = Solution.of(puzzle);
            PathChecker.eachState(solver, puzzle, state -> {
                counts[0]++;
                long t0 = cpu.getCurrentThreadCpuTime();
                int small = Finders.of(Technique.KRAKEN_FISH).all(state).size();
                long t1 = cpu.getCurrentThreadCpuTime();
                java.util.List<Step> big = Finders.of(Technique.KRAKEN_FISH_5_TO_7).all(state);
                long t2 = cpu.getCurrentThreadCpuTime();
                nanos[0] += t1 - t0;
                nanos[1] += t2 - t1;
                counts[1] += small;
                for (Step step : big) {
                    PathChecker.checkStep(puzzle, s, step);
                    assertThat(step.secondary()).as("fins").isNotEmpty();
                    assertThat(step.units()).as("five to seven base lines and as many cover lines")
                            .hasSizeBetween(10, 14);
                    if (counts[2] % 25 == 0) {
                        assertThat(Said.english(step)).contains("Chains: ");
                    }
                    counts[2]++;
                }
            });
        }
        java.nio.file.Files.createDirectories(java.nio.file.Path.of("target"));
        java.nio.file.Files.write(java.nio.file.Path.of("target/kraken-5-7.md"), java.util.List.of(
                "| search | states | steps | CPU ms |", "|---|---|---|---|",
                "| Kraken Fish (2-4 lines) | " + counts[0] + " | " + counts[1] + " | " + nanos[0] / 1_000_000 + " |",
                "| Kraken Fish (5-7 lines) | " + counts[0] + " | " + counts[2] + " | " + nanos[1] / 1_000_000 + " |"));
        assertThat(counts[2]).as("steps of five to seven lines").isPositive();
        assertThat(Technique.byDefault()).doesNotContain(Technique.KRAKEN_FISH_5_TO_7);
    }
}
