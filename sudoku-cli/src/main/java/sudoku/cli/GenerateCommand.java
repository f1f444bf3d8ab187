package sudoku.cli;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.core.Geometry;
import sudoku.core.GridFormat;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.format.PuzzleState;
import sudoku.generate.internal.BatchGenerator;
import sudoku.generate.internal.Generator;
import sudoku.generate.GeneratorOptions;
import sudoku.generate.Symmetry;
import sudoku.generate.internal.VariantGenerator;
import sudoku.logic.Level;
import sudoku.logic.Technique;
import sudoku.logic.view.internal.GeneratedView;

/** {@code sudoku generate}: new puzzles with exactly one solution, on target. */
@Command(name = "generate",
        description = {"Generate puzzles with exactly one solution.",
                "Clues are removed in symmetric groups from a random full grid while the puzzle stays unique; "
                        + "candidates that miss the target are dropped.",
                "The same --seed gives the same puzzles, with any number of --threads."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku generate -n 5 --seed 42",
                "  sudoku generate -n 1000 --related --threads 2 --seed 1 -o practice.txt",
                "  sudoku generate -n 3 --symmetry rot180 --minimal --seed 7 --format grid",
                "  sudoku generate -n 100 --clues 24-28 --seed 1 --format jsonl",
                "  sudoku generate -n 3 --level hard --symmetry rot180 --seed 42",
                "  sudoku generate -n 5 --needs x-wing --max-technique x-wing --seed 1",
                "  sudoku generate -n 2 --rating 7- --seed 1 --format jsonl",
                "  sudoku generate --size 16 --seed 3",
                "  sudoku generate --variant x --symmetry rot180 --level easy --seed 5",
                "  sudoku generate --variant jigsaw -n 3 --seed 1",
                "  sudoku generate --variant killer --seed 2 --format grid",
                "  sudoku generate --variant killer --clues 1-9 --seed 2",
                "",
                "Variants: x, windoku, jigsaw, killer and combinations such as x-jigsaw or killer-x (9x9).",
                "A jigsaw gets a random region map, a killer a random cage layout (no givens unless --clues",
                "asks for some); both without symmetry.",
                "Symmetries: none, rot180, rot90, horizontal, vertical, diagonal, anti-diagonal, dihedral.",
                "Exit codes: 0 all generated, 1 error, 2 bad options,",
                "6 out of time: a puzzle was not found within --timeout (those found are printed)."})
