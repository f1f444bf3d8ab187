package sudoku.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.core.CancelledException;
import sudoku.core.Geometry;
import sudoku.core.GridFormat;
import sudoku.input.PuzzleRecord;
import sudoku.logic.Candidates;
import sudoku.logic.solve.internal.Explainer;
import sudoku.logic.Explanation;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.Step;
import sudoku.logic.text.StepTexts;
import sudoku.logic.view.internal.ExplanationView;
import sudoku.logic.solve.internal.Explainer;

/** {@code sudoku explain}: the whole path a person could follow, step by step. */
@Command(name = "explain",
        description = {"Solve a puzzle the way a person would: one named technique at a time,",
                "each step explained in a sentence, then the puzzle's rating."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku explain 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "  sudoku explain --candidates --format text 9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
                "  sudoku explain --format json --without xy-wing,x-wing 9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
                "  sudoku explain --timeout 10s ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "  sudoku explain --notation rc ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..  # cells as r3c1",
                "",
                "A puzzle with several solutions is explained without uniqueness techniques and",
                "marked 'multiple'; one without solution is 'unsolvable', as 'sudoku solve' says.",
                "Exit codes: 0 explained, 1 error, 2 bad options or technique names, 3 invalid",
                "puzzle, 4 no solution, 5 several solutions, 6 out of time (--timeout ran out)."})
