package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import sudoku.core.Cancellation;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.Rater;

/**
 * Measures how long explaining and rating go on after their budget runs out (the overrun), on
 * the empty 16x16 board and the hardest 9x9 puzzles, over a range of budgets so that the deadline
 * falls in different searches. A measurement, not a check: run it with
 * {@code -Doverrun.bench=true -Dtest=CancellationOverrunBench}; it prints one line per case and,
 * when a run overruns by more than {@code overrun.dump} ms (default 100), the worker's stack at
 * that moment, which shows the loop lacking a check.
 */
@EnabledIfSystemProperty(named = "overrun.bench", matches = "true")
class CancellationOverrunBench {
    private static final long DUMP_MILLIS = Long.getLong("overrun.dump", 100);
    /** The CPU overruns of the current case. */
    private static final List<Long> CPU = new ArrayList<>();

    /** Compiles the hot code first, so that the first measurements do not time the interpreter. */
    @org.junit.jupiter.api.BeforeAll
    static void warmUp() {
        Explainer explainer = new Explainer();
        for (Grid p : DataSets.sample("top95.txt", 3)) {
            explainer.explain(p);
        }
        try {
            explainer.explain(Grid.empty(Geometry.ofSide(16)), Cancellation.afterMillis(3000));
        } catch (CancelledException expected) {
            // warm
        }
    }

    @Test
    void emptySixteen() throws Exception {
        Grid empty = Grid.empty(Geometry.ofSide(16));
        Explainer explainer = new Explainer();
        Rater rater = new Rater();
        List<Long> overruns = new ArrayList<>();
        for (long budget : new long[] {50, 100, 200, 300, 500, 800, 1200, 2000, 3000, 5000}) {
            overruns.add(measure("explain 16x16", budget, c -> explainer.explain(empty, c)));
            overruns.add(measure("rate 16x16", budget, c -> rater.rate(empty, c)));
        }
        report("empty 16x16", overruns);
        assertThat(overruns).isNotEmpty();
    }

    @Test
    void emptyTwentyFive() throws Exception {
        Grid empty = Grid.empty(Geometry.ofSide(25));
        Grid oneRow = empty;
        for (int c = 0; c < 25; c++) {
            oneRow = oneRow.with(c, c + 1);
        }
        Grid start = oneRow;
        Explainer explainer = new Explainer();
        Rater rater = new Rater();
        List<Long> overruns = new ArrayList<>();
        for (long budget : new long[] {100, 300, 1000, 2000}) {
            overruns.add(measure("explain empty 25x25", budget, c -> explainer.explain(empty, c)));
            overruns.add(measure("rate 25x25 one row", budget, c -> rater.rate(start, true, c)));
        }
        report("25x25", overruns);
    }

    /** Longer budgets, where the deadline falls in the later, costlier techniques. */
    @Test
    void longerBudgets() throws Exception {
        Explainer explainer = new Explainer();
        Rater rater = new Rater();
        List<Long> overruns = new ArrayList<>();
        for (int side : new int[] {16, 25}) {
            Grid oneRow = Grid.empty(Geometry.ofSide(side));
            for (int c = 0; c < side; c++) {
                oneRow = oneRow.with(c, c + 1);
            }
            Grid start = oneRow;
            for (long budget : new long[] {4000, 8000}) {
                overruns.add(measure("rate " + side + "x" + side + " one row", budget, c -> rater.rate(start, true, c)));
                overruns.add(measure("explain " + side + "x" + side + " one row", budget,
                        c -> explainer.explain(start, c)));
            }
        }
        report("longer budgets", overruns);
    }

