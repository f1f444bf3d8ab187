package sudoku.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import sudoku.core.Variant;
import sudoku.input.PuzzleChunks;
import sudoku.input.PuzzleRecord;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;
import sudoku.solve.Verdict;
import sudoku.solve.internal.TeachingSolver;

/** {@code sudoku solve}: one puzzle or a file of them, with a verdict for each. */
@Command(name = "solve",
        description = {"Solve puzzles and say whether each has exactly one solution.",
                "By default each solve also looks for a second solution to prove uniqueness."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku solve ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "  sudoku solve --trace 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "  sudoku solve --count=1000 2.............62....1....7......8...3...9...7...6..4...4....8....52.............3  # exit 5",
                "  sudoku solve -f ${sys:sudoku.data:-data}/top95.txt --format jsonl",
                "  sudoku generate -n 3 --seed 1 | sudoku solve",
                "  sudoku solve -f ${sys:sudoku.data:-data}/magictour_top1465.txt --threads 2 -o solutions.txt",
                "  sudoku solve -f ${sys:sudoku.data:-data}/top95.txt | head -n 3",
                "  sudoku solve --variant x ..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..",
                "  sudoku solve -f ${sys:sudoku.data:-data}/variants.txt",
                "",
                "A file is solved on all cores (--threads), in constant memory, output in input order;",
                "a summary goes to stderr at the end, and a progress line when stderr is a terminal.",
                "",
                "Exit codes: 0 all solved, 1 error (e.g. no such file), 2 bad options,",
                "3 invalid puzzle, 4 no solution, 5 more than one solution",
                "(for a file: the first that applies of 3, 4, 5)."})
public final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;


    @Mixin
    PuzzleSource source = new PuzzleSource();

    @Option(names = "--format", paramLabel = "FORMAT", converter = OutputFormat.Solved.class,
            description = "grid, line or jsonl (default: grid for one puzzle, line for a file).")
    OutputFormat format;

    @Option(names = "--count", arity = "0..1", fallbackValue = "1000000", paramLabel = "LIMIT",
            description = "Count solutions up to LIMIT (default when given without a value: ${FALLBACK-VALUE}).")
    Long count;

    @Option(names = "--first", description = "Stop at the first solution; uniqueness is not checked.")
    boolean first;

    @Option(names = "--trace", description = "Show each round of eliminate / only choice, each guess and backtrack.")
    boolean trace;

    @Option(names = "--trace-limit", paramLabel = "N", defaultValue = "200",
            description = "Trace events to show before summarising the rest (default: ${DEFAULT-VALUE}).")
    int traceLimit = 200;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads for a file (default: all cores). Output stays in input order.")
    Integer threads;

    @Option(names = "--variant", paramLabel = "NAME", converter = Converters.VariantName.class,
            description = "Read puzzles without a prefix as this variant: x, windoku, jigsaw, killer, or a combination"
                    + " such as killer-x or x-jigsaw (default: classic). Lines with a prefix such as x: follow it.")
    Variant variant = Variant.NONE;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "Solving engine (default: the fastest for the board size).")
    String engine;

    @Option(names = "--stats", description = "For a file: print on stderr, after the summary, the CPU time of each"
            + " thread (workers, the one reading and writing) and of the JIT compilers and the collector.")
    boolean stats;

    @Override
    public Integer call() {
        PrintWriter out = spec != null ? spec.commandLine().getOut() : console(System.out);
        PrintWriter err = spec != null ? spec.commandLine().getErr() : console(System.err);
        if (count != null && count < 1) {
            err.println("error: --count must be at least 1");
            return ExitCodes.USAGE;
        }
        if (count != null && first) {
            err.println("error: --count and --first cannot be used together");
            return ExitCodes.USAGE;
        }
        long limit = first ? 1 : count != null ? count : 2;
        Solver chosen = engine == null ? null : Solvers.byName(engine);
        boolean single = source.single();
        OutputFormat fmt = format != null ? format : single ? OutputFormat.GRID : OutputFormat.LINE;
        VerdictPrinter printer = new VerdictPrinter(out, err, fmt, count != null, first);
        if (threads != null && threads < 1) {
            err.println("error: --threads must be at least 1");
            return ExitCodes.USAGE;
        }
        int code = ExitCodes.OK;
        try {
            for (PuzzleSource.Input input : source.inputs()) {
                int c = input.isFile() && !trace ? solveFile(input.file(), chosen, limit, fmt, out, err)
                        : solveEach(List.of(input), chosen, limit, printer, out);
                code = ExitCodes.worst(code, c);
                if (c == ExitCodes.ERROR) {
                    return c;
                }
            }
        } catch (UncheckedIOException e) {
            return failed(err, e.getCause());
        } catch (InterruptedException e) {
            return interrupted(err);
        }
        out.flush();
        return code;
    }

    /** Solves a file on the threads, in constant memory. */
    private int solveFile(String file, Solver chosen, long limit, OutputFormat fmt, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        try (InputStream in = PuzzleInput.bytes(file)) {
            BatchSolve batch = new BatchSolve(chosen, limit, n, fmt, count != null, first);
            return (stats ? batch.withCpuStats() : batch).run(new PuzzleChunks(in, BatchSolve.CHUNK_BYTES),
                    chunk -> PuzzleInput.open(chunk, file, variant), out, err);
        } catch (UncheckedIOException e) {
            return failed(err, e.getCause());
        } catch (java.io.IOException e) {
            return failed(err, e);
        }
    }

    /** Solves the puzzles of {@code inputs} one by one on this thread (a puzzle argument, or a file traced). */
    private int solveEach(List<PuzzleSource.Input> inputs, Solver chosen, long limit, VerdictPrinter printer,
            PrintWriter out) {
        int code = ExitCodes.OK;
        try (PuzzleSource.Records records = new PuzzleSource.Records(inputs, variant)) {
            while (records.hasNext()) {
                PuzzleRecord record = records.next();
                Verdict verdict;
                if (trace && record.isValid()) {
                    TracePrinter tracer = new TracePrinter(out, record.grid().geometry(), traceLimit);
                    tracer.start(record.grid());
                    verdict = Verdict.of(record, new TeachingSolver(tracer), limit);
                    tracer.finish(verdict.result());
                } else {
                    verdict = Verdict.of(record, chosen, limit);
                }
                printer.print(verdict);
                code = ExitCodes.worst(code, exitCode(verdict));
            }
        }
        return code;
    }

    private static int failed(PrintWriter err, java.io.IOException e) {
        err.println("error: " + e.getMessage());
        return ExitCodes.ERROR;
    }

    private static int interrupted(PrintWriter err) {
        Thread.currentThread().interrupt();
        err.println("error: interrupted");
        return ExitCodes.ERROR;
    }

    static int exitCode(Verdict v) {
        return switch (v.status()) {
            case SOLVED -> ExitCodes.OK;
            case MULTIPLE -> ExitCodes.MULTIPLE;
            case UNSOLVABLE -> ExitCodes.UNSOLVABLE;
            case INVALID -> ExitCodes.INVALID;
        };
    }

    /**
     * {@code sudoku solve PUZZLE} with every option at its default: the commonest call, run
     * without building the command-line model, which is most of a one-puzzle run's start-up.
     */
    static SolveCommand ofPuzzle(String puzzle) {
        SolveCommand command = new SolveCommand();
        command.source.puzzles.add(puzzle);
        return command;
    }

    private static PrintWriter console(java.io.PrintStream stream) {
        return new PrintWriter(new java.io.OutputStreamWriter(stream, java.nio.charset.StandardCharsets.UTF_8), true);
    }
}
