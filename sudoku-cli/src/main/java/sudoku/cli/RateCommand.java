package sudoku.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.core.CancelledException;
import sudoku.core.Variant;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.solve.internal.Rater;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.Verifier;
import sudoku.logic.internal.Lang;
import sudoku.logic.Level;
import sudoku.logic.internal.Messages;
import sudoku.logic.view.internal.RatingView;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

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
        if (serateFormat != null) {
            String problem = Serate.checkFormat(serateFormat);
            if (problem != null) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), problem);
            }
            format = OutputFormat.SERATE;
        }
        Rater rater = new Rater(techniques.toRatingOptions());
        Verifier verifier = verify ? new Verifier(techniques.toOptions()) : null;
        boolean batch = !source.single();
        Tally tally = new Tally(out);
        long start = System.nanoTime();
        // the figures cut from serate lines, by line, until their rating is written
        Map<Long, Serate.Figures> given = new ConcurrentHashMap<>();
        try (PuzzleSource.Records records = format == OutputFormat.SERATE
                ? source.records(variant, (text, line) -> Serate.withoutFigures(text, line, given))
                : source.records(variant);
             InOrder<Rated> pool = new InOrder<>(n, "rate", r -> tally.add(r, given.remove(r.line())), out::flush)) {
            while (records.hasNext()) {
                PuzzleRecord r = records.next();
                pool.submit(() -> rated(rater, verifier, r, batch));
            }
            pool.finish();
        } catch (UncheckedIOException e) {
            out.flush();
            err.println("error: " + e.getCause().getMessage());
            return ExitCodes.ERROR;
        }
        if (format == OutputFormat.JSON) {
            out.println(Json.pretty(batch ? tally.all : tally.all.get(0)));
        }
        out.flush();
        int code = tally.code;
        if (verify) {
            tally.problems.forEach(err::println);
            err.printf("verified %d steps: %d wrong%n", tally.checkedSteps, tally.problems.size());
            err.flush();
            if (!tally.problems.isEmpty()) {
                code = ExitCodes.ERROR;
            }
        }
        if (stats) {
            double seconds = (System.nanoTime() - start) / 1e9;
            err.printf("rated %d of %d puzzles in %.2f s with %d thread%s (%.0f per second); %d (%.1f%%) without a guess%n",
                    tally.rated, tally.count, seconds, n, n == 1 ? "" : "s", tally.rated / Math.max(seconds, 1e-9),
                    tally.withoutGuess, tally.rated == 0 ? 0.0 : 100.0 * tally.withoutGuess / tally.rated);
            err.println(ThreadCpu.perPuzzle(Arrays.copyOf(tally.cpuNanos, tally.count),
                    Arrays.copyOf(tally.lines, tally.count)));
            if (!tally.pairs.isEmpty()) {
                err.println(Serate.comparison(tally.pairs));
            }
            err.flush();
        }
        return code;
    }

    /** One puzzle's rating, the thread CPU time it took and, with --verify, what the check found. */
    private record Rated(long line, RatingView view, long cpuNanos, Verifier.Result check) {
    }

    /** Rates one puzzle (and checks its path with --verify); runs on a pool thread. */
    private Rated rated(Rater rater, Verifier verifier, PuzzleRecord r, boolean batch) {
        long cpu = ThreadCpu.now();
        RatingView v = rate(rater, r, batch, timeout, language.lang);
        long spent = ThreadCpu.now() - cpu;
        Verifier.Result check = verifier != null && v.error() == null && Solution.of(r.grid()).unique()
                ? verifier.verify(r.grid()) : null;
        return new Rated(r.line(), v, spent, check);
    }

    /**
     * What the ratings written so far add up to: each is printed as it comes, in input order, and
     * only what the summary needs is kept (every rating only for --format json, one document).
     */
    private final class Tally {
        private final PrintWriter out;
        private final List<RatingView> all = new ArrayList<>();
        private final List<String> problems = new ArrayList<>();
        private final List<Serate.Figures[]> pairs = new ArrayList<>();
        private long[] cpuNanos = new long[0];
        private long[] lines = new long[0];
        private int count;
        private int rated;
        private int withoutGuess;
        private long checkedSteps;
        private int code = ExitCodes.OK;

        Tally(PrintWriter out) {
            this.out = out;
        }

        void add(Rated r, Serate.Figures figures) {
            RatingView v = r.view();
            if (v.error() != null) {
                code = ExitCodes.worst(code, v.error().startsWith(OUT_OF_TIME) ? ExitCodes.TIMEOUT
                        : "unsolvable".equals(v.status()) ? ExitCodes.UNSOLVABLE : ExitCodes.INVALID);
            } else {
                rated++;
                withoutGuess += v.guessed() ? 0 : 1;
                if ("multiple".equals(v.status())) {
                    code = ExitCodes.worst(code, ExitCodes.MULTIPLE);
                }
                if (figures != null && stats) {
                    pairs.add(new Serate.Figures[] {Serate.of(v), figures});
                }
            }
            if (r.check() != null) {
                checkedSteps += r.check().steps();
                problems.addAll(r.check().problems());
            }
            if (stats) {
                if (count == cpuNanos.length) {
                    cpuNanos = Arrays.copyOf(cpuNanos, Math.max(16, 2 * count));
                    lines = Arrays.copyOf(lines, cpuNanos.length);
                }
                cpuNanos[count] = r.cpuNanos();
                lines[count] = r.line();
            }
            count++;
            switch (format) {
                case JSON -> all.add(v);
                case JSONL -> out.println(Json.line(v));
                case SERATE -> out.println(Serate.line(v, serateFormat != null ? serateFormat : Serate.DEFAULT_FORMAT));
                default -> out.println(text(v, language.messages()));
            }
        }
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
