package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.core.VariantFormat;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.solve.internal.Explainer;

/**
 * On new variant puzzles (made here from seeds no data file holds), no round of the explained
 * path starts with a chain, Nishio or forcing step while a step over units alone (locked
 * candidates, a subset, a fish, with the variant's diagonals and windows as units) would remove a
 * candidate. {@link UnitPatterns} finds those from the rules, not through the finders. A few
 * puzzles per variant here; {@link VariantChainsIT} takes many more.
 *
 * <p>The steps of one round are found together (so that a puzzle and its mirror image get the
 * same path); on a variant board the round stops before a chain when its earlier steps have
 * opened an easier step, so no later chain of a round follows a unit step either
 * ({@link Sweep#inRound}, counted apart to say which rule failed).
 */
class VariantChainsTest {
    /** Seeds from here on are held out: no data file and no other test draws them. */
    static final long FIRST_SEED = 380_000;

    @ParameterizedTest
    @ValueSource(strings = {"x", "windoku", "jigsaw"})
    void noChainWhereAUnitStepExists(String variant) {
        Sweep sweep = sweep(variant, FIRST_SEED, 1);
        assertThat(sweep.missed).isEmpty();
        assertThat(sweep.inRound).isEmpty();
    }

    /**
     * What a sweep met: the chain steps looked at, those that started a round while a unit step
     * existed ({@code missed}), and those later in a round while one existed ({@code inRound}).
     */
    record Sweep(int puzzles, int chainSteps, List<String> missed, List<String> inRound) {
    }

    static Sweep sweep(String variant, long firstSeed, int count) {
        List<String> missed = new ArrayList<>();
        List<String> inRound = new ArrayList<>();
        int chains = 0;
        GeneratorOptions options = GeneratorOptions.defaults();
        VariantGenerator generator = new VariantGenerator();
        for (long seed = firstSeed; seed < firstSeed + count; seed++) {
            Grid grid = generator.generate(VariantFormat.named(variant), options,
                    new SplittableRandom(seed), Cancellation.NONE).orElseThrow().puzzle();
            Candidates state = Candidates.of(grid);
            Step previous = null;
            for (Step s : new Explainer().explain(grid).steps()) {
                boolean roundStarts = previous == null || previous.difficulty() != s.difficulty();
                previous = s;
                if (isChain(s.technique())) {
                    chains++;
                    String unitStep = UnitPatterns.first(state);
                    if (unitStep != null) {
                        (roundStarts ? missed : inRound).add(s.technique() + " while " + unitStep + " in "
                                + VariantFormat.write(grid));
                    }
                }
                s.applyTo(state);
            }
        }
        return new Sweep(count, chains, missed, inRound);
    }

    /** Chains, cycles, nice loops, Nishio, forcing chains and nets: the steps a unit step should come before. */
    static boolean isChain(Technique t) {
        String n = t.name();
        return n.contains("CHAIN") || n.contains("CYCLE") || n.contains("LOOP") || n.contains("NISHIO")
                || n.contains("FORCING") || n.contains("AIC") || n.contains("KRAKEN") || n.contains("COLORS")
                || n.contains("MEDUSA");
    }
}
