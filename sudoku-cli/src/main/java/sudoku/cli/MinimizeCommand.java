package sudoku.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.Variant;
import sudoku.generate.internal.Minimizer;
import sudoku.input.PuzzleRecord;
import sudoku.solve.Solvers;

/** {@code sudoku minimize}: drop every clue that uniqueness does not need. */
@Command(name = "minimize",
        description = {"Remove clues while the puzzle keeps exactly one solution, until every clue is needed.",
                "Clues are tried in reading order (or a random order with --seed)."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku minimize ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "  sudoku minimize -f ${sys:sudoku.data:-data}/easy50.txt",
                "",
                "Exit codes: 0 all minimized, 1 error, 2 bad options, 3 invalid puzzle,",
                "4 no solution, 5 more than one solution (such puzzles get a line saying so)."})
public final class MinimizeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin(name = OutputFile.MIXIN)
    OutputFile output;


    @Mixin
    PuzzleSource source;

    @Option(names = "--seed", paramLabel = "SEED", description = "Try clues in a random order drawn from this seed.")
    Long seed;

    @Option(names = "--format", paramLabel = "FORMAT", converter = OutputFormat.LineOrGrid.class,
            description = "line or grid (default: grid for one puzzle, line for a file).")
    OutputFormat format;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean single = source.single();
        OutputFormat fmt = format != null ? format : single ? OutputFormat.GRID : OutputFormat.LINE;
        // in a batch, one output line per input line: a puzzle that cannot be minimized says why there
        PrintWriter problems = single ? err : out;
        Minimizer minimizer = new Minimizer();
        int code = ExitCodes.OK;
        try (PuzzleSource.Records records = source.records(Variant.NONE)) {
            while (records.hasNext()) {
                PuzzleRecord record = records.next();
                String where = single ? "" : "line " + record.line() + ": ";
                if (!record.isValid()) {
                    problems.println("invalid: " + record.error());
                    code = ExitCodes.worst(code, ExitCodes.INVALID);
                    continue;
                }
                Grid puzzle = record.grid();
                long count = Solvers.best(puzzle.geometry()).solve(puzzle, 2).count();
                if (count != 1) {
                    problems.println((count == 0 ? "unsolvable: " : "multiple: ") + where
                            + (count == 0 ? "no solution" : "more than one solution")
                            + ": only a puzzle with exactly one solution can be minimized");
                    code = ExitCodes.worst(code, count == 0 ? ExitCodes.UNSOLVABLE : ExitCodes.MULTIPLE);
                    continue;
                }
                Grid min = seed == null ? minimizer.minimize(puzzle)
                        : minimizer.minimize(puzzle, new SplittableRandom(seed));
                if (fmt == OutputFormat.LINE) {
                    out.println(min.toLine());
                } else {
                    out.println("Minimal puzzle (" + min.clueCount() + " clues, " + puzzle.clueCount() + " before):");
                    out.println(GridFormat.display(min));
                }
            }
        } catch (UncheckedIOException e) {
            err.println("error: " + e.getCause().getMessage());
            return ExitCodes.ERROR;
        }
        out.flush();
        return code;
    }
}
