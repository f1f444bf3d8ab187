package sudoku.spark;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sudoku cluster}: the batch job, run locally or submitted to a Spark cluster. */
@Command(name = "sudoku cluster",
        sortOptions = false,
        description = {"Solve, count, rate or deduplicate huge puzzle collections on Apache Spark.",
                "Reads text files from any Hadoop path (one puzzle per line; blank and # lines",
                "skipped) and writes one record per puzzle (per group for dedup) to a directory",
                "of part files. Runs on this machine (local[*]) unless --master or spark-submit",
                "names a cluster."},
        footer = {"",
                "Examples:",
                "  sudoku cluster solve data/top95.txt /tmp/top95-solved",
                "  sudoku cluster count 'data/*.txt' /tmp/counts --format parquet",
                "  sudoku cluster dedup data/17_clue.txt /tmp/17-groups --master local[2]",
                "",
                "Every input puzzle is accounted for: bad lines become 'invalid' records with",
                "their source and line. A summary (in = out) goes to standard error.",
                "Exit codes: 0 done, 1 error (no such input, output exists...), 2 bad options."})
public final class ClusterCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OPERATION",
            description = "solve, count (uniqueness), rate or dedup (group by canonical form).")
    Operation operation;

    @Parameters(index = "1", paramLabel = "IN",
            description = "Input files: a path, directory or glob; several separated by commas.")
    String input;

    @Parameters(index = "2", paramLabel = "OUT", description = "Output directory (must not exist, unless --overwrite).")
    String output;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master (default: the one spark-submit sets, else local[*]).")
    String master;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "jsonl",
            description = "jsonl or parquet (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--canonical", description = "Add each puzzle's canonical form (solve, count, rate).")
    boolean canonical;

    @Option(names = "--overwrite", description = "Replace the output directory if it exists.")
    boolean overwrite;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--split-mb", paramLabel = "MB",
            description = "Largest input split in MiB (default: sized for the cores, 1 to 128).")
    double splitMb;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1",
            description = "Run the job N times in one session, replacing the output (benchmarks: "
                    + "the first run includes the JIT and query compilation warm-up).")
    int repeat;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (splitMb < 0 || repeat < 1) {
            err.println(splitMb < 0 ? "error: --split-mb must be positive" : "error: --repeat must be at least 1");
            return 2;
        }
        String missing = InputLines.missingLocal(input);
        if (missing != null) {
            err.println("error: no such input: " + missing);
            return 1;
        }
        JobOptions options = new JobOptions(operation, input, output, format, canonical,
                (long) (splitMb * (1 << 20)), overwrite);
        String url = Sessions.master(master);
        SparkSession running = SparkSession.getDefaultSession().getOrElse(() -> null);
        long start = System.nanoTime();
        SparkSession spark = running != null ? running : Sessions.start("sudoku " + operation.word(), url);
        double startup = (System.nanoTime() - start) / 1e9;
        try {
            JobSummary summary = ClusterJob.run(spark, options);
            for (int run = 2; run <= repeat; run++) {
                err.printf(Locale.ROOT, "run %d of %d: %.1f s, %,.0f puzzles/s%n", run - 1, repeat,
                        summary.seconds(), summary.throughput());
                summary = ClusterJob.run(spark, options.withOverwrite(true));
            }
            err.printf(Locale.ROOT, "sudoku cluster %s %s -> %s (%s, %s)%n", operation.word(), input, output,
                    format.name().toLowerCase(Locale.ROOT), url);
            err.println(summary.describe());
            err.printf(Locale.ROOT, "Spark start-up: %.1f s (not in the job time)%n", startup);
            err.flush();
            return summary.balanced() ? 0 : 1;
        } finally {
            if (running == null) {
                spark.stop();
            }
        }
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line (used by main and by tests). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new ClusterCommand());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler((ex, line, parseResult) -> {
            line.getErr().println("error: " + message(ex));
            return 1;
        });
        return cl;
    }

    /** The root cause's message, which names the path or the option at fault. */
    static String message(Throwable ex) {
        Throwable t = ex;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage();
        return m == null ? t.toString() : m.lines().findFirst().orElse(m);
    }
}
