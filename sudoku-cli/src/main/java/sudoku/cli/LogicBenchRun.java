package sudoku.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import sudoku.core.Grid;
import sudoku.logic.LogicOptions;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.solve.internal.Rater;

/**
 * Times the logic on puzzles held in memory: per puzzle, the thread CPU time of a rating and of
 * an explanation (which rates too), one after the other on the calling thread, so that both
 * meet the same machine. A warm-up rates and explains the first puzzles first, untimed.
 */
final class LogicBenchRun {
    /** CPU seconds per puzzle, sorted, of each of the two. */
    record Result(String file, int puzzles, double[] rate, double[] explain, double[] ratios) {
        static double median(double[] sorted) {
            return quantile(sorted, 0.5);
        }

        static double p90(double[] sorted) {
            return quantile(sorted, 0.9);
        }

        static double max(double[] sorted) {
            return sorted[sorted.length - 1];
        }

        /** The value at {@code q} of a sorted array: the smallest with at least that share at or below it. */
        static double quantile(double[] sorted, double q) {
            int i = (int) Math.ceil(q * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
        }
    }

    private final Rater rater;
    private final Explainer explainer;

    /** The rater and explainer of {@code sudoku rate} and {@code sudoku explain} with their default techniques. */
    LogicBenchRun() {
        this.rater = new Rater(LogicOptions.rating());
        this.explainer = new Explainer(LogicOptions.defaults(), LogicOptions.rating());
    }

    /** Warms up for about {@code warmupSeconds} (at least one puzzle when positive), then times every puzzle once. */
    Result run(String file, List<Grid> puzzles, double warmupSeconds) {
        long warmEnd = System.nanoTime() + (long) (warmupSeconds * 1e9);
        for (int i = 0; warmupSeconds > 0 && System.nanoTime() < warmEnd; i = (i + 1) % puzzles.size()) {
            rater.rate(puzzles.get(i));
            explainer.explain(puzzles.get(i));
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[] rate = new double[puzzles.size()];
        double[] explain = new double[puzzles.size()];
        double[] ratios = new double[puzzles.size()];
        for (int i = 0; i < puzzles.size(); i++) {
            long t0 = mx.getCurrentThreadCpuTime();
            rater.rate(puzzles.get(i));
            long t1 = mx.getCurrentThreadCpuTime();
            explainer.explain(puzzles.get(i));
            long t2 = mx.getCurrentThreadCpuTime();
            rate[i] = (t1 - t0) / 1e9;
            explain[i] = (t2 - t1) / 1e9;
            ratios[i] = explain[i] / Math.max(rate[i], 1e-6);
        }
        Arrays.sort(rate);
        Arrays.sort(explain);
        Arrays.sort(ratios);
        return new Result(file, puzzles.size(), rate, explain, ratios);
    }
}
