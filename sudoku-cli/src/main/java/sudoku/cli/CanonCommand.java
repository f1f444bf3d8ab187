package sudoku.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.generate.internal.Canonicalizer;
import sudoku.input.PuzzleRecord;

/** {@code sudoku canon}: the canonical form of each puzzle, to find the same Sudoku in disguise. */
@Command(name = "canon",
        description = {"Print each puzzle's canonical form: the smallest equivalent puzzle under relabelling",
                "the digits, moving bands, stacks, rows and columns within them, and transposing.",
                "Two puzzles are the same Sudoku exactly when their canonical forms are equal."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku canon 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                "  sudoku canon -f ${sys:sudoku.data:-data}/top95.txt --format jsonl",
                "  sudoku canon -f ${sys:sudoku.data:-data}/magictour_top1465.txt --dedupe -o distinct.txt",
                "",
                "Boards with boxes up to 9x9 (4x4, 6x6, 9x9). Exit codes: 0 ok, 1 error, 2 bad options,",
                "3 at least one line was not a puzzle (its output line says so, the rest still done)."})
public final class CanonCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;


    @Mixin
    PuzzleSource source;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "line", converter = OutputFormat.LineOrJsonl.class,
            description = "line (the canonical form) or jsonl (line, puzzle, canonical, duplicate_of) "
                    + "(default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--dedupe",
            description = "Print only the first puzzle of each class, as given; count the duplicates on stderr.")
    boolean dedupe;

    /** One line of {@code --format jsonl}; {@code duplicate_of} is the first line with the same form. */
    record CanonRecord(long line, String puzzle, String canonical,
                       @com.fasterxml.jackson.annotation.JsonProperty("duplicate_of") Long duplicateOf, String error) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<Grid, Long> firstLine = new HashMap<>();
        int code = ExitCodes.OK;
        long total = 0;
        long duplicates = 0;
        try (PuzzleSource.Records records = source.records(Variant.NONE)) {
            while (records.hasNext()) {
                PuzzleRecord record = records.next();
                String error = !record.isValid() ? record.error()
                        : Canonicalizer.supports(record.grid().geometry()) ? null
                        : "line " + record.line() + ": canonical forms are computed for boards with boxes up to 9x9, not "
                                + record.grid().geometry().describe();
                if (error != null) {
                    // one output line per input line: an invalid one says so where its form would be
                    out.println(format == OutputFormat.JSONL
                            ? Json.line(new CanonRecord(record.line(), record.text(), null, null, error))
                            : "invalid: " + error);
                    code = ExitCodes.worst(code, ExitCodes.INVALID);
                    continue;
                }
                total++;
                Grid canon = Canonicalizer.canonical(record.grid());
                Long first = firstLine.putIfAbsent(canon, record.line());
                if (first != null) {
                    duplicates++;
                }
                if (dedupe && first != null) {
                    continue;
                }
                if (format == OutputFormat.JSONL) {
                    out.println(Json.line(new CanonRecord(record.line(), record.grid().toLine(), canon.toLine(),
                            first, null)));
                } else {
                    out.println(dedupe ? record.grid().toLine() : canon.toLine());
                }
            }
        } catch (UncheckedIOException e) {
            err.println("error: " + e.getCause().getMessage());
            return ExitCodes.ERROR;
        }
        out.flush();
        if (dedupe || (!source.single() && duplicates > 0)) {
            err.println("canon: " + total + " puzzles, " + (total - duplicates) + " distinct, " + duplicates
                    + " duplicate" + (duplicates == 1 ? "" : "s"));
        }
        return code;
    }
}
