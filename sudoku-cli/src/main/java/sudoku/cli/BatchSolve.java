package sudoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import sudoku.input.PuzzleChunks;
import sudoku.input.PuzzleRecord;
import sudoku.solve.Solver;
import sudoku.solve.Verdict;

/**
 * Solves a stream of puzzles on several threads in constant memory, output in input order:
 * the reading thread cuts the input bytes into chunks of whole lines ({@link PuzzleChunks}), a
 * pool decodes, parses, solves and formats each chunk into the UTF-8 bytes of its output, and the
 * reading thread writes finished chunks in order as they are, with a bounded number in flight.
 * So the one thread that reads and writes does little more than copy bytes.
 */
final class BatchSolve {
    /** Input bytes per chunk: about 800 lines of 81 cells, tens of milliseconds of solving. */
    static final int CHUNK_BYTES = 1 << 16;

    /**
     * What one chunk gave: its output as UTF-8 bytes, the text for stderr, its counts, and what
     * stopped the reading of its input early (bytes that are not UTF-8 in a file), if anything.
     */
    private record Chunk(byte[] out, String err, int[] counts, int code, RuntimeException failure) {
    }

    private final Solver solver;
    private final long limit;
    private final int threads;
    private final OutputFormat format;
    private final boolean counting;
    private final boolean first;
    /** Where the CPU time goes, when asked for; else null. */
    private ThreadCpu cpu;
    private final int[] totals = new int[Verdict.Status.values().length];

    BatchSolve(Solver solver, long limit, int threads, OutputFormat format, boolean counting, boolean first) {
        this.solver = solver;
        this.limit = limit;
        this.threads = threads;
        this.format = format;
        this.counting = counting;
        this.first = first;
    }

    /** Prints, after the summary, the CPU time of each thread. */
    BatchSolve withCpuStats() {
        cpu = new ThreadCpu();
        return this;
    }

    /**
     * Solves every record of the {@code chunks}, each read by {@code reader} on a worker thread,
     * printing verdicts to {@code out} in input order, a progress line on {@code err} when it is a
     * terminal, and a summary on {@code err} at the end.
     * @return the exit code for the whole input
     * @throws IOException when the input cannot be read
     */
    int run(PuzzleChunks chunks, Function<PuzzleChunks.Chunk, Iterator<PuzzleRecord>> reader, PrintWriter out,
            PrintWriter err) throws InterruptedException, IOException {
        long start = System.nanoTime();
        Progress progress = ProgressBar.stderrIsTerminal() ? new Progress(err, start) : null;
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solve");
            t.setDaemon(true);
            return t;
        });
        ArrayDeque<Future<Chunk>> inFlight = new ArrayDeque<>();
        ConsoleOut.Bytes sink = ConsoleOut.bytes(out);
        int code = ExitCodes.OK;
        long done = 0;
        try {
            for (PuzzleChunks.Chunk next = chunks.next(); next != null; next = chunks.next()) {
                PuzzleChunks.Chunk input = next;
                inFlight.add(pool.submit(() -> solve(reader.apply(input))));
                while (inFlight.size() >= threads * 4 || (!inFlight.isEmpty() && inFlight.peek().isDone())) {
                    Chunk c = inFlight.poll().get();
                    code = write(c, sink, err, code);
                    done += sum(c.counts());
                    if (progress != null) {
                        progress.update(done, false);
                    }
                }
            }
            while (!inFlight.isEmpty()) {
                Chunk c = inFlight.poll().get();
                code = write(c, sink, err, code);
                done += sum(c.counts());
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException re ? re : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
            sink.flush();
        }
        if (progress != null) {
            progress.update(done, true);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        err.println(String.format(Locale.ROOT,
                "%,d puzzles: %,d solved, %,d non-unique, %,d unsolvable, %,d invalid; %.2f s, %,.0f puzzles/s",
                done, totals[Verdict.Status.SOLVED.ordinal()], totals[Verdict.Status.MULTIPLE.ordinal()],
                totals[Verdict.Status.UNSOLVABLE.ordinal()], totals[Verdict.Status.INVALID.ordinal()],
                seconds, done / Math.max(seconds, 1e-9)));
        if (cpu != null) {
            err.println(cpu.describe());
        }
        err.flush();
        return code;
    }

    private Chunk solve(Iterator<PuzzleRecord> records) {
        long start = ThreadCpu.now();
        try {
            return solveAll(records);
        } finally {
            if (cpu != null) {
                cpu.workerSince(start);
            }
        }
    }

    private Chunk solveAll(Iterator<PuzzleRecord> records) {
        StringWriter outText = new StringWriter(CHUNK_BYTES + CHUNK_BYTES / 4);
        StringWriter errText = new StringWriter();
        PrintWriter o = new PrintWriter(outText);
        PrintWriter e = new PrintWriter(errText);
        VerdictPrinter printer = new VerdictPrinter(o, e, format, counting, first);
        int[] counts = new int[Verdict.Status.values().length];
        int code = ExitCodes.OK;
        RuntimeException failure = null;
        try {
            while (records.hasNext()) {
                Verdict v = Verdict.of(records.next(), solver, limit);
                printer.print(v);
                counts[v.status().ordinal()]++;
                code = ExitCodes.worst(code, SolveCommand.exitCode(v));
            }
        } catch (UncheckedIOException bad) {
            failure = bad;
        }
        o.flush();
        e.flush();
        return new Chunk(outText.toString().getBytes(StandardCharsets.UTF_8), errText.toString(), counts, code,
                failure);
    }

    /** Writes a finished chunk; its failure, if any, is thrown once what came before it is written. */
    private int write(Chunk c, ConsoleOut.Bytes out, PrintWriter err, int code) {
        out.write(c.out());
        if (!c.err().isEmpty()) {
            out.flush();
            err.write(c.err());
            err.flush();
        }
        for (int i = 0; i < totals.length; i++) {
            totals[i] += c.counts()[i];
        }
        if (c.failure() != null) {
            out.flush();
            throw c.failure();
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