public final class ExplainCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;

    @Parameters(index = "0", arity = "0..1", paramLabel = "PUZZLE",
            description = {"A puzzle: 81 characters (. or 0 for empty), or a grid over several lines;",
                    "or a pencil-mark state to start from (see 'sudoku help steps'). None, or -:",
                    "the puzzles of standard input, as -f - reads them."})
    String puzzle;

    @Mixin
    BatchOptions batch;

    @Option(names = "--candidates", description = {"Show the pencil marks before each step (text format): clues",
            "plain, placed digits with a star (*5), candidates in braces ({17})."})
    boolean candidates;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = OutputFormat.TextOrJson.class,
            description = "text, json or jsonl (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Durations.Converter.class,
            description = {"Stop with exit code 6 when the explanation takes longer: 500ms, 10s, 2m",
                    "(a bare number is seconds; default: no limit)."})
    Duration timeout;

    @Mixin
    TechniqueOptions techniques;

    @Mixin
    LanguageOption language;

    @Mixin
    NotationOption notation;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        LogicOptions options = techniques.toOptions();
        if (!batch.batch(puzzle).isEmpty()) {
            if (BatchOptions.isPuzzle(puzzle)) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give a PUZZLE or -f FILE, not both");
            }
            Explainer explainer = new Explainer(options, techniques.toRatingOptions());
            return JsonlBatch.run(batch.batch(puzzle), batch.variant, language.lang, out, err, r -> {
                Explanation e = explainer.explain(r.grid(), Durations.budget(timeout));
                return new JsonlBatch.Result(ExplanationView.of(e, language.lang, notation.notation), e.unique());
            });
        }
        PencilMarkState pm = null;
        PuzzleRecord record;
        try {
            pm = PencilMarkState.looksLikeOne(puzzle) ? PencilMarkState.parse(puzzle) : null;
            record = pm != null ? PuzzleRecord.of(1, pm.givens().toLine()) : PuzzleRecord.of(1, puzzle, batch.variant);
        } catch (IllegalArgumentException ex) {
            err.println("error: " + ex.getMessage());
            return ExitCodes.INVALID;
        }
        if (!record.isValid()) {
            err.println("error: " + record.error());
            return ExitCodes.INVALID;
        }
        Explanation e;
        try {
            Explainer explainer = new Explainer(options, techniques.toRatingOptions());
            e = pm != null ? explainer.explain(pm, Durations.budget(timeout))
                    : explainer.explain(record.grid(), Durations.budget(timeout));
        } catch (CancelledException ex) {
            err.println("error: out of time: no explanation within the --timeout of " + Durations.describe(timeout)
                    + "; raise it, or leave out costly techniques with --without");
            return ExitCodes.TIMEOUT;
        } catch (PuzzleException ex) {
            return notExplained(out, err, record, ex);
        }
        switch (format) {
            case JSON -> out.println(Json.pretty(ExplanationView.of(e, language.lang, notation.notation)));
            case JSONL -> out.println(Json.line(ExplanationView.of(e, language.lang, notation.notation)));
            default -> printText(out, e);
        }
        out.flush();
        return e.unique() ? ExitCodes.OK : ExitCodes.MULTIPLE;
    }

    /** A puzzle without solution (status and reason, exit code 4) or with clashing clues (3). */
    private int notExplained(PrintWriter out, PrintWriter err, PuzzleRecord record, PuzzleException ex) {
        if (!ex.unsolvable()) {
            err.println("error: " + ex.message(language.lang));
            return ExitCodes.INVALID;
        }
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("puzzle", record.grid().toLine());
        m.put("status", ex.status());
        m.put("error", ex.message(language.lang));
        switch (format) {
            case JSON -> out.println(Json.pretty(m));
            case JSONL -> out.println(Json.line(m));
            default -> out.println("unsolvable: " + ex.message(language.lang));
        }
        out.flush();
        return ExitCodes.UNSOLVABLE;
    }

    /**
     * The pencil-mark grid before a step: a clue plain ({@code 5}), a digit placed by a step with a
     * star ({@code *5}), an empty cell's candidates in braces ({@code {17}}, {@code {7}} for a single
     * one left), so a lone candidate never looks like a digit. {@code sudoku hint --marks} reads it back.
     */
    static String candidateGrid(sudoku.core.Grid puzzle, Candidates state) {
        Geometry g = puzzle.geometry();
        String[] texts = new String[g.cellCount()];
        for (int cell = 0; cell < texts.length; cell++) {
            if (puzzle.get(cell) != 0) {
                texts[cell] = String.valueOf(Geometry.symbol(puzzle.get(cell)));
            } else if (state.digit(cell) != 0) {
                texts[cell] = "*" + Geometry.symbol(state.digit(cell));
            } else {
                texts[cell] = "{" + sudoku.core.bits.DigitSet.toString(state.candidates(cell)) + "}";
            }
        }
        return GridFormat.display(g, texts);
    }

    /** What goes before a nested step's inner chain per level, under the step's own sentence. */
    static final String INDENT = "      ";

    private void printText(PrintWriter out, Explanation e) {
        Geometry g = e.puzzle().geometry();
        Messages m = language.messages();
        out.println(m.text("explain.puzzle", "puzzle", e.puzzle().toLine()));
        if (!e.unique()) {
            out.println(m.text("explain.multiple"));
        }
        Candidates state = e.start();
        if (!state.equals(Candidates.of(e.puzzle()))) {
            int placed = e.puzzle().geometry().cellCount() - e.puzzle().clueCount() - state.emptyCount();
            out.println(m.text(placed == 1 ? "explain.from_state.one" : "explain.from_state.many", "count", placed));
        }
        int n = 0;
        for (Step s : e.steps()) {
            if (candidates) {
                out.println();
                out.print(candidateGrid(e.puzzle(), state));
            }
            out.printf("%3d. %s: %s%n", ++n, StepTexts.name(g, s, language.lang), StepTexts.indented(
                    StepTexts.of(g, s, language.lang, notation.notation),
                    StepTexts.lines(g, s, language.lang, notation.notation), INDENT));
            s.applyTo(state);
        }
        out.println();
        out.print(GridFormat.display(state.toGrid()));
        out.println(m.text("explain.summary", "rating", String.format(java.util.Locale.ROOT, "%.1f", e.rating().value()),
                "level", m.level(e.rating().level()), "hardest", m.technique(e.rating().hardest()),
                "steps", e.steps().size(), "guess", m.text(e.guessed() ? "explain.guess" : "explain.no_guess")));
    }
}
