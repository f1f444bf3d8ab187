package sudoku.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code sudoku} command: solve, explain, rate, generate and serve Sudoku puzzles. */
@Command(name = "sudoku",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Solve, explain, rate and generate Sudoku puzzles of every size.",
        subcommands = {
                SolveCommand.class,
                ExplainCommand.class,
                HintCommand.class,
                RateCommand.class,
                GenerateCommand.class,
                MinimizeCommand.class,
                CanonCommand.class,
                ServeCommand.class,
                BenchCommand.class,
                TechniquesCommand.class,
                CommandLine.HelpCommand.class
        },
        footer = {
                "",
                "Cells are named A1..I9 (row letter, column number); r1c1 is accepted on input.",
                "Puzzles: 81 characters, . or 0 for an empty cell; other sizes use 1-9 then A-P.",
                "Run 'sudoku help COMMAND' for a command's options and examples.",
                "Huge collections on Apache Spark: 'sudoku cluster --help' (solve, count, rate, dedup)."
        })
public final class SudokuCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line (used by main and by tests). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new SudokuCommand());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler((ex, line, parseResult) -> {
            line.getErr().println("error: " + ex.getMessage());
            return ExitCodes.ERROR;
        });
        return cl;
    }
}
