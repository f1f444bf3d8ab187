package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The long-job pool: fair between addresses, bounded per address and in total, and stopping jobs out of time. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class BudgetTest {
    /** Submits a job from {@code address} that records its name when it starts. */
    static Future<String> submit(ExecutorService callers, Budget budget, String address, String name,
                                 List<String> started) {
        return callers.submit(() -> ClientContext.as(address, () -> budget.run(d -> {
            started.add(name);
            return name;
        })));
    }

    @Test
    void addressesTakeTurnsSoABurstDoesNotMakeOthersWait() throws Exception {
        ExecutorService callers = Executors.newCachedThreadPool();
        try (Budget budget = new Budget(1, 4, 16, 10_000)) {
            List<String> started = new CopyOnWriteArrayList<>();
            CountDownLatch blocker = new CountDownLatch(1);
            // hold the only worker so that the queue fills in a known order
            Future<String> first = callers.submit(() -> ClientContext.as("10.0.0.1",
                    () -> budget.run(d -> {
                        blocker.await();
                        return "hold";
                    })));
            Await.until("the first job holds the worker", () -> budget.busy() == 1);
            for (int i = 1; i <= 3; i++) {
                submit(callers, budget, "10.0.0.1", "a" + i, started);
                int queued = i;
                Await.until(queued + " jobs queued", () -> budget.queued() == queued);
            }
            Future<String> other = submit(callers, budget, "10.0.0.2", "b1", started);
            Await.until("the other address's job queued", () -> budget.queued() == 4);
            blocker.countDown();
            assertThat(first.get()).isEqualTo("hold");
            assertThat(other.get()).isEqualTo("b1");
            // b1 came after three jobs of the busy address, yet runs second
            assertThat(started.indexOf("b1")).isEqualTo(1);
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void oneAddressMayHoldOnlyItsShare() throws Exception {
        ExecutorService callers = Executors.newCachedThreadPool();
        try (Budget budget = new Budget(1, 2, 16, 10_000)) {
            CountDownLatch release = new CountDownLatch(1);
            for (int i = 0; i < 2; i++) {
                callers.submit(() -> ClientContext.as("10.0.0.3", () -> budget.run(d -> release.await(5, TimeUnit.SECONDS))));
            }
            Await.until("one job running, one waiting", () -> budget.busy() == 1 && budget.queued() == 1);
            assertThatThrownBy(() -> ClientContext.as("10.0.0.3", () -> budget.run(d -> "x")))
                    .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.status()).isEqualTo(429));
            release.countDown();
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void aJobOutOfTimeIsAnswered503AndItsCancellationTriggers() throws Exception {
        try (Budget budget = new Budget(1, 2, 4, 200)) {
            long t = System.nanoTime();
            Deadline[] seen = new Deadline[1];
            assertThatThrownBy(() -> budget.run(d -> {
                seen[0] = d;
                while (true) {
                    d.check();
                    Thread.onSpinWait();
                }
            })).isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.status()).isEqualTo(503));
            assertThat((System.nanoTime() - t) / 1_000_000).isLessThan(2_000);
            assertThat(seen[0].passed()).isTrue();
            // the worker is free again soon
            Await.until("the worker is free", () -> budget.busy() == 0);
            String next = budget.run(d -> "next");
            assertThat(next).isEqualTo("next");
        }
    }
}
