package sudoku.generate.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.function.Function;
import sudoku.core.Cancellation;
import sudoku.generate.GeneratorOptions;

/**
 * Many puzzles from one seed, on one or more threads, always the same puzzles in the same
 * order for the same seed: puzzle {@code i} is drawn from its own random source seeded with
 * {@link #seedFor(long, int) seedFor(seed, i)}, and results are handed out in index order.
 * Related puzzles ({@link #runRelated}) come in groups of {@value #GROUP}, each group from its
 * own {@link PuzzlePool} seeded with the seed of its first index, so they too are the same
 * whatever the number of threads. Each puzzle has the options' time limit; when one is not
 * found in time the batch stops there, after handing out every puzzle before it.
 */
public final class BatchGenerator {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    /** How long past the time limit a running search may take to notice it. */
    private static final long GRACE_NANOS = 1_000_000_000L;
    /** How many related puzzles come from one pool. */
    public static final int GROUP = 500;

    private final Generator generator;
    private final int threads;

    /**
     * A batch runner on {@code threads} worker threads.
     * @throws IllegalArgumentException when threads is below 1
     */
    public BatchGenerator(Generator generator, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.generator = generator;
        this.threads = threads;
    }

    /**
     * One generated puzzle of a batch.
     *
     * @param index  0-based position in the batch
     * @param seed   the seed of this puzzle's own random source: {@code generator.generate(options,
     *               new SplittableRandom(seed))} gives it again; for related puzzles, the seed of
     *               its group's pool (the group's first puzzle is made as that call makes it)
     * @param result the puzzle
     */
    public record Item(int index, long seed, GeneratedPuzzle result) {
    }

    /**
     * What a batch did.
     *
     * @param requested puzzles asked for
     * @param generated puzzles handed out
     * @param attempts  candidate puzzles built in all, up to the last one handed out or the one that timed out
     * @param timedOut  whether the time limit stopped the batch early
     * @param nanos     wall time taken
     * @param cpuNanos  CPU time the worker threads spent generating (and formatting, when they
     *                  format: see {@link #run(GeneratorOptions, int, long, boolean, Function, Consumer)};
     *                  0 when the JVM cannot tell), a measure of the work that a busy machine does not distort
     * @param workerCpuNanos the same, worker thread by worker thread
     */
    public record Summary(int requested, int generated, long attempts, boolean timedOut, long nanos, long cpuNanos,
                          long[] workerCpuNanos) {
    }