public final class GenerateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1",
            description = "How many puzzles (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--size", paramLabel = "SIZE", defaultValue = "9", converter = Converters.BoardSize.class,
            description = "Board side (4, 6, 9, 12, 16, 25) or box shape such as 2x3 (default: ${DEFAULT-VALUE}).")
    Geometry size;

    @Option(names = "--variant", paramLabel = "NAME", converter = Converters.VariantName.class,
            description = "Generate puzzles of this variant: x, windoku, jigsaw, killer or a combination such as"
                    + " x-jigsaw or killer-x (default: classic).")
    Variant variant = Variant.NONE;

    @Option(names = "--symmetry", paramLabel = "SYMMETRY", defaultValue = "none", converter = Converters.SymmetryName.class,
            description = "Symmetry of the clue pattern (default: ${DEFAULT-VALUE}).")
    Symmetry symmetry;

    @Option(names = "--minimal", description = "Only minimal puzzles: removing any clue loses uniqueness.")
    boolean minimal;

    @Option(names = "--clues", paramLabel = "MIN-MAX", converter = Ranges.Ints.class,
            description = "Accepted clue counts, e.g. 24-28 or 30.")
    Ranges.Whole clues;

    @Option(names = "--level", paramLabel = "LEVEL", converter = Converters.LevelName.class,
            description = "Difficulty level: easy, medium, hard, expert or extreme (as 'sudoku rate' judges it).")
    Level level;

    @Option(names = "--rating", paramLabel = "MIN-MAX", converter = Ranges.Numbers.class,
            description = "Accepted ratings on the Sudoku Explainer scale, e.g. 3.0-4.5 or 7- (7 and above).")
    Ranges.Span rating;

    @Option(names = "--needs", paramLabel = "TECHNIQUE", converter = Converters.TechniqueName.class,
            description = "The solving path must use this technique (e.g. x-wing, xy-wing, skyscraper).")
    Technique needs;

    @Option(names = "--max-technique", paramLabel = "TECHNIQUE", converter = Converters.TechniqueName.class,
            description = "Nothing harder than this technique may be needed (e.g. naked-pair).")
    Technique maxTechnique;

    @Option(names = "--related", description = "Related puzzles, for large practice sets: each group of " + BatchGenerator.GROUP
            + " grows from one puzzle, each new one made from an earlier one by moving a few clues, then removing"
            + " clues while it stays unique. Neighbours share many clues. Works with every other option.")
    boolean related;

    @Option(names = "--seed", paramLabel = "SEED",
            description = "Seed of the random choices (default: a fresh one, printed on stderr).")
    Long seed;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "line", converter = OutputFormat.Generated.class,
            description = {"line, grid, jsonl, or another tool's format: sudokuwiki, fpuzzles, fpuzzles-json,",
                    "sudokupad, ss, sdk, sdm, hodoku, hodoku-givens, hodoku-values (default: ${DEFAULT-VALUE})."})
    OutputFormat format;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Worker threads; the output does not depend on it (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "60s", converter = Durations.Converter.class,
            description = {"Give up when no puzzle on target is found within this time, keeping those found:",
                    "500ms, 10s, 2m (a bare number is seconds; default: ${DEFAULT-VALUE}). The whole search for a",
                    "puzzle stops then, even inside one slow candidate."})
    Duration timeout;

    @Option(names = "--stats", description = "Print on stderr puzzles per second, candidates built and CPU time per puzzle.")
    boolean stats;

    @Option(names = "--progress", negatable = true,
            description = "Show a progress bar on stderr (default: for 100 puzzles or more when stderr is a terminal).")
    Boolean progress;

    @Override
    public Integer call() {
        // puzzles are written in large blocks, not flushed one line at a time (flushed at the end)
        PrintWriter out = new PrintWriter(new BufferedWriter(spec.commandLine().getOut(), 1 << 16), false);
        PrintWriter err = spec.commandLine().getErr();
        GeneratorOptions options;
        try {
            options = options();
            if (!variant.equals(Variant.NONE)) {
                VariantGenerator.check(variant, options);
            }
            if (format.community() != null) {
                // non-killers always have givens; a killer has none unless --clues asks for some
                format.community().refuses(variant, size.side(), variant.cages().isEmpty() || options.minClues() > 0)
                        .ifPresent(why -> {
                            throw new IllegalArgumentException("--format " + format.word() + ": " + why);
                        });
            }
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        long s = seed != null ? seed : new java.security.SecureRandom().nextLong();
        if (seed == null) {
            err.println("generate: seed " + s + " (pass --seed " + s + " to get the same puzzles again)");
        }
        if (!variant.equals(Variant.NONE)) {
            return variants(out, err, variant, options, s);
        }
        boolean showProgress = progress != null ? progress : count >= 100 && ProgressBar.stderrIsTerminal();
        ProgressBar bar = showProgress ? new ProgressBar(err, count, "puzzles") : null;
        int[] done = {0};
        long[] clueSum = {0};
        long mainCpu = ThreadCpu.now();
        BatchGenerator batch = new BatchGenerator(new Generator(), threads);
        // each worker formats its puzzles; this thread only copies the bytes out, in order
        ConsoleOut.Bytes bytes = ConsoleOut.bytes(spec.commandLine().getOut());
        Consumer<Printed> sink = printed -> {
            bytes.write(printed.text());
            done[0] += printed.puzzles();
            clueSum[0] += printed.clues();
            if (bar != null) {
                bar.update(done[0]);
            }
        };
        BatchGenerator.Summary summary;
        try {
            summary = batch.run(options, count, s, related, items -> printed(items, options), sink);
        } finally {
            bytes.flush();
        }
        mainCpu = ThreadCpu.now() - mainCpu;
        if (bar != null) {
            bar.finish();
        }
        if (stats) {
            double seconds = summary.nanos() / 1e9;
            double cpuMs = summary.cpuNanos() / 1e6 / Math.max(1, summary.generated());
            err.printf("generate: %d puzzles in %.2f s (%.0f/s) on %d thread%s, %d candidates built, %.1f clues on "
                            + "average; %.3f ms of CPU per puzzle (%.0f/s per busy core)%n", summary.generated(),
                    seconds, summary.generated() / seconds, threads, threads == 1 ? "" : "s", summary.attempts(),
                    done[0] == 0 ? 0.0 : clueSum[0] / (double) done[0], cpuMs, cpuMs > 0 ? 1000 / cpuMs : 0.0);
            err.println("generate: " + ThreadCpu.describe(summary.workerCpuNanos(), mainCpu));
        }
        if (summary.timedOut()) {
            err.printf("generate: out of time: no puzzle found within the %s timeout; %d of %d puzzles generated "
                            + "(%d candidates tried): the target (%s) is rare, impossible or slow to reach; relax it "
                            + "or raise --timeout.%n",
                    Durations.describe(timeout), summary.generated(), count, summary.attempts(), target(options));
            return ExitCodes.TIMEOUT;
        }
        return ExitCodes.OK;
    }

    /**
     * Variant puzzles, one after another on this thread (puzzle {@code i} from its own seed, as a
     * batch of classic puzzles seeds them), each within the timeout.
     */
    private int variants(PrintWriter out, PrintWriter err, Variant rules, GeneratorOptions options, long s) {
        long start = System.nanoTime();
        int generated = new VariantGenerator().run(rules, options, count, s, item -> print(out, item, options));
        out.flush();
        if (generated < count) {
            err.printf("generate: out of time: no %s puzzle found within the %s timeout; %d of %d puzzles"
                            + " generated: the target (%s) is rare, impossible or slow to reach; relax it or raise"
                            + " --timeout.%n", rules.name(), Durations.describe(timeout), generated, count,
                    target(options));
            return ExitCodes.TIMEOUT;
        }
        if (stats) {
            double seconds = (System.nanoTime() - start) / 1e9;
            err.printf("generate: %d %s puzzles in %.2f s (%.1f/s)%n", count, rules.name(), seconds, count / seconds);
        }
        return ExitCodes.OK;
    }

    /** The target in words, for the timeout message. */
    private static String target(GeneratorOptions o) {
        StringBuilder sb = new StringBuilder(o.geometry().side() + "x" + o.geometry().side());
        if (o.symmetry() != Symmetry.NONE) {
            sb.append(", ").append(o.symmetry().word());
        }
        if (o.minimal()) {
            sb.append(", minimal");
        }
        if (o.minClues() > 0 || o.maxClues() < o.geometry().cellCount()) {
            sb.append(", ").append(o.minClues()).append('-').append(o.maxClues()).append(" clues");
        }
        if (!o.difficulty().isAny()) {
            sb.append(", ").append(o.difficulty().describe());
        }
        return sb.toString();
    }

    private GeneratorOptions options() {
        if (count < 1) {
            throw new IllegalArgumentException("-n must be at least 1");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1");
        }
        GeneratorOptions.Builder b = GeneratorOptions.builder()
                .geometry(size)
                .symmetry(symmetry)
                .minimal(minimal)
                .rate(format == OutputFormat.JSONL)
                .timeout(timeout);
        if (level != null) {
            b.level(level);
        }
        if (rating != null) {
            b.rating(rating.min(), rating.max());
        }
        if (needs != null) {
            try {
                b.needs(needs);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--needs " + needs.displayName() + ": " + e.getMessage(), e);
            }
        }
        if (maxTechnique != null) {
            b.maxTechnique(maxTechnique);
        }
        if (clues != null) {
            b.clues(clues.min(), clues.max());
        }
        return b.build();
    }

    /** Puzzles formatted for output, as UTF-8 bytes, with their number and their clues in all. */
    private record Printed(byte[] text, int puzzles, long clues) {
    }

    private Printed printed(List<BatchGenerator.Item> items, GeneratorOptions options) {
        StringWriter text = new StringWriter(items.size() * 84);
        PrintWriter out = new PrintWriter(text);
        long clues = 0;
        for (BatchGenerator.Item item : items) {
            print(out, item, options);
            clues += item.result().clues();
        }
        out.flush();
        return new Printed(text.toString().getBytes(StandardCharsets.UTF_8), items.size(), clues);
    }

    private void print(PrintWriter out, BatchGenerator.Item item, GeneratorOptions options) {
        switch (format) {
            case JSONL -> out.println(Json.line(GeneratedView.of(item.result().puzzle(),
                    item.result().solution(), options.symmetry().word(),
                    item.result().rating(), item.seed(), item.index())));
            case GRID -> {
                out.println("Puzzle " + (item.index() + 1) + " (" + item.result().clues() + " clues, seed "
                        + item.seed() + "):");
                out.println(GridFormat.display(item.result().puzzle()));
                if (item.result().puzzle().geometry().isVariant()) {
                    VerdictPrinter.printRules(out, item.result().puzzle().geometry());
                }
            }
            default -> {
                if (format.community() != null) {
                    out.print(format.writeCommunity(PuzzleState.of(item.result().puzzle())));
                } else {
                    out.println(VariantFormat.write(item.result().puzzle()));
                }
            }
        }
    }
}
