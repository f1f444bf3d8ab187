package sudoku.generate.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.logic.Level;

/**
 * The generator stops when its cancellation triggers, wherever it is: filling the grid, in a
 * uniqueness search on a large board, minimizing, or rating. The bounds are generous, for loaded
 * machines.
 */
class GeneratorCancellationTest {
    /** How long after its deadline the work may still be running, on a machine busy with other work. */
    private static final long SLACK_MILLIS = 1500;
    private final Generator generator = new Generator();

    @Test
    void aMinimal16x16StopsAtATinyBudget() {
        GeneratorOptions options = GeneratorOptions.builder().geometry(Geometry.ofSide(16)).minimal(true)
                .symmetry(Symmetry.NONE).build();
        long start = System.nanoTime();
        Generator.Outcome o = generator.attempt(options, new SplittableRandom(3), Cancellation.afterMillis(50));
        assertThat(o.puzzle()).isEmpty();
        assertThat(millisSince(start)).isLessThan(50 + SLACK_MILLIS);
    }

    @Test
    void aMinimal25x25StopsAtATinyBudget() {
        GeneratorOptions options = GeneratorOptions.builder().geometry(Geometry.ofSide(25)).minimal(true).build();
        long start = System.nanoTime();
        assertThat(generator.generate(options, new SplittableRandom(4), Cancellation.afterMillis(200))).isEmpty();
        assertThat(millisSince(start)).isLessThan(200 + SLACK_MILLIS);
    }

    @Test
    void rating16x16CandidatesStopsAtTheBudget() {
        GeneratorOptions options = GeneratorOptions.builder().geometry(Geometry.ofSide(16)).level(Level.EXTREME)
                .build();
        long start = System.nanoTime();
        assertThat(generator.generate(options, new SplittableRandom(5), Cancellation.afterMillis(400))).isEmpty();
        assertThat(millisSince(start)).isLessThan(400 + SLACK_MILLIS);
    }

    @Test
    void theDeadlineFormsStopAsWell() {
        GeneratorOptions options = GeneratorOptions.builder().geometry(Geometry.ofSide(25)).minimal(true)
                .timeout(Duration.ofMillis(200)).build();
        long start = System.nanoTime();
        assertThat(generator.generate(options, new SplittableRandom(6))).isEmpty();
        assertThat(generator.attempt(options, new SplittableRandom(6), System.nanoTime() + 100_000_000L).puzzle())
                .isEmpty();
        assertThat(millisSince(start)).isLessThan(300 + 2 * SLACK_MILLIS);
    }

    @Test
    void cancelFromAnotherThreadStopsGeneration() throws Exception {
        GeneratorOptions options = GeneratorOptions.builder().geometry(Geometry.ofSide(25)).minimal(true).build();
        Cancellation c = Cancellation.manual();
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<Generator.Outcome> work = CompletableFuture.supplyAsync(() -> {
            started.countDown();
            return generator.attempt(options, new SplittableRandom(7), c);
        });
        assertThat(started.await(30, TimeUnit.SECONDS)).as("the generation started").isTrue();
        long cancelledAt = System.nanoTime();
        c.cancel();
        // a minimal 25x25 puzzle takes far longer than this: the cancel, not the end of the work, stopped it
        assertThat(work.get(SLACK_MILLIS + 5000, TimeUnit.MILLISECONDS).puzzle()).isEmpty();
        assertThat(millisSince(cancelledAt)).isLessThan(SLACK_MILLIS);
    }

    @Test
    void minimizingA25x25StopsAtItsBudget() {
        Geometry g = Geometry.ofSide(25);
        Grid full = RandomFullGrid.create(g, new SplittableRandom(8));
        long start = System.nanoTime();
        assertThatThrownBy(() -> new Minimizer().minimize(full, Cancellation.afterMillis(200)))
                .isInstanceOfSatisfying(CancelledException.class, e -> assertThat(e.timedOut()).isTrue());
        assertThat(millisSince(start)).isLessThan(200 + SLACK_MILLIS);
    }

    @Test
    void aGenerousBudgetGivesTheSamePuzzle() {
        GeneratorOptions options = GeneratorOptions.builder().symmetry(Symmetry.ROT180).build();
        Grid a = generator.generate(options, new SplittableRandom(42)).orElseThrow().puzzle();
        Grid b = generator.generate(options, new SplittableRandom(42), Cancellation.after(Duration.ofMinutes(5)))
                .orElseThrow().puzzle();
        assertThat(b).isEqualTo(a);
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