    /**
     * The seed of puzzle {@code index} of a batch: the batch seed itself for index 0 (so a
     * one-puzzle batch is {@code new SplittableRandom(seed)}), a well-mixed function of both otherwise.
     */
    public static long seedFor(long seed, int index) {
        if (index == 0) {
            return seed;
        }
        long z = seed + GOLDEN_GAMMA * index;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Generates {@code count} puzzles, handing each to {@code sink} in index order (on the
     * calling thread). Each puzzle gets {@code options.timeout()} from the moment its search
     * starts; the batch stops at the first puzzle (in index order) not found in time, so a
     * large batch of an easy target never stops early and a rare target never hangs. Each search
     * stops itself at its time limit (its {@link Cancellation}); when the batch ends, the searches
     * still running are cancelled, so no work goes on after it returns.
     */
    public Summary run(GeneratorOptions options, int count, long seed, Consumer<Item> sink) {
        return run(options, count, seed, false, items -> items, items -> items.forEach(sink));
    }

    /**
     * Like {@link #run}, with related puzzles: each group of {@value #GROUP} comes from one
     * {@link PuzzlePool}, each puzzle made from an earlier one rather than from a full grid of its
     * own, so neighbours share clues. Groups are spread over the threads; the output is the same
     * for any number.
     */
    public Summary runRelated(GeneratorOptions options, int count, long seed, Consumer<Item> sink) {
        return run(options, count, seed, true, items -> items, items -> items.forEach(sink));
    }

    /**
     * Like {@link #run} or, when {@code related}, {@link #runRelated}, with the puzzles of each task
     * (one puzzle, or a group of related ones) turned into an {@code R} by {@code onWorker} on the
     * worker thread that made them, for instance formatted as output; {@code sink} gets each
     * {@code R} on the calling thread in index order, so the calling thread has little to do.
     */
    public <R> Summary run(GeneratorOptions options, int count, long seed, boolean related,
                           Function<List<Item>, R> onWorker, Consumer<R> sink) {
        return run(options, count, seed, related ? GROUP : 1, onWorker, sink);
    }

    /**
     * What one task made: its puzzles in index order, as {@code onWorker} turned them (null when
     * none), how many, the candidates built, and whether one ran out of time.
     */
    private record Part<R>(R result, int made, long attempts, boolean timedOut) {
    }

    /** The batch in tasks of {@code group} consecutive puzzles; a group larger than one shares a pool. */
    private <R> Summary run(GeneratorOptions options, int count, long seed, int group,
                            Function<List<Item>, R> onWorker, Consumer<R> sink) {
        long start = System.nanoTime();
        long timeout = options.timeout().toNanos();
        int done = 0;
        long attempts = 0;
        boolean timedOut = false;
        ExecutorService pool = Executors.newFixedThreadPool(threads, daemon());
        Deque<Future<Part<R>>> pending = new ArrayDeque<>();
        int window = group == 1 ? threads * 16 : threads * 4;
        int submitted = 0;
        Map<Thread, LongAdder> cpuUsed = new ConcurrentHashMap<>();
        Set<Cancellation> running = ConcurrentHashMap.newKeySet();
        AtomicBoolean over = new AtomicBoolean();
        try {
            while (done < count && !timedOut) {
                while (submitted < count && pending.size() < window) {
                    long s = seedFor(seed, submitted);
                    int first = submitted;
                    int size = Math.min(group, count - submitted);
                    submitted += size;
                    pending.add(pool.submit(() -> {
                        long cpu = threadCpu();
                        try {
                            return make(options, first, s, size, running, over, onWorker);
                        } finally {
                            cpuUsed.computeIfAbsent(Thread.currentThread(), t -> new LongAdder()).add(threadCpu() - cpu);
                        }
                    }));
                }
                // the head task started no later than now (tasks start in order), so its own
                // deadline is at most one timeout per puzzle away
                int size = Math.min(group, count - done);
                Part<R> part = await(pending.poll(), System.nanoTime() + timeout * size + GRACE_NANOS);
                attempts += part.attempts();
                if (part.made() > 0) {
                    sink.accept(part.result());
                    done += part.made();
                }
                timedOut = part.timedOut();
            }
        } finally {
            over.set(true);
            running.forEach(Cancellation::cancel);
            pool.shutdownNow();
        }
        long[] workers = cpuUsed.values().stream().mapToLong(LongAdder::sum).toArray();
        return new Summary(count, done, attempts, timedOut, System.nanoTime() - start,
                java.util.Arrays.stream(workers).sum(), workers);
    }

    /**
     * {@code size} puzzles from {@code seed}: one independent puzzle, or a group from one pool;
     * each search has its own time limit and is cancelled when the batch is {@code over}.
     */
    private <R> Part<R> make(GeneratorOptions options, int first, long seed, int size, Set<Cancellation> running,
                             AtomicBoolean over, Function<List<Item>, R> onWorker) {
        SplittableRandom random = new SplittableRandom(seed);
        PuzzlePool related = size > 1 ? new PuzzlePool(generator, options, random) : null;
        List<Item> made = new ArrayList<>(size);
        long attempts = 0;
        boolean timedOut = false;
        while (made.size() < size && !timedOut) {
            Cancellation c = Cancellation.after(options.timeout());
            running.add(c);
            if (over.get()) {
                c.cancel();
            }
            Generator.Outcome r;
            try {
                r = related != null ? related.next(c) : generator.attempt(options, random, c);
            } finally {
                running.remove(c);
            }
            attempts += r.attempts();
            timedOut = r.puzzle().isEmpty();
            r.puzzle().ifPresent(p -> made.add(new Item(first + made.size(), seed, p)));
        }
        return new Part<>(made.isEmpty() ? null : onWorker.apply(made), made.size(), attempts, timedOut);
    }

    private static long threadCpu() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : 0;
    }

    /** The outcome of a task, or an empty one when it is not done by {@code until} (nanoTime). */
    private static <R> Part<R> await(Future<Part<R>> task, long until) {
        try {
            return task.get(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            return new Part<>(null, 0, 0, true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Part<>(null, 0, 0, true);
        } catch (ExecutionException e) {
            throw new IllegalStateException("generation failed: " + e.getCause(), e.getCause());
        }
    }

    private static java.util.concurrent.ThreadFactory daemon() {
        return r -> {
            Thread t = new Thread(r, "generate");
            t.setDaemon(true);
            return t;
        };
    }
}
