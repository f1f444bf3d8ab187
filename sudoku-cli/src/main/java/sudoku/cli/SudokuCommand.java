package sudoku.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code sudoku} command: solve, explain, rate, generate and serve Sudoku puzzles. */
@Command(name = "sudoku",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Solve, explain, rate and generate Sudoku puzzles of every size.",
        footer = {
                "",
                "Cells are named A1..I9 (row letter, column number); r1c1 is accepted on input.",
                "Puzzles: 81 characters, . or 0 for an empty cell; other sizes use 1-9 then A-P.",
                "Run 'sudoku help COMMAND' for a command's options and examples.",
                "Huge collections on Apache Spark: see 'sudoku cluster --help'."
        })
public final class SudokuCommand implements Runnable {
    /** The subcommands, in the order help lists them. */
    private static final Map<String, Supplier<Object>> SUBCOMMANDS = new LinkedHashMap<>();

    static {
        SUBCOMMANDS.put("solve", SolveCommand::new);
        SUBCOMMANDS.put("explain", ExplainCommand::new);
        SUBCOMMANDS.put("hint", HintCommand::new);
        SUBCOMMANDS.put("rate", RateCommand::new);
        SUBCOMMANDS.put("generate", GenerateCommand::new);
        SUBCOMMANDS.put("minimize", MinimizeCommand::new);
        SUBCOMMANDS.put("canon", CanonCommand::new);
        SUBCOMMANDS.put("serve", ServeCommand::new);
        SUBCOMMANDS.put("challenge", ChallengeCommand::new);
        SUBCOMMANDS.put("bench", BenchCommand::new);
        SUBCOMMANDS.put("techniques", TechniquesCommand::new);
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        if (args.length == 2 && "solve".equals(args[0]) && !args[1].startsWith("-")) {
            System.exit(SolveCommand.ofPuzzle(args[1]).call());
        }
        System.exit(commandLine(args.length > 0 ? args[0] : null).execute(args));
    }

    /** The configured command line with every subcommand (used by tests). */
    public static CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command line with only subcommand {@code only} when it names one (picocli builds a
     * model of each registered command, a large part of start-up), else with all of them.
     */
    static CommandLine commandLine(String only) {
        CommandLine cl = new CommandLine(new SudokuCommand());
        boolean one = only != null && SUBCOMMANDS.containsKey(only);
        SUBCOMMANDS.forEach((name, make) -> {
            if (!one || name.equals(only)) {
                cl.addSubcommand(name, make.get());
            }
        });
        cl.addSubcommand("help", new CommandLine.HelpCommand());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler((ex, line, parseResult) -> {
            line.getErr().println("error: " + ex.getMessage());
            return ExitCodes.ERROR;
        });
        return cl;
    }
}
