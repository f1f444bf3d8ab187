package sudoku.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import sudoku.core.PuzzleReader;
import sudoku.core.PuzzleRecord;
import sudoku.solve.Solver;
import sudoku.solve.Verdict;

/**
 * Solves a stream of puzzles on several threads in constant memory, output in input order:
 * the reading thread cuts the input into chunks, a pool parses, solves and formats each chunk, and
 * the reading thread writes finished chunks in order, with a bounded number in flight.
 */
final class BatchSolve {
    private static final int CHUNK = 256;

    /** What one chunk gave: its printed text (stdout and stderr) and its counts. */
    private record Chunk(String out, String err, int[] counts, int code) {
    }

    private final Solver solver;
    private final long limit;
    private final int threads;
    private final OutputFormat format;
    private final boolean counting;
    private final boolean first;
    private final int[] totals = new int[Verdict.Status.values().length];

    BatchSolve(Solver solver, long limit, int threads, OutputFormat format, boolean counting, boolean first) {
        this.solver = solver;
        this.limit = limit;
        this.threads = threads;
        this.format = format;
        this.counting = counting;
        this.first = first;
    }

    /**
     * Solves every record, printing verdicts to {@code out} in input order, a progress line on
     * {@code err} when it is a terminal, and a summary on {@code err} at the end.
     * @return the exit code for the whole input
     */
    int run(PuzzleReader records, PrintWriter out, PrintWriter err) throws InterruptedException {
        long start = System.nanoTime();
        Progress progress = ProgressBar.stderrIsTerminal() ? new Progress(err, start) : null;
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solve");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<Future<Chunk>> inFlight = new ArrayDeque<>();
        int code = ExitCodes.OK;
        long done = 0;
        try {
            while (records.hasNext()) {
                List<Supplier<PuzzleRecord>> chunk = new ArrayList<>(CHUNK);
                while (chunk.size() < CHUNK && records.hasNext()) {
                    chunk.add(records.nextDeferred());
                }
                inFlight.add(pool.submit(() -> solve(chunk)));
                while (inFlight.size() >= threads * 4 || (!inFlight.isEmpty() && inFlight.peek().isDone())) {
                    Chunk c = inFlight.poll().get();
                    code = write(c, out, err, code);
                    done += sum(c.counts());
                    if (progress != null) {
                        progress.update(done, false);
                    }
                }
            }
            while (!inFlight.isEmpty()) {
                Chunk c = inFlight.poll().get();
                code = write(c, out, err, code);
                done += sum(c.counts());
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException re ? re : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
        out.flush();
        if (progress != null) {
            progress.update(done, true);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        err.println(String.format(Locale.ROOT,
                "%,d puzzles: %,d solved, %,d non-unique, %,d unsolvable, %,d invalid; %.2f s, %,.0f puzzles/s",
                done, totals[Verdict.Status.SOLVED.ordinal()], totals[Verdict.Status.MULTIPLE.ordinal()],
                totals[Verdict.Status.UNSOLVABLE.ordinal()], totals[Verdict.Status.INVALID.ordinal()],
                seconds, done / Math.max(seconds, 1e-9)));
        err.flush();
        return code;
    }

    private Chunk solve(List<Supplier<PuzzleRecord>> chunk) {
        StringWriter outText = new StringWriter(chunk.size() * 90);
        StringWriter errText = new StringWriter();
        PrintWriter o = new PrintWriter(outText);
        PrintWriter e = new PrintWriter(errText);
        VerdictPrinter printer = new VerdictPrinter(o, e, format, counting, first);
        int[] counts = new int[Verdict.Status.values().length];
        int code = ExitCodes.OK;
        for (Supplier<PuzzleRecord> parse : chunk) {
            Verdict v = Verdict.of(parse.get(), solver, limit);
            printer.print(v);
            counts[v.status().ordinal()]++;
            code = ExitCodes.worst(code, SolveCommand.exitCode(v));
        }
        o.flush();
        e.flush();
        return new Chunk(outText.toString(), errText.toString(), counts, code);
    }

    private int write(Chunk c, PrintWriter out, PrintWriter err, int code) {
        out.write(c.out());
        if (!c.err().isEmpty()) {
            out.flush();
            err.write(c.err());
            err.flush();
        }
        for (int i = 0; i < totals.length; i++) {
            totals[i] += c.counts()[i];
        }
        return ExitCodes.worst(code, c.code());
    }

    private static long sum(int[] counts) {
        long n = 0;
        for (int c : counts) {
            n += c;
        }
        return n;
    }

    /** A one-line progress display on a terminal, redrawn at most five times a second. */
    private static final class Progress {
        private final PrintWriter err;
        private final long start;
        private long lastDraw;

        Progress(PrintWriter err, long start) {
            this.err = err;
            this.start = start;
        }

        void update(long done, boolean last) {
            long now = System.nanoTime();
            if (!last && now - lastDraw < 200_000_000L) {
                return;
            }
            lastDraw = now;
            double seconds = (now - start) / 1e9;
            err.print(String.format(Locale.ROOT, "\r%,d puzzles, %,.0f/s, %.1f s%s",
                    done, done / Math.max(seconds, 1e-9), seconds, last ? "\n" : ""));
            err.flush();
        }
    }
}
