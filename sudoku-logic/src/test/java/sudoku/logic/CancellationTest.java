package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.Rater;

/**
 * A budget stops explaining, rating and hinting soon after it runs out, even on the empty 16x16
 * board whose forcing-chain searches take minutes. The bounds are generous, for loaded machines;
 * {@link CancellationOverrunBench} measures the actual overrun.
 */
class CancellationTest {
    private static final Grid EMPTY_16 = Grid.empty(Geometry.ofSide(16));
    /** How long after its deadline the work may still be running, on a machine busy with other work. */
    private static final long SLACK_MILLIS = 1500;

    @Test
    void explainingTheEmpty16x16StopsAtItsBudget() {
        long start = System.nanoTime();
        assertThatThrownBy(() -> new Explainer().explain(EMPTY_16, Cancellation.afterMillis(300)))
                .isInstanceOfSatisfying(CancelledException.class, e -> {
                    assertThat(e.timedOut()).isTrue();
                    assertThat(e.getMessage()).contains("300 ms");
                });
        assertThat(millisSince(start)).isLessThan(300 + SLACK_MILLIS);
    }

    /**
     * The empty 16x16 board is rated in a moment (its many solutions leave the rater no
     * technique, only a guess), so the rating that must stop is of a 16x16 puzzle whose forcing
     * chains take seconds.
     */
    @Test
    void ratingAHard16x16StopsAtItsBudget() {
        Grid hard16 = DataSets.sample("sizes.txt", 1).stream().filter(g -> g.geometry().side() == 16)
                .findFirst().orElseThrow();
        long start = System.nanoTime();
        assertThatThrownBy(() -> new Rater().rate(hard16, Cancellation.afterMillis(300)))
                .isInstanceOfSatisfying(CancelledException.class, e -> assertThat(e.timedOut()).isTrue());
        assertThat(millisSince(start)).isLessThan(300 + SLACK_MILLIS);
    }

    @Test
    void cancelFromAnotherThreadStopsAnExplanationInProgress() throws Exception {
        Cancellation c = Cancellation.manual();
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<Explanation> work = CompletableFuture.supplyAsync(() -> {
            started.countDown();
            return new Explainer().explain(EMPTY_16, c);
        });
        assertThat(started.await(1, TimeUnit.MINUTES)).as("the explanation started").isTrue();
        assertThat(work).isNotDone();
        long cancelledAt = System.nanoTime();
        c.cancel();
        assertThatThrownBy(() -> work.get(SLACK_MILLIS + 5000, TimeUnit.MILLISECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause().isInstanceOfSatisfying(CancelledException.class, e -> assertThat(e.timedOut()).isFalse());
        assertThat(millisSince(cancelledAt)).isLessThan(SLACK_MILLIS);
    }

    @Test
    void aBudgetAlreadySpentStopsBeforeAnyWork() {
        Cancellation spent = Cancellation.manual();
        spent.cancel();
        Grid puzzle = DataSets.sample("top95.txt", 1).get(0);
        assertThatThrownBy(() -> new Explainer().explain(puzzle, spent)).isInstanceOf(CancelledException.class);
        assertThatThrownBy(() -> new Rater().rate(puzzle, spent)).isInstanceOf(CancelledException.class);
        assertThatThrownBy(() -> new Rater().rate(puzzle, true, spent)).isInstanceOf(CancelledException.class);
        assertThatThrownBy(() -> new Hinter().hint(puzzle, puzzle, null, 3, spent))
                .isInstanceOf(CancelledException.class);
        LogicSolver solver = new LogicSolver(LogicOptions.defaults());
        assertThatThrownBy(() -> solver.nextStep(Candidates.of(puzzle), spent)).isInstanceOf(CancelledException.class);
        assertThatThrownBy(() -> solver.nextRound(Candidates.of(puzzle), spent)).isInstanceOf(CancelledException.class);
    }

    @Test
    void hintingOnTheEmpty16x16StopsAtItsBudget() {
        long start = System.nanoTime();
        // the first step of an empty board is found at once; a board with a few digits is no harder
        Grid puzzle = EMPTY_16.with(0, 1);
        try {
            new Hinter().hint(puzzle, puzzle, null, 3, Cancellation.afterMillis(300));
        } catch (CancelledException e) {
            assertThat(e.timedOut()).isTrue();
        }
        assertThat(millisSince(start)).isLessThan(300 + SLACK_MILLIS);
    }

    @Test
    void aGenerousBudgetChangesNothing() {
        Explainer explainer = new Explainer();
        Rater rater = new Rater();
        for (Grid puzzle : DataSets.sample("top95.txt", 19)) {
            Cancellation plenty = Cancellation.after(Duration.ofMinutes(5));
            assertThat(explainer.explain(puzzle, plenty)).isEqualTo(explainer.explain(puzzle));
            assertThat(rater.rate(puzzle, plenty)).isEqualTo(rater.rate(puzzle));
        }
    }

    @Test
    void copiesOfAStateKeepItsCancellation() {
        Cancellation c = Cancellation.manual();
        Candidates state = Candidates.of(EMPTY_16).cancelWith(c);
        Candidates copy = state.copy();
        assertThat(copy.cancellation()).isSameAs(c);
        assertThat(copy).isEqualTo(Candidates.of(EMPTY_16));
        c.cancel();
        assertThatThrownBy(copy::checkCancelled).isInstanceOf(CancelledException.class);
        assertThat(Candidates.of(EMPTY_16).cancellation()).isSameAs(Cancellation.NONE);
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