    @Test
    void hardestNineByNine() throws Exception {
        Explainer explainer = new Explainer();
        List<Long> overruns = new ArrayList<>();
        for (String file : List.of("hardest.txt", "top95.txt", "forum_hardest_1106.txt")) {
            List<Grid> puzzles = DataSets.sample(file, file.startsWith("forum") ? 50 : 5);
            int i = 0;
            for (Grid p : puzzles) {
                long budget = 2 + (i++ * 7) % 40;
                long o = measure(file + " #" + i, budget, c -> explainer.explain(p, c));
                if (o >= 0) {
                    overruns.add(o);
                }
            }
        }
        report("hardest 9x9", overruns);
    }

    private static void report(String what, List<Long> overruns) {
        List<Long> sorted = new ArrayList<>(overruns);
        sorted.removeIf(o -> o < 0);
        sorted.sort(null);
        if (sorted.isEmpty()) {
            System.out.println(what + ": nothing cancelled");
            return;
        }
        System.out.printf(Locale.ROOT, "%s: %d cancelled runs, overrun ms median %.1f, p90 %.1f, max %.1f%n", what,
                sorted.size(), sorted.get(sorted.size() / 2) / 1e6, sorted.get(sorted.size() * 9 / 10) / 1e6,
                sorted.get(sorted.size() - 1) / 1e6);
        List<Long> cpu = new ArrayList<>(CPU);
        CPU.clear();
        cpu.sort(null);
        if (!cpu.isEmpty()) {
            System.out.printf(Locale.ROOT, "%s: CPU after deadline ms median %.1f, p90 %.1f, max %.1f%n", what,
                    cpu.get(cpu.size() / 2) / 1e6, cpu.get(cpu.size() * 9 / 10) / 1e6, cpu.get(cpu.size() - 1) / 1e6);
        }
    }

    /**
     * The overrun in nanoseconds (wall clock, from the deadline to the return), or -1 when the work
     * finished within its budget. Also prints the CPU time the worker used after the deadline, which
     * a loaded machine does not inflate: a large wall overrun with a small CPU overrun is waiting
     * for a core, not a missing check.
     */
    private static long measure(String what, long budget, Consumer<Cancellation> work) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Cancellation c = Cancellation.afterMillis(budget);
        AtomicLong end = new AtomicLong();
        AtomicLong cpuEnd = new AtomicLong();
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(() -> {
            try {
                work.accept(c);
            } catch (Throwable e) {
                failure[0] = e;
            }
            end.set(System.nanoTime());
            cpuEnd.set(mx.getCurrentThreadCpuTime());
        });
        t.start();
        long cpuAtDeadline = -1;
        long untilDeadline = c.deadlineNanos() - System.nanoTime();
        t.join(Math.max(1, untilDeadline / 1_000_000), (int) Math.max(0, untilDeadline % 1_000_000));
        long late = System.nanoTime() - c.deadlineNanos();
        if (t.isAlive()) {
            cpuAtDeadline = mx.getThreadCpuTime(t.getId());
        }
        long untilDump = c.deadlineNanos() + DUMP_MILLIS * 1_000_000 - System.nanoTime();
        t.join(Math.max(1, untilDump / 1_000_000));
        if (t.isAlive()) {
            System.out.println("--- " + what + " budget " + budget + " ms still running " + DUMP_MILLIS
                    + " ms after the deadline:");
            for (StackTraceElement e : t.getStackTrace()) {
                System.out.println("    at " + e);
            }
        }
        t.join();
        if (failure[0] == null) {
            return -1;
        }
        assertThat(failure[0]).isInstanceOf(CancelledException.class);
        long overrun = end.get() - c.deadlineNanos();
        String cpu = cpuAtDeadline < 0 ? "n/a" : String.format(Locale.ROOT, "%.1f ms (sampled %.1f ms late)",
                (cpuEnd.get() - cpuAtDeadline) / 1e6, late / 1e6);
        System.out.printf(Locale.ROOT, "%s budget %d ms: overrun %.1f ms, CPU after deadline %s%n", what, budget,
                overrun / 1e6, cpu);
        if (cpuAtDeadline >= 0) {
            CPU.add(cpuEnd.get() - cpuAtDeadline);
        }
        return overrun;
    }
}
