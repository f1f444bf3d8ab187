package sudoku.server;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import sudoku.core.CancelledException;

/**
 * Runs the expensive work (explanations, ratings, generation, big boards) on a small pool of
 * its own, at most {@code workers} at a time with a bounded queue, and gives each job a time
 * budget: a job that runs out is answered with a 503 at once and interrupted. Jobs pass the
 * {@link Deadline#cancellation()} to the work they start, which stops itself within milliseconds
 * of the deadline, so the worker is free again for the next request.
 */
final class Budget implements AutoCloseable {
    /** A job given its deadline. */
    interface Job<T> {
        T run(Deadline deadline) throws Exception;
    }

    private final ExecutorService pool;
    private final long millis;

    Budget(int workers, int queue, long millis) {
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(workers, workers, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(queue),
                r -> {
                    Thread t = new Thread(r, "sudoku-work-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        this.millis = millis;
    }

    /** The time budget of one job, in milliseconds. */
    long millis() {
        return millis;
    }

    /**
     * Runs {@code job} on the pool and waits for it no longer than the budget.
     * @throws ApiException 503 when the pool is full or the job ran out of time
     */
    <T> T run(Job<T> job) {
        Deadline deadline = Deadline.in(millis);
        Future<T> f;
        try {
            f = pool.submit((Callable<T>) () -> job.run(deadline));
        } catch (RejectedExecutionException e) {
            throw new ApiException(503, "the server is busy: too many long requests at once; try again shortly");
        }
        try {
            return f.get(millis + 50, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw outOfTime(millis);
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new ApiException(503, "the server is shutting down");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof CancelledException) {
                throw outOfTime(millis);
            }
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** The 503 for a job that ran out of its time budget. */
    static ApiException outOfTime(long millis) {
        return new ApiException(503, "the request ran out of its time budget of " + millis
                + " ms; try a smaller request").with("budgetMillis", millis);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
