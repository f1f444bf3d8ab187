package sudoku.server;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import sudoku.core.CancelledException;

/**
 * Runs the expensive work (explanations, ratings, hints, generation, big boards) on a small pool
 * of its own threads, with a time budget per job. The queue is fair between client addresses:
 * each address has a queue of its own, at most {@code perAddress} jobs waiting or running, and
 * the workers take the next job from the addresses in turn, so one busy client never makes
 * another wait behind all of its jobs. A job that runs out of time is answered with a 503 at
 * once and its {@link Deadline}'s cancellation stops the library work it started.
 */
final class Budget implements AutoCloseable {
    /** A job given its deadline. */
    interface Job<T> {
        T run(Deadline deadline) throws Exception;
    }

    /** One queued job. */
    private static final class Task {
        final String address;
        final Deadline deadline;
        final Job<?> job;
        final CompletableFuture<Object> result = new CompletableFuture<>();

        Task(String address, Deadline deadline, Job<?> job) {
            this.address = address;
            this.deadline = deadline;
            this.job = job;
        }
    }

    private final long millis;
    private final int perAddress;
    private final int total;
    private final Object lock = new Object();
    /** Waiting jobs per address; an address is in {@link #turn} while it has any. */
    private final Map<String, ArrayDeque<Task>> waiting = new HashMap<>();
    /** Jobs waiting or running per address. */
    private final Map<String, Integer> held = new HashMap<>();
    private final ArrayDeque<String> turn = new ArrayDeque<>();
    /** Jobs running now, answered with a 503 and cancelled on {@link #close()}. */
    private final java.util.Set<Task> running = new java.util.HashSet<>();
    private final List<Thread> workers = new ArrayList<>();
    private int queued;
    private int busy;
    private boolean closed;

    /**
     * @param workers    threads running jobs
     * @param perAddress jobs one address may have waiting or running at once
     * @param total      jobs that may wait at once, from all addresses
     * @param millis     the time budget of one job
     */
    Budget(int workers, int perAddress, int total, long millis) {
        this.millis = millis;
        this.perAddress = perAddress;
        this.total = total;
        for (int i = 0; i < workers; i++) {
            Thread t = new Thread(this::work, "sudoku-work-" + (i + 1));
            t.setDaemon(true);
            this.workers.add(t);
            t.start();
        }
    }

    /** The time budget of one job, in milliseconds. */
    long millis() {
        return millis;
    }

    /** Jobs waiting for a worker now (for monitoring). */
    int queued() {
        synchronized (lock) {
            return queued;
        }
    }

    /** Jobs running now (for tests and monitoring). */
    int busy() {
        synchronized (lock) {
            return busy;
        }
    }

    /**
     * Runs {@code job} on the pool for the client of this thread's request and waits for it no
     * longer than the budget. On a worker thread already (a job calling another), runs inline.
     * @throws ApiException 429 when this address has too many long jobs, 503 when the pool is
     *                      full or the job ran out of time
     */
    @SuppressWarnings("unchecked")
    <T> T run(Job<T> job) {
        if (Thread.currentThread().getName().startsWith("sudoku-work-") && CURRENT.get() != null) {
            Deadline d = CURRENT.get();
            return inline(job, d);
        }
        String address = ClientContext.address();
        Deadline deadline = Deadline.in(millis);
        Task task = new Task(address, deadline, job);
        synchronized (lock) {
            if (closed) {
                throw new ApiException(503, "the server is shutting down");
            }
            if (held.getOrDefault(address, 0) >= perAddress) {
                throw new ApiException(429, "too many long requests from your address at once (at most "
                        + perAddress + "); wait for an answer before sending more").with("retry_after", 1);
            }
            if (queued >= total) {
                throw new ApiException(503, "the server is busy: too many long requests at once; try again shortly");
            }
            held.merge(address, 1, Integer::sum);
            ArrayDeque<Task> q = waiting.computeIfAbsent(address, a -> new ArrayDeque<>());
            if (q.isEmpty()) {
                turn.addLast(address);
            }
            q.addLast(task);
            queued++;
            lock.notify();
        }
        try {
            return (T) task.result.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw outOfTime(millis);
        } catch (InterruptedException e) {
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
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        } finally {
            // whatever happened, the job's work stops: at once if still queued, at its next check if running
            deadline.cancellation().cancel();
            withdraw(task);
        }
    }

    /** Takes a job that is still waiting out of the queue. */
    private void withdraw(Task task) {
        synchronized (lock) {
            ArrayDeque<Task> q = waiting.get(task.address);
            if (q != null && q.remove(task)) {
                queued--;
                held.computeIfPresent(task.address, (a, n) -> n == 1 ? null : n - 1);
                if (q.isEmpty()) {
                    waiting.remove(task.address);
                    turn.remove(task.address);
                }
            }
        }
    }

    private static final ThreadLocal<Deadline> CURRENT = new ThreadLocal<>();

    private static <T> T inline(Job<T> job, Deadline d) {
        try {
            return job.run(d);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private void work() {
        while (true) {
            Task task;
            synchronized (lock) {
                while (turn.isEmpty() && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                String address = turn.pollFirst();
                ArrayDeque<Task> q = waiting.get(address);
                task = q.pollFirst();
                if (q.isEmpty()) {
                    waiting.remove(address);
                } else {
                    turn.addLast(address);
                }
                queued--;
                busy++;
                running.add(task);
            }
            try {
                if (task.deadline.passed()) {
                    task.result.completeExceptionally(outOfTime(millis));
                } else {
                    CURRENT.set(task.deadline);
                    task.result.complete(task.job.run(task.deadline));
                }
            } catch (Throwable t) {
                task.result.completeExceptionally(t);
            } finally {
                CURRENT.remove();
                synchronized (lock) {
                    running.remove(task);
                    busy--;
                    held.computeIfPresent(task.address, (a, n) -> n == 1 ? null : n - 1);
                }
            }
        }
    }

    /** The 503 for a job that ran out of its time budget. */
    static ApiException outOfTime(long millis) {
        return new ApiException(503, "the request ran out of its time budget of " + millis
                + " ms; try a smaller request").with("budget_millis", millis);
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            for (ArrayDeque<Task> q : waiting.values()) {
                q.forEach(t -> {
                    t.deadline.cancellation().cancel();
                    t.result.completeExceptionally(new ApiException(503, "the server is shutting down"));
                });
            }
            waiting.clear();
            turn.clear();
            for (Task t : running) {
                t.deadline.cancellation().cancel();
                t.result.completeExceptionally(new ApiException(503, "the server is shutting down"));
            }
            lock.notifyAll();
        }
    }
}
