package sudoku.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.core.CancelledException;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import sudoku.core.Geometry;
import sudoku.input.PuzzleRecord;
import sudoku.logic.Candidates;
import sudoku.logic.internal.HodokuCodes;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.internal.Solution;
import sudoku.logic.Step;
import sudoku.logic.text.StepTexts;
import sudoku.logic.solve.internal.StepLister;
import sudoku.logic.Technique;
import sudoku.logic.view.internal.StepView;

/** {@code sudoku steps}: every instance of some techniques in one pencil-mark state. */
@Command(name = "steps",
        description = {"List every instance of a technique (of every technique when none is named) in",
                "a pencil-mark state or a puzzle, each with its eliminations and placements."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku steps --technique x-wing,sashimi-x-wing 9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
                "  sudoku steps --technique 0100 --format json \":0100:2:9.....7.1.2.4...........5.+47.1..5....8.....3.............82..4.1.9.........39....:212 312:::\"",
                "",
                "STATE is a candidate grid as 'sudoku explain --candidates' prints it,",
                "729 candidate characters (9 per cell: the digit if a candidate, else . or 0),",
                "a line of HoDoKu's regression library (:code:candidates:givens:deleted:...),",
                "or a puzzle. Techniques are named as 'sudoku techniques' lists them or by",
                "HoDoKu's codes (0603, 0711-1; a -n variant is ignored). Steps with the same",
                "effect are listed once, by the shortest chain. Uniqueness techniques are left",
                "out when the digits placed do not have exactly one solution.",
                "Exit codes: 0 listed (none found included), 1 error, 2 bad options or",
                "technique names, 3 invalid state, 4 no solution, 6 out of time (--timeout)."})
public final class StepsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;

    @Parameters(index = "0", paramLabel = "STATE", description = "A pencil-mark state or a puzzle.")
    String input;

    @Option(names = "--technique", split = ",", paramLabel = "NAME",
            description = "The techniques to list (comma-separated names or HoDoKu codes; default: all).")
    List<String> techniques;

    @Option(names = "--max-links", paramLabel = "N",
            description = "Leave out chains of more than N links (default: every length).")
    Integer maxLinks;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = OutputFormat.TextOrJsonDocument.class,
            description = "text or json (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Durations.Converter.class,
            description = {"Stop with exit code 6 when the search takes longer: 500ms, 10s, 2m",
                    "(a bare number is seconds; default: no limit)."})
    Duration timeout;

    @Mixin
    LanguageOption language;

    @Mixin
    NotationOption notation;

    /** The JSON document: {@code {"steps": [...]}}. */
    record StepsView(List<StepView> steps) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Set<Technique> chosen = chosen();
        Candidates state;
        try {
            state = read(input);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.INVALID;
        }
        Geometry g = state.geometry();
        List<Step> steps;
        try {
            state.cancelWith(Durations.budget(timeout));
            Solution s = Solution.of(state.toGrid(), state.cancellation());
            if (!s.unique()) {
                chosen.removeIf(Technique::uniqueness);
            }
            steps = StepLister.every(state, chosen, maxLinks == null ? StepLister.ANY_LENGTH : maxLinks);
        } catch (CancelledException e) {
            err.println("error: out of time: the search did not end within the --timeout of "
                    + Durations.describe(timeout));
            return ExitCodes.TIMEOUT;
        } catch (PuzzleException e) {
            err.println((e.unsolvable() ? "unsolvable: " : "error: ") + e.message(language.lang));
            return e.unsolvable() ? ExitCodes.UNSOLVABLE : ExitCodes.INVALID;
        }
        if (format == OutputFormat.JSON) {
            out.println(Json.pretty(new StepsView(steps.stream().map(st -> StepView.of(g, st, language.lang, notation.notation)).toList())));
        } else {
            int n = 0;
            for (Step st : steps) {
                out.printf("%3d. %s: %s%n", ++n, StepTexts.name(g, st, language.lang), StepTexts.indented(
                        StepTexts.of(g, st, language.lang, notation.notation),
                        StepTexts.lines(g, st, language.lang, notation.notation), ExplainCommand.INDENT));
            }
            out.println(language.messages().text(steps.size() == 1 ? "steps.count.one" : "steps.count.many",
                    "count", steps.size()));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The techniques named, or every implemented one. */
    private Set<Technique> chosen() {
        if (techniques == null) {
            return EnumSet.copyOf(Technique.implemented());
        }
        Set<Technique> out = EnumSet.noneOf(Technique.class);
        List<String> unknown = new ArrayList<>();
        for (String name : techniques) {
            try {
                out.addAll(HodokuCodes.techniques(name));
            } catch (IllegalArgumentException e) {
                unknown.add(e.getMessage());
            }
        }
        if (!unknown.isEmpty()) {
            throw new ParameterException(spec.commandLine(), String.join("; ", unknown));
        }
        return out;
    }

    /** A pencil-mark state, or a puzzle's starting state. */
    static Candidates read(String text) {
        if (PencilMarkState.looksLikeOne(text)) {
            return PencilMarkState.parse(text).state();
        }
        PuzzleRecord record = PuzzleRecord.of(1, text);
        if (!record.isValid()) {
            throw new IllegalArgumentException(record.error());
        }
        return Candidates.of(record.grid());
    }
}
