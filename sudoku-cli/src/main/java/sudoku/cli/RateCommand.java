package sudoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import sudoku.core.CancelledException;
import sudoku.core.Variant;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;
import sudoku.logic.Lang;
import sudoku.logic.Level;
import sudoku.logic.Messages;
import sudoku.logic.PuzzleException;
import sudoku.logic.Solution;
import sudoku.logic.solve.Rater;
import sudoku.logic.solve.Verifier;
import sudoku.logic.view.RatingView;

/** {@code sudoku rate}: difficulty ratings on the Sudoku Explainer scale, for one puzzle or a file. */
@Command(name = "rate",
        description = {"Rate puzzles on the Sudoku Explainer scale (1.0 to about 11) with a level",
                "(easy, medium, hard, expert, extreme) and the hardest technique needed.",
                "Equivalent puzzles (relabelled, permuted, transposed) always get the same rating.",
                "Ratings use the techniques Sudoku Explainer has (see 'sudoku techniques'), so that",
                "they are SE's; --only names others, --without takes some of those away."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku rate ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "  sudoku rate -f ${sys:sudoku.data:-data}/easy50.txt --format jsonl",
                "  sudoku rate -f ${sys:sudoku.data:-data}/hardest.txt --threads 2 --stats --format jsonl -o ratings.jsonl",
                "  sudoku rate -f ${sys:sudoku.data:-data}/hardest.txt --verify --stats > /dev/null",
                "  sudoku rate --format serate -f ${sys:sudoku.data:-data}/hardest.txt",
                "  sudoku rate --serate '%%n: %%g ER=%%r (%%h)' -f ${sys:sudoku.data:-data}/hardest.txt",
                "  sudoku rate --timeout 10s -f ${sys:sudoku.data:-data}/easy50.txt",
                "  sudoku rate --variant x ..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..",
                "",
                "Every puzzle line gets one output line, in input order; invalid lines get an error field.",
                "A puzzle with several solutions is rated without uniqueness techniques and marked",
                "'multiple'; one without solution is marked 'unsolvable', as 'sudoku solve' says.",
                "Exit codes: 0 all rated, 1 error (e.g. no such file), 2 bad options or technique",
                "names, 3 an invalid puzzle, 4 a puzzle without solution, 5 one with several",
                "solutions, 6 out of time (a puzzle not rated within --timeout)."})
public final class RateCommand implements Callable<Integer> {
    /** How the error of a puzzle not rated in time begins. */
    private static final String OUT_OF_TIME = "out of time";
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;


    @Mixin
    PuzzleSource source;

    @Option(names = "--variant", paramLabel = "NAME", converter = Converters.VariantName.class,
            description = "Read puzzles without a prefix as this variant (x, windoku, jigsaw, killer, ...; "
                    + "default: classic).")
    Variant variant = Variant.NONE;

