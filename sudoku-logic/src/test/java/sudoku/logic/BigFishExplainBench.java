package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;

/**
 * What the fish of five to seven lines cost an explanation: the CPU time of explaining puzzles of
 * top95 with the default techniques beside the same without those fish (the reference, in the
 * same run), puzzle by puzzle, alternating the two so that both meet the same load. A
 * measurement, not a check: run it with {@code -Dbigfish.bench=true -Dtest=BigFishExplainBench}
 * ({@code -Dbigfish.puzzles=20}, {@code -Dbigfish.rounds=3}, {@code -Dbigfish.file=top95.txt}: the
 * first puzzles of a file of {@code data/}); it prints one line per puzzle and the totals.
 */
@EnabledIfSystemProperty(named = "bigfish.bench", matches = "true")
class BigFishExplainBench {
    /** The fish of five to seven lines. */
    static final Set<Technique> BIG_FISH = EnumSet.of(Technique.SQUIRMBAG, Technique.WHALE, Technique.LEVIATHAN,
            Technique.FINNED_SQUIRMBAG, Technique.FINNED_WHALE, Technique.FINNED_LEVIATHAN,
            Technique.SASHIMI_SQUIRMBAG, Technique.SASHIMI_WHALE, Technique.SASHIMI_LEVIATHAN,
            Technique.FRANKEN_SQUIRMBAG, Technique.FRANKEN_WHALE, Technique.FRANKEN_LEVIATHAN,
            Technique.FINNED_FRANKEN_SQUIRMBAG, Technique.FINNED_FRANKEN_WHALE, Technique.FINNED_FRANKEN_LEVIATHAN,
            Technique.MUTANT_SQUIRMBAG, Technique.MUTANT_WHALE, Technique.MUTANT_LEVIATHAN,
            Technique.FINNED_MUTANT_SQUIRMBAG, Technique.FINNED_MUTANT_WHALE, Technique.FINNED_MUTANT_LEVIATHAN);

    @Test
    void explainWithAndWithoutTheBigFish() {
        int puzzles = Integer.getInteger("bigfish.puzzles", 20);
        int rounds = Integer.getInteger("bigfish.rounds", 3);
        String file = System.getProperty("bigfish.file", "top95.txt");
        List<Grid> sample = DataSets.sample(file, 1).subList(0, puzzles);
        Explainer with = new Explainer(LogicOptions.defaults(), LogicOptions.rating());
        Explainer without = new Explainer(LogicOptions.defaults().without(BIG_FISH), LogicOptions.rating());
        for (Grid p : sample.subList(0, Math.min(3, puzzles))) {
            with.explain(p);
            without.explain(p);
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long totalWith = 0;
        long totalWithout = 0;
        int bigSteps = 0;
        for (int i = 0; i < sample.size(); i++) {
            Grid p = sample.get(i);
            long bestWith = Long.MAX_VALUE;
            long bestWithout = Long.MAX_VALUE;
            int steps = 0;
            for (int r = 0; r < rounds; r++) {
                long a = cpu.getCurrentThreadCpuTime();
                Explanation e = with.explain(p);
                long b = cpu.getCurrentThreadCpuTime();
                without.explain(p);
                long c = cpu.getCurrentThreadCpuTime();
                bestWith = Math.min(bestWith, b - a);
                bestWithout = Math.min(bestWithout, c - b);
                steps = (int) e.steps().stream().filter(s -> BIG_FISH.contains(s.technique())).count();
            }
            bigSteps += steps;
            totalWith += bestWith;
            totalWithout += bestWithout;
            System.out.printf(Locale.ROOT, "puzzle %2d  with %8.1f ms  without %8.1f ms  ratio %.3f  big-fish steps %d%n",
                    i + 1, bestWith / 1e6, bestWithout / 1e6, (double) bestWith / bestWithout, steps);
        }
        System.out.printf(Locale.ROOT, "TOTAL %s, %d puzzles  with %.1f ms  without %.1f ms  ratio %.3f  big-fish steps %d%n",
                file, sample.size(), totalWith / 1e6, totalWithout / 1e6, (double) totalWith / totalWithout, bigSteps);
        assertThat(totalWith).isPositive();
    }
}
