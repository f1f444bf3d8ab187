package sudoku.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import sudoku.core.Grid;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;
import sudoku.solve.Solver;
import sudoku.solve.Solvers;

/** {@code sudoku bench}: puzzles per second of an engine on puzzle files. */
@Command(name = "bench",
        description = {"Measure solving speed: puzzles are loaded first, then solved after a warm-up",
                "(a file of several variants gives one row per variant, each on its best engine)",
                "for at least the given time, each solve looking for up to 2 solutions (proving uniqueness).",
                "puzzles/s and µs/puzzle are wall-clock; cpu µs is the solving threads' CPU time per puzzle,",
                "which stays steady when other programs share the machine."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku bench --seconds 1 ${sys:sudoku.data:-data}/magictour_top1465.txt ${sys:sudoku.data:-data}/top95.txt",
                "  sudoku bench --seconds 1 --engine teaching ${sys:sudoku.data:-data}/top95.txt",
                "  sudoku bench --seconds 1 --threads 2 --format jsonl ${sys:sudoku.data:-data}/hardest.txt",
                "  sudoku bench --seconds 1 ${sys:sudoku.data:-data}/variant_sets.txt  # one row per variant",
                "  sudoku bench --logic --warmup 1 ${sys:sudoku.data:-data}/hardest.txt  # rate beside explain"})
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Puzzle files (one puzzle per line).")
    List<String> files;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
            description = "Timed seconds per file (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", paramLabel = "S",
            description = "Warm-up seconds per file (default: a fifth of --seconds, at most 3).")
    Double warmup;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Solving threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "2",
            description = "Solutions to look for per puzzle (default: ${DEFAULT-VALUE}).")
    long limit;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "Solving engine (default: the fastest for the board size).")
    String engine;

    /** The bench's own forms: a printed table or one JSON object per data set. */
    enum Form { TABLE, JSONL }

    @Option(names = "--logic", description = {"Time the logic instead of an engine: per puzzle, on one thread,",
            "the CPU time of a rating and of an explanation (which rates too) with their default",
            "techniques; median, 90th percentile and slowest of each, and explain / rate.",
            "Each puzzle is timed once after the warm-up; --seconds, --threads, --limit and",
            "--engine do not apply."})
    boolean logic;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "table",
            description = "table or jsonl (default: ${DEFAULT-VALUE}).")
    Form format;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean jsonl = format == Form.JSONL;
        if (threads < 1 || limit < 1 || !(seconds > 0)) {
            err.println("error: --threads, --limit and --seconds must be positive");
            return ExitCodes.USAGE;
        }
        double warm = warmup != null ? warmup : Math.min(3, seconds / 5);
        List<BenchRun.Result> results = new ArrayList<>();
        if (!jsonl && logic) {
            out.printf(Locale.ROOT, "rate and explain, thread CPU seconds per puzzle, 1 thread, after %.1f s warm-up; Java %s; %s%n",
                    warm, System.getProperty("java.version"), cpuName());
            out.println(LogicBenchTable.HEADER);
            out.flush();
        } else if (!jsonl) {
            out.printf(Locale.ROOT, "engine %s, %d thread%s, limit %d, %.1f s per file after %.1f s warm-up; Java %s; %s%n",
                    engine == null ? "default" : engine, threads, threads == 1 ? "" : "s", limit, seconds, warm,
                    System.getProperty("java.version"), cpuName());
            out.printf(Locale.ROOT, "%-32s %9s %12s %11s %11s %10s %15s %13s%n",
                    "file", "puzzles", "puzzles/s", "µs/puzzle", "cpu µs", "no guess %", "guesses/puzzle",
                    "nodes/puzzle");
            out.flush();
        }
        for (String file : files) {
            List<Grid> puzzles;
            try {
                puzzles = load(file, err);
            } catch (UncheckedIOException e) {
                err.println("error: " + e.getCause().getMessage());
                return ExitCodes.ERROR;
            }
            if (puzzles.isEmpty()) {
                err.println("error: " + file + " holds no valid puzzle");
                return ExitCodes.ERROR;
            }
            Map<String, List<Grid>> byVariant = new LinkedHashMap<>();
            for (Grid g : puzzles) {
                byVariant.computeIfAbsent(g.geometry().variant().name(), k -> new ArrayList<>()).add(g);
            }
            for (Map.Entry<String, List<Grid>> set : byVariant.entrySet()) {
                List<Grid> group = set.getValue();
                String label = byVariant.size() == 1 ? file : file + " " + set.getKey();
                if (logic) {
                    LogicBenchRun.Result r = new LogicBenchRun().run(label, group, warm);
                    out.println(jsonl ? Json.line(LogicBenchTable.jsonObject(r)) : LogicBenchTable.row(r));
                    out.flush();
                    continue;
                }
                Solver solver = engine == null ? Solvers.best(group.get(0).geometry()) : Solvers.byName(engine);
                BenchRun.Result r = new BenchRun(solver, threads, limit).run(label, group, warm, seconds);
                results.add(r);
                out.println(jsonl ? Json.line(jsonObject(r)) : row(r));
                out.flush();
            }
        }
        return ExitCodes.OK;
    }

    /** Reads every valid puzzle of a file; bad lines are reported on {@code err} with their numbers. */
    private static List<Grid> load(String file, PrintWriter err) {
        List<Grid> out = new ArrayList<>();
        try (PuzzleReader reader = PuzzleInput.open(file)) {
            while (reader.hasNext()) {
                PuzzleRecord rec = reader.next();
                if (rec.isValid()) {
                    out.add(rec.grid());
                } else {
                    err.println(file + ":" + rec.line() + ": skipped: " + rec.error());
                }
            }
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String row(BenchRun.Result r) {
        return String.format(Locale.ROOT, "%-32s %,9d %,12.0f %11.2f %11.2f %10.1f %15.2f %13.2f",
                r.file(), r.puzzles(), r.puzzlesPerSecond(), r.usecPerPuzzle(), r.cpuUsecPerPuzzle(), r.noGuessPercent(),
                r.guessesPerPuzzle(), r.branchNodesPerPuzzle());
    }

    private static Map<String, Object> jsonObject(BenchRun.Result r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", r.file());
        m.put("engine", r.engine());
        m.put("threads", r.threads());
        m.put("puzzles", r.puzzles());
        m.put("seconds", round(r.seconds(), 3));
        m.put("puzzles_per_second", round(r.puzzlesPerSecond(), 1));
        m.put("usec_per_puzzle", round(r.usecPerPuzzle(), 3));
        m.put("cpu_usec_per_puzzle", round(r.cpuUsecPerPuzzle(), 3));
        m.put("no_guess_percent", round(r.noGuessPercent(), 2));
        m.put("guesses_per_puzzle", round(r.guessesPerPuzzle(), 3));
        m.put("branch_nodes_per_puzzle", round(r.branchNodesPerPuzzle(), 3));
        return m;
    }

    private static double round(double v, int places) {
        double f = Math.pow(10, places);
        return Math.round(v * f) / f;
    }

    /** The CPU model from /proc/cpuinfo, or the OS architecture when it cannot be read. */
    private static String cpuName() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).strip() + " x" + Runtime.getRuntime().availableProcessors();
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // fall through to the architecture
        }
        return System.getProperty("os.arch");
    }
}
