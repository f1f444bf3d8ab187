package sudoku.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import sudoku.core.Grid;
import sudoku.solve.SolveResult;
import sudoku.solve.Solver;

/**
 * Times an engine on puzzles held in memory: a warm-up, then passes over the puzzles (each
 * thread starting at its own offset) until the time is up, every solve asking for up to
 * {@code limit} solutions. Search statistics come from one untimed pass.
 */
final class BenchRun {
    /** What one file gave. */
    record Result(String file, String engine, int threads, int puzzles, double seconds, long solves,
                  double cpuSeconds, double noGuessPercent, double guessesPerPuzzle,
                  double branchNodesPerPuzzle) {
        double puzzlesPerSecond() {
            return solves / seconds;
        }

        double usecPerPuzzle() {
            return seconds * 1e6 * threads / solves;
        }

        /** CPU time of the solving threads per puzzle: steadier than wall time on a busy machine. */
        double cpuUsecPerPuzzle() {
            return cpuSeconds * 1e6 / solves;
        }
    }

    private final Solver engine;
    private final int threads;
    private final long limit;
    private final AtomicLong cpuNanos = new AtomicLong();

    BenchRun(Solver engine, int threads, long limit) {
        this.engine = engine;
        this.threads = threads;
        this.limit = limit;
    }

    /** Warms up for {@code warmupSeconds}, then times at least {@code seconds}. */
    Result run(String file, List<Grid> puzzles, double warmupSeconds, double seconds) throws InterruptedException {
        long guesses = 0;
        long branchNodes = 0;
        int noGuess = 0;
        for (Grid p : puzzles) {
            SolveResult r = engine.solve(p, limit);
            guesses += r.stats().guesses();
            branchNodes += r.stats().branchNodes();
            noGuess += r.stats().guesses() == 0 ? 1 : 0;
        }
        timed(puzzles, warmupSeconds);
        cpuNanos.set(0);
        long start = System.nanoTime();
        long solves = timed(puzzles, seconds);
        double elapsed = (System.nanoTime() - start) / 1e9;
        return new Result(file, engine.name(), threads, puzzles.size(), elapsed, solves, cpuNanos.get() / 1e9,
                100.0 * noGuess / puzzles.size(), (double) guesses / puzzles.size(),
                (double) branchNodes / puzzles.size());
    }

    /** Solves in passes on every thread until {@code seconds} have gone by; the number of solves. */
    private long timed(List<Grid> puzzles, double seconds) throws InterruptedException {
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        AtomicLong total = new AtomicLong();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int offset = (int) ((long) puzzles.size() * t / threads);
            Thread w = new Thread(() -> total.addAndGet(solveUntil(puzzles, offset, deadline)), "bench-" + t);
            workers.add(w);
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        return total.get();
    }

    /** One thread's loop: checks the clock every 64 solves and returns how many it did. */
    private long solveUntil(List<Grid> puzzles, int offset, long deadline) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long cpuStart = mx.getCurrentThreadCpuTime();
        Grid[] all = puzzles.toArray(new Grid[0]);
        long done = 0;
        long sink = 0;
        int i = offset;
        do {
            for (int k = 0; k < 64; k++) {
                sink += engine.solve(all[i], limit).count();
                if (++i == all.length) {
                    i = 0;
                }
            }
            done += 64;
        } while (System.nanoTime() < deadline);
        cpuNanos.addAndGet(mx.getCurrentThreadCpuTime() - cpuStart);
        if (sink < 0) {
            throw new IllegalStateException("impossible count");
        }
        return done;
    }
}
