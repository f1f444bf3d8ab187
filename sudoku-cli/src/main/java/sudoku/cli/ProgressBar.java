package sudoku.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A one-line progress bar on standard error, redrawn in place at most ten times a second:
 * {@code [#########...........]  4,500/10,000  2,210/s  eta 2s}.
 */
final class ProgressBar {
    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintWriter err;
    private final long total;
    private final String unit;
    private final long start = System.nanoTime();
    private long lastDraw;
    private boolean drawn;

    ProgressBar(PrintWriter err, long total, String unit) {
        this.err = err;
        this.total = total;
        this.unit = unit;
    }

    /** Whether standard error is a terminal (Linux: its descriptor links to a tty device). */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return false;
        }
    }

    /** Shows {@code done} of the total, unless the last redraw was very recent. */
    void update(long done) {
        long now = System.nanoTime();
        if (now - lastDraw < REDRAW_NANOS && done < total) {
            return;
        }
        lastDraw = now;
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        double rate = done / seconds;
        int filled = (int) (WIDTH * done / Math.max(1, total));
        String eta = rate > 0 && done < total ? String.format("  eta %.0fs", (total - done) / rate) : "";
        err.printf("\r[%s%s] %,d/%,d %s  %,.0f/s%s ", "#".repeat(filled), ".".repeat(WIDTH - filled), done, total,
                unit, rate, eta);
        err.flush();
        drawn = true;
    }

    /** Clears the bar's line, so that later messages start on a clean line. */
    void finish() {
        if (drawn) {
            err.print("\r" + " ".repeat(WIDTH + 60) + "\r");
            err.flush();
        }
    }
}
