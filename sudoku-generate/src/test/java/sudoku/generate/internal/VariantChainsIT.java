package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link VariantChainsTest} over more new puzzles of each variant (minutes, not seconds): no round
 * starts with a chain, and no chain follows later in a round, while a step over the variant's
 * units alone removes a candidate. What it met is printed.
 * {@code -Dsudoku.variantChains.count=N} makes N puzzles per variant (2 by default, to keep CI
 * short; 4 took about 15 minutes on a loaded machine). Each variant's sweep is its own, so
 * they run side by side on two threads.
 */
@Execution(ExecutionMode.CONCURRENT)
class VariantChainsIT {
    @ParameterizedTest
    @ValueSource(strings = {"x", "windoku", "jigsaw", "killer", "killer-x", "x-windoku", "x-jigsaw"})
    void noChainWhereAUnitStepExists(String variant) {
        VariantChainsTest.Sweep sweep = VariantChainsTest.sweep(variant, VariantChainsTest.FIRST_SEED + 100,
                Integer.getInteger("sudoku.variantChains.count", 2));
        System.out.println(variant + ": " + sweep.puzzles() + " puzzles, " + sweep.chainSteps()
                + " chain steps, " + sweep.missed().size() + " starting a round while a unit step existed, "
                + sweep.inRound().size() + " later in a round while one existed");
        assertThat(sweep.missed()).isEmpty();
        assertThat(sweep.inRound()).isEmpty();
    }
}
