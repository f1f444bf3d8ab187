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
    /** Submits a job from {@code address} that records its name when it starts and then holds its worker a while. */
    static Future<String> submit(ExecutorService callers, Budget budget, String address, String name,
                                 List<String> started, long holdMillis) {
        return callers.submit(() -> ClientContext.as(address, () -> budget.run(d -> {
            started.add(name);
            Thread.sleep(holdMillis);
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
            Thread.sleep(100);
            for (int i = 1; i <= 3; i++) {
                submit(callers, budget, "10.0.0.1", "a" + i, started, 20);
                Thread.sleep(20);
            }
            Future<String> other = submit(callers, budget, "10.0.0.2", "b1", started, 20);
            Thread.sleep(50);
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
            Thread.sleep(150);
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
            long until = System.nanoTime() + 2_000_000_000L;
            while (budget.busy() > 0 && System.nanoTime() < until) {
                Thread.sleep(5);
            }
            assertThat(budget.busy()).isZero();
            String next = budget.run(d -> "next");
            assertThat(next).isEqualTo("next");
        }
    }
}
