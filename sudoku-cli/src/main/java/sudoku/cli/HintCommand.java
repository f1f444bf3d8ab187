package sudoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.input.PuzzleRecord;
import sudoku.logic.Hint;
import sudoku.logic.solve.internal.Hinter;
import sudoku.logic.text.StepTexts;
import sudoku.logic.LogicOptions;
import sudoku.logic.internal.PencilMarkState;
import sudoku.logic.internal.PencilMarks;
import sudoku.logic.internal.PuzzleException;
import sudoku.logic.view.internal.HintView;

/** {@code sudoku hint}: the next hint for a player's grid, as much as the level discloses. */
@Command(name = "hint",
        description = {"Give a hint from the player's own grid: first any mistake, then where to look",
                "(level 1), which technique (level 2) or the whole step (level 3)."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku hint ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "  sudoku hint --level 3 --format json 9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
                "  sudoku hint --grid 1.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "",
                "--grid is the player's grid in the same 81-character form, clues included.",
                "The marks file has one token per cell (e.g. 1479, or . for none), as printed by",
                "'sudoku explain --candidates'.",
                "On a puzzle with several solutions a digit is called wrong only when no solution has",
                "it; the hint says 'multiple', as 'sudoku solve' does.",
                "Exit codes: 0 hint given, 1 error (e.g. no such file), 2 bad options or technique",
                "names, 3 invalid input, 4 no solution, 5 several solutions (the hint is given),",
                "6 out of time (--timeout ran out)."})
public final class HintCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;

    @Parameters(index = "0", arity = "0..1", paramLabel = "PUZZLE", description = {"The puzzle (its clues only), or a pencil-mark state",
            "(see 'sudoku help steps'): its clues, digits and marks, instead of --grid and --marks.",
            "None, or -: the puzzles of standard input, as -f - reads them."})
    String puzzle;

    @Mixin
    BatchOptions batch;

    @Option(names = "--grid", paramLabel = "CURRENT", description = "The player's grid, clues included (default: the puzzle).")
    String grid;

    @Option(names = "--marks", paramLabel = "FILE", description = "The player's pencil marks, one token per cell.")
    Path marks;

    @Option(names = "--level", paramLabel = "1|2|3", defaultValue = "1",
            description = "How much to disclose: 1 where, 2 which technique, 3 the whole step (default: ${DEFAULT-VALUE}).")
    int level;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = OutputFormat.TextOrJson.class,
            description = "text, json or jsonl (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = Durations.Converter.class,
            description = {"Stop with exit code 6 when finding the hint takes longer: 500ms, 10s, 2m",
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
        if (level < 1 || level > 3) {
            err.println("error: --level must be 1, 2 or 3");
            return ExitCodes.USAGE;
        }
        LogicOptions options = techniques.toOptions();
        if (!batch.batch(puzzle).isEmpty()) {
            if (BatchOptions.isPuzzle(puzzle) || grid != null || marks != null) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                        "a batch (-f, or standard input) hints at each puzzle from its clues: leave out PUZZLE, --grid and --marks");
            }
            Hinter hinter = new Hinter(options);
            return JsonlBatch.run(batch.batch(puzzle), batch.variant, language.lang, out, err, r -> {
                Hint h = hinter.hint(r.grid(), r.grid(), null, level, Durations.budget(timeout), language.lang,
                        notation.notation);
                return new JsonlBatch.Result(HintView.of(r.grid().geometry(), h, language.lang, notation.notation),
                        h.unique());
            });
        }
        if (PencilMarkState.looksLikeOne(puzzle)) {
            return hintFromState(out, err, options);
        }
        PuzzleRecord p = PuzzleRecord.of(1, puzzle, batch.variant);
        if (!p.isValid()) {
            err.println("error: puzzle: " + p.error());
            return ExitCodes.INVALID;
        }
        Grid current = p.grid();
        if (grid != null) {
            try {
                current = GridFormat.parseUnchecked(grid);
                if (current.geometry().cellCount() == p.grid().geometry().cellCount()) {
                    // the player's digits on the puzzle's own board: its diagonals, windows, regions, cages
                    current = Grid.of(p.grid().geometry(), current.digits());
                }
            } catch (IllegalArgumentException e) {
                err.println("error: --grid: " + e.getMessage());
                return ExitCodes.INVALID;
            }
        }
        Geometry g = p.grid().geometry();
        int[] pencil = null;
        if (marks != null) {
            try {
                pencil = PencilMarks.parse(g, Files.readString(marks));
            } catch (NoSuchFileException e) {
                err.println("error: no such file: " + marks);
                return ExitCodes.ERROR;
            } catch (IOException e) {
                err.println("error: cannot read " + marks + ": " + e.getMessage());
                return ExitCodes.ERROR;
            } catch (IllegalArgumentException e) {
                err.println("error: " + marks + ": " + e.getMessage());
                return ExitCodes.INVALID;
            }
        }
        return hint(out, err, options, p.grid(), current, pencil);
    }

    /** The hint for a pencil-mark state given as PUZZLE: its clues, its digits and its marks. */
    private int hintFromState(PrintWriter out, PrintWriter err, LogicOptions options) {
        if (grid != null || marks != null) {
            err.println("error: PUZZLE is a pencil-mark state, which has its digits and marks: leave out --grid and --marks");
            return ExitCodes.USAGE;
        }
        PencilMarkState pm;
        try {
            pm = PencilMarkState.parse(puzzle);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.INVALID;
        }
        return hint(out, err, options, pm.givens(), pm.state().toGrid(), pm.state().masks());
    }

    private int hint(PrintWriter out, PrintWriter err, LogicOptions options, Grid clues, Grid current, int[] pencil) {
        Geometry g = clues.geometry();
        Hint hint;
        try {
            hint = new Hinter(options).hint(clues, current, pencil, level,
                    Durations.budget(timeout), language.lang, notation.notation);
        } catch (CancelledException e) {
            err.println("error: out of time: no hint within the --timeout of " + Durations.describe(timeout));
            return ExitCodes.TIMEOUT;
        } catch (PuzzleException e) {
            if (e.unsolvable()) {
                out.println("unsolvable: " + e.message(language.lang));
                out.flush();
                return ExitCodes.UNSOLVABLE;
            }
            err.println("error: " + e.message(language.lang));
            return ExitCodes.INVALID;
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.INVALID;
        }
        switch (format) {
            case JSON -> out.println(Json.pretty(HintView.of(g, hint, language.lang, notation.notation)));
            case JSONL -> out.println(Json.line(HintView.of(g, hint, language.lang, notation.notation)));
            default -> out.println((hint.unique() ? "" : language.messages().text("hint.multiple")
                    + language.messages().text("sentence.gap")) + (hint.step() == null ? hint.text()
                    : StepTexts.indented(hint.text(), StepTexts.lines(g, hint.step(), language.lang, notation.notation), "  ")));
        }
        out.flush();
        if (!hint.unique()) {
            return ExitCodes.MULTIPLE;
        }
        return ExitCodes.OK;
    }
}
