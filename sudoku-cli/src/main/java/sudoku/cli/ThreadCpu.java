package sudoku.cli;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Where the CPU time of a batch went, thread by thread: the thread that reads and writes, each
 * worker, and the JVM's compilers and collector. On two cores the share of what is not a worker
 * bounds what a second worker can gain, whatever the load of the machine, which wall times do not.
 */
final class ThreadCpu {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final long mainStart = now();
    private final Map<String, LongAdder> workers = new ConcurrentHashMap<>();

    /** CPU time of the calling thread so far, in nanoseconds (0 when the JVM cannot tell). */
    static long now() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
    }

    /** Adds the CPU time the calling worker spent since {@code start} (a {@link #now()} of that thread). */
    void workerSince(long start) {
        workers.computeIfAbsent(Thread.currentThread().getName() + "#" + Thread.currentThread().getId(),
                k -> new LongAdder()).add(now() - start);
    }

    /**
     * One line on the thread CPU time each puzzle of a batch took: median, 90th percentile and the
     * slowest, with its line ({@code lines[i]} is puzzle i's).
     */
    static String perPuzzle(long[] cpuNanos, long[] lines) {
        if (cpuNanos.length == 0) {
            return "thread CPU per puzzle: no puzzle";
        }
        long[] sorted = cpuNanos.clone();
        java.util.Arrays.sort(sorted);
        int slowest = 0;
        for (int i = 1; i < cpuNanos.length; i++) {
            if (cpuNanos[i] > cpuNanos[slowest]) {
                slowest = i;
            }
        }
        return String.format(Locale.ROOT, "thread CPU per puzzle: median %.3f s, 90%% under %.3f s, slowest %.3f s (line %d)",
                sorted[(sorted.length - 1) / 2] / 1e9, sorted[(int) Math.ceil(0.9 * sorted.length) - 1] / 1e9,
                cpuNanos[slowest] / 1e9, lines[slowest]);
    }

    /**
     * One line for the calling thread (the one that created this), called at the end: its CPU
     * time, each worker's, and the time the JIT compilers and the collector report.
     */
    String describe() {
        return describe(workers.values().stream().mapToLong(LongAdder::sum).toArray(), now() - mainStart);
    }

    /**
     * One line: the CPU time of each worker, of the thread that reads and writes ({@code main}),
     * and the time the JIT compilers and the collector report, all in nanoseconds.
     */
    static String describe(long[] workers, long main) {
        StringBuilder each = new StringBuilder();
        double sum = 0;
        for (long w : workers) {
            sum += w / 1e9;
            each.append(each.length() == 0 ? "" : " + ").append(String.format(Locale.ROOT, "%.2f", w / 1e9));
        }
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        var jit = ManagementFactory.getCompilationMXBean();
        double jitSeconds = jit != null && jit.isCompilationTimeMonitoringSupported()
                ? jit.getTotalCompilationTime() / 1e3 : 0;
        return String.format(Locale.ROOT, "CPU: workers %.2f s (%s), reading and writing thread %.2f s (%.1f%% of"
                        + " the workers'); JIT compiling %.2f s, collecting %.2f s (elapsed)",
                sum, each, main / 1e9, 100 * main / 1e9 / Math.max(sum, 1e-9), jitSeconds, gcMillis / 1e3);
    }
}
