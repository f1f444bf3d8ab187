package sudoku.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.format.CommunityFormat;
import sudoku.format.PuzzleState;
import sudoku.input.PuzzleRecord;

/** {@code sudoku convert}: each puzzle written in another tool's format, or read from one. */
@Command(name = "convert",
        description = {"Write each puzzle in another tool's format (SudokuWiki, f-puzzles, SudokuPad, Simple",
                "Sudoku, SadMan, HoDoKu) or in the project's own. Any of them is read too: a link or string of",
                "those tools is recognised wherever a puzzle is read. A player's progress (placed digits and",
                "candidates) carried by a SudokuWiki, f-puzzles or SudokuPad link or a HoDoKu grid is kept."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku convert --format sudokuwiki 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "  sudoku convert --format sudokupad x:..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..",
                "  sudoku convert --format hodoku 'https://www.sudokuwiki.org/sudoku.htm?bd=000089000000000470600000000020300000040000009000000068809050000000700200500000000'",
                "  sudoku convert --format ss -f data/easy50.txt",
                "",
                "Exit codes: 0 ok, 1 error, 2 bad options, 3 at least one puzzle was not read or cannot be",
                "written in the format (reported on stderr, the rest still done)."})
public final class ConvertCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;

    @picocli.CommandLine.Mixin
    PuzzleSource source;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "line", converter = OutputFormat.Converted.class,
            description = {"line, grid, or another tool's format: sudokuwiki, fpuzzles, fpuzzles-json, sudokupad,",
                    "ss, sdk, sdm, hodoku, hodoku-givens, hodoku-values (default: ${DEFAULT-VALUE})."})
    OutputFormat format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int code = ExitCodes.OK;
        try (PuzzleSource.Records records = source.records(Variant.NONE)) {
            while (records.hasNext()) {
                PuzzleRecord record = records.next();
                if (!record.isValid()) {
                    // one output line per input line: an invalid one says so where its puzzle would be
                    out.println("invalid: " + record.error());
                    code = ExitCodes.worst(code, ExitCodes.INVALID);
                    continue;
                }
                PuzzleState state = state(record.text(), record);
                try {
                    out.print(text(state));
                } catch (IllegalArgumentException e) {
                    out.println("invalid: line " + record.line() + ": not written as " + format.word() + ": "
                            + e.getMessage());
                    code = ExitCodes.worst(code, ExitCodes.INVALID);
                }
            }
        } catch (UncheckedIOException e) {
            err.println("error: " + e.getCause().getMessage());
            return ExitCodes.ERROR;
        }
        out.flush();
        return code;
    }

    /** The state with its progress when the text is another tool's, else the record's puzzle alone. */
    private static PuzzleState state(String text, PuzzleRecord record) {
        try {
            Optional<PuzzleState> community = CommunityFormat.recognize(text);
            if (community.isPresent()) {
                return community.get();
            }
        } catch (PuzzleFormatException e) {
            // read already as the record's puzzle
        }
        return PuzzleState.of(record.grid());
    }

    private String text(PuzzleState state) {
        return switch (format) {
            case GRID -> GridFormat.display(state.puzzle());
            case LINE -> VariantFormat.write(state.puzzle()) + "\n";
            default -> format.writeCommunity(state);
        };
    }
}
