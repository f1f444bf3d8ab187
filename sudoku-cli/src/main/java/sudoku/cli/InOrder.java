package sudoku.cli;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Work done on a pool of threads, its results handed on in the order the work was given: the
 * reading thread {@link #submit submits}, a writing thread of its own hands each result to the
 * consumer as soon as it and all before it are done, and at most a few tasks per thread are
 * queued (submitting waits while they are). So memory stays bounded whatever the input's length,
 * and a result is written while the reader still waits for the next line of a pipe.
 *
 * @param <T> what one piece of work gives
 */
final class InOrder<T> implements AutoCloseable {
    /** Put after the last task: the writer stops when it reaches it. */
    private static final Future<Object> END = CompletableFuture.completedFuture(null);

    private final ExecutorService pool;
    private final BlockingQueue<Future<?>> queue;
    private final Thread writer;
    private volatile Throwable failure;

    /**
     * A pool of {@code threads} threads named {@code name}.
     * @param done     called on the writing thread with each result, in order
     * @param caughtUp called on the writing thread when the next result is not ready yet (a moment
     *                 to flush what was written)
     */
    InOrder(int threads, String name, Consumer<T> done, Runnable caughtUp) {
        this.pool = Executors.newFixedThreadPool(threads, r -> daemon(r, name));
        this.queue = new ArrayBlockingQueue<>(threads * 4);
        this.writer = daemon(() -> write(done, caughtUp), name + "-out");
        writer.start();
    }

    /** Queues {@code work}, waiting while the queue is full; a failure of earlier work is thrown here. */
    void submit(Callable<T> work) throws InterruptedException {
        rethrow();
        queue.put(pool.submit(work));
    }

    /** Waits until every result is handed on; the first failure of any work is thrown. */
    void finish() throws InterruptedException {
        queue.put(END);
        writer.join();
        rethrow();
    }

    @Override
    public void close() {
        pool.shutdownNow();
        writer.interrupt();
    }

    @SuppressWarnings("unchecked")
    private void write(Consumer<T> done, Runnable caughtUp) {
        try {
            for (Future<?> next = queue.take(); next != END; next = queue.take()) {
                if (!next.isDone()) {
                    caughtUp.run();
                }
                T result;
                try {
                    result = (T) next.get();
                } catch (ExecutionException e) {
                    failure = e.getCause();
                    drain();
                    return;
                }
                done.accept(result);
            }
            caughtUp.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            failure = e;
            drain();
        }
    }

    /** After a failure: takes what is queued, without handing it on, so no submitter waits forever. */
    private void drain() {
        try {
            for (Future<?> next = queue.take(); next != END; next = queue.take()) {
                next.cancel(true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void rethrow() {
        Throwable f = failure;
        if (f instanceof RuntimeException re) {
            throw re;
        }
        if (f instanceof Error e) {
            throw e;
        }
        if (f != null) {
            throw new IllegalStateException(f);
        }
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }
}