    @Option(names = "--threads", paramLabel = "N", description = "Rate with N threads (default: the number of cores).")
    Integer threads;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = OutputFormat.Rated.class,
            description = {"text, json, jsonl or serate (default: ${DEFAULT-VALUE}). serate is Sudoku Explainer's",
                    "line: the puzzle and ED=ER/EP/ED; input lines may end in those figures, and",
                    "--stats compares them with ours."})
    OutputFormat format;

    @Option(names = "--serate", paramLabel = "FORMAT",
            description = {"serate's lines in this format (implies --format serate), as Sudoku Explainer's",
                    "serate --format: %%g puzzle, %%r ER, %%p EP, %%d ED, %%n line, %%h hardest technique,",
                    "%%l level, %%%% a percent sign (default: '%%g ED=%%r/%%p/%%d')."})
    String serateFormat;

    @Option(names = "--stats", description = "Print a summary (count, time, thread CPU per puzzle, share solved without guessing) to stderr.")
    boolean stats;

    @Option(names = "--verify", description = {"Also check every step of each unique puzzle's path and rating rounds",
            "against its solution; wrong steps are printed to stderr (exit code 1 if any)."})
    boolean verify;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Durations.Converter.class,
            description = {"The longest the rating of one puzzle may take: 500ms, 10s, 2m (a bare number",
                    "is seconds; default: no limit). A puzzle not rated in time gets an error",
                    "saying so and the exit code is 6."})
    Duration timeout;

    @Mixin
    TechniqueOptions techniques;

    @Mixin
    LanguageOption language;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            err.println("error: --threads must be at least 1");
            return ExitCodes.USAGE;
        }
        Rater rater = new Rater(techniques.toRatingOptions());
        Verifier verifier = verify ? new Verifier(techniques.toOptions()) : null;
        AtomicLong checkedSteps = new AtomicLong();
        List<String> problems = Collections.synchronizedList(new ArrayList<>());
        List<PuzzleRecord> records = new ArrayList<>();
        Map<Long, Serate.Figures> given = new HashMap<>();
        if (serateFormat != null) {
            String problem = Serate.checkFormat(serateFormat);
            if (problem != null) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), problem);
            }
            format = OutputFormat.SERATE;
        }
        boolean serate = format == OutputFormat.SERATE;
        boolean batch = !source.single();
        try {
            for (PuzzleSource.Input input : source.inputs()) {
                if (!input.isFile()) {
                    String text = serate ? Serate.withoutFigures(input.puzzle(), input.position(), given) : input.puzzle();
                    new PuzzleSource.Records(List.of(new PuzzleSource.Input(text, input.position(), null)), variant)
                            .forEachRemaining(records::add);
                    continue;
                }
                try (PuzzleReader reader = serate
                        ? new PuzzleReader(Serate.withoutFigures(PuzzleInput.reader(input.file()), given), variant,
                                JsonPuzzle.LINES)
                        : PuzzleInput.open(input.file(), variant)) {
                    reader.forEachRemaining(records::add);
                }
            }
        } catch (UncheckedIOException e) {
            err.println("error: " + e.getCause().getMessage());
            return ExitCodes.ERROR;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(n);
        List<Future<RatingView>> futures = new ArrayList<>();
        long[] cpuNanos = new long[records.size()];
        for (int i = 0; i < records.size(); i++) {
            PuzzleRecord r = records.get(i);
            int index = i;
            futures.add(pool.submit(() -> {
                long cpu = ThreadCpu.now();
                RatingView v = rate(rater, r, batch, timeout, language.lang);
                cpuNanos[index] = ThreadCpu.now() - cpu;
                if (verifier != null && v.error() == null && Solution.of(r.grid()).unique()) {
                    Verifier.Result check = verifier.verify(r.grid());
                    checkedSteps.addAndGet(check.steps());
                    problems.addAll(check.problems());
                }
                return v;
            }));
        }
        pool.shutdown();
        int code = ExitCodes.OK;
        int rated = 0;
        int withoutGuess = 0;
        List<RatingView> all = new ArrayList<>();
        for (Future<RatingView> f : futures) {
            RatingView v;
            try {
                v = f.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException("rating failed: " + e.getCause(), e.getCause());
            }
            if (v.error() != null) {
                code = ExitCodes.worst(code, v.error().startsWith(OUT_OF_TIME) ? ExitCodes.TIMEOUT
                        : "unsolvable".equals(v.status()) ? ExitCodes.UNSOLVABLE : ExitCodes.INVALID);
            } else {
                rated++;
                withoutGuess += v.guessed() ? 0 : 1;
                if ("multiple".equals(v.status())) {
                    code = ExitCodes.worst(code, ExitCodes.MULTIPLE);
                }
            }
            all.add(v);
            switch (format) {
                case JSON -> { }
                case JSONL -> out.println(Json.line(v));
                case SERATE -> out.println(Serate.line(v, serateFormat != null ? serateFormat : Serate.DEFAULT_FORMAT));
                default -> out.println(text(v, language.messages()));
            }
        }
        if (format == OutputFormat.JSON) {
            out.println(Json.pretty(batch ? all : all.get(0)));
        }
        out.flush();
        if (verify) {
            problems.forEach(err::println);
            err.printf("verified %d steps: %d wrong%n", checkedSteps.get(), problems.size());
            err.flush();
            if (!problems.isEmpty()) {
                code = ExitCodes.ERROR;
            }
        }
        if (stats) {
            double seconds = (System.nanoTime() - start) / 1e9;
            err.printf("rated %d of %d puzzles in %.2f s with %d thread%s (%.0f per second); %d (%.1f%%) without a guess%n",
                    rated, records.size(), seconds, n, n == 1 ? "" : "s", rated / Math.max(seconds, 1e-9),
                    withoutGuess, rated == 0 ? 0.0 : 100.0 * withoutGuess / rated);
            err.println(ThreadCpu.perPuzzle(cpuNanos, records.stream().mapToLong(PuzzleRecord::line).toArray()));
            List<Serate.Figures[]> pairs = Serate.pairs(all, given);
            if (!pairs.isEmpty()) {
                err.println(Serate.comparison(pairs));
            }
            err.flush();
        }
        return code;
    }

    private static RatingView rate(Rater rater, PuzzleRecord r, boolean batch, Duration timeout, Lang lang) {
        Long line = batch ? r.line() : null;
        if (!r.isValid()) {
            return RatingView.error(line, r.text(), "invalid", r.error());
        }
        try {
            var budget = Durations.budget(timeout);
            Solution s = Solution.of(r.grid(), budget);
            return RatingView.of(line, r.grid().toLine(), s.status(), rater.rate(r.grid(), s.unique(), budget), lang);
        } catch (CancelledException e) {
            return RatingView.error(line, r.text(), OUT_OF_TIME + ": not rated within the --timeout of "
                    + Durations.describe(timeout));
        } catch (PuzzleException e) {
            return RatingView.error(line, r.text(), e.status(), e.message(lang));
        } catch (IllegalArgumentException e) {
            return RatingView.error(line, r.text(), "invalid", e.getMessage());
        }
    }

    private static String text(RatingView v, Messages m) {
        String where = v.line() != null ? "line " + v.line() + ": " : "";
        if (v.error() != null) {
            return where + ("unsolvable".equals(v.status()) ? "unsolvable: " : "error: ") + v.error();
        }
        String rating = m.text("rate.rating", "rating", String.format("%.1f", v.rating()),
                "level", m.level(Level.parse(v.level())), "hardest", v.hardest(),
                "er_ep_ed", String.format("%.1f/%.1f/%.1f", v.er(), v.ep(), v.ed()),
                "ran_out", v.guessed() ? m.text("rate.ran_out") : "");
        return where + ("multiple".equals(v.status()) ? m.text("rate.multiple", "rating", rating) : rating);
    }
}
