package sudoku.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Model.CommandSpec;

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
        SUBCOMMANDS.put("steps", StepsCommand::new);
        SUBCOMMANDS.put("rate", RateCommand::new);
        SUBCOMMANDS.put("generate", GenerateCommand::new);
        SUBCOMMANDS.put("minimize", MinimizeCommand::new);
        SUBCOMMANDS.put("canon", CanonCommand::new);
        SUBCOMMANDS.put("convert", ConvertCommand::new);
        SUBCOMMANDS.put("print", PrintCommand::new);
        SUBCOMMANDS.put("serve", ServeCommand::new);
        SUBCOMMANDS.put("challenge", ChallengeCommand::new);
        SUBCOMMANDS.put("bench", BenchCommand::new);
        SUBCOMMANDS.put("techniques", TechniquesCommand::new);
        SUBCOMMANDS.put("scan", ScanCommand::new);
        SUBCOMMANDS.put("scan-train", ScanTrainCommand::new);
        SUBCOMMANDS.put("scan-bench", ScanBenchCommand::new);
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
            try {
                System.exit(SolveCommand.ofPuzzle(args[1]).call());
            } catch (ConsoleOut.Closed closed) {
                System.exit(ExitCodes.OK);
            }
        }
        CommandLine cl = commandLine(args.length > 0 ? args[0] : null);
        cl.setOut(ConsoleOut.stdout());
        System.exit(cl.execute(args));
    }

    /** The names {@code sudoku COMMAND} accepts, in help order. */
    static List<String> commandNames() {
        List<String> names = new ArrayList<>(SUBCOMMANDS.keySet());
        names.add("help");
        return names;
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
        CommandLine cl = new CommandLine(new SudokuCommand()) {
            /**
             * An unknown command is an error whatever follows it: left to picocli,
             * 'sudoku nosuch --help' prints the top-level help and exits 0, and
             * 'sudoku nosuch solve ...' runs solve.
             */
            @Override
            public int execute(String... args) {
                String word = firstWord(List.of(args));
                if (word != null && !commandNames().contains(word)) {
                    return rejectCommand(this, word);
                }
                return super.execute(args);
            }
        };
        boolean one = only != null && SUBCOMMANDS.containsKey(only);
        SUBCOMMANDS.forEach((name, make) -> {
            if (!one || name.equals(only)) {
                cl.addSubcommand(name, make.get());
            }
        });
        cl.addSubcommand("help", new CommandLine.HelpCommand());
        // the footers (examples, notes, exit codes) are wrapped by hand: shown as written, so an
        // example stays one line that can be pasted and a puzzle is never cut in two
        cl.getSubcommands().values().forEach(sub -> sub.getHelpSectionMap()
                .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER, SudokuCommand::footerAsWritten));
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
                SudokuCommand::commandList);
        cl.setParameterExceptionHandler(new UsageError());
        cl.setExecutionStrategy(OutputFile::execute);
        cl.setExecutionExceptionHandler((ex, line, parseResult) -> {
            if (ex instanceof ConsoleOut.Closed) {
                return ExitCodes.OK; // the reader of the output has gone (| head): stop, as a filter does
            }
            line.getErr().println("error: " + ex.getMessage());
            return ExitCodes.ERROR;
        });
        return cl;
    }

    /** A command's footer line by line as written (variables such as the data folder filled in). */
    static String footerAsWritten(Help help) {
        StringBuilder out = new StringBuilder();
        for (String line : help.commandSpec().usageMessage().footer()) {
            try {
                out.append(String.format(line)); // %% and %n, as picocli reads help texts
            } catch (java.util.IllegalFormatException e) {
                out.append(line);
            }
            out.append(System.lineSeparator());
        }
        return out.toString();
    }

    /** The first argument that is not an option: where the command must be. */
    private static String firstWord(List<String> args) {
        for (String word : args) {
            if (!word.startsWith("-")) {
                return word;
            }
        }
        return null;
    }

    private static int rejectCommand(CommandLine cl, String word) {
        PrintWriter err = cl.getErr();
        err.println("sudoku: unknown command '" + word + "'");
        if ("cluster".equals(word)) {
            err.println("The Spark job is started by the launcher ('sudoku cluster' from the repository)"
                    + " or by spark-submit with sudoku-spark.jar.");
        } else {
            String close = closestCommand(word);
            if (close != null) {
                err.println("Did you mean '" + close + "'?");
            }
        }
        err.println("Run 'sudoku --help' for the list of commands.");
        err.flush();
        return ExitCodes.USAGE;
    }

    /** The command a mistyped {@code word} most likely meant, or null when none is close. */
    static String closestCommand(String word) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String name : commandNames()) {
            int d = name.startsWith(w) && w.length() >= 2 ? 0 : distance(w, name);
            if (d < bestDistance) {
                best = name;
                bestDistance = d;
            }
        }
        return bestDistance <= Math.max(1, Math.min(2, w.length() / 3)) ? best : null;
    }

    /** Edit distance with adjacent transpositions (optimal string alignment). */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /**
     * The "Commands:" section: each command with the first whole sentence of its description
     * (picocli's own list shows only the first line, which cuts sentences that go on).
     */
    private static String commandList(Help help) {
        Map<String, Help> subcommands = help.subcommands();
        if (subcommands.isEmpty()) {
            return "";
        }
        int longest = subcommands.keySet().stream().mapToInt(String::length).max().orElse(0);
        int width = help.commandSpec().usageMessage().width();
        int nameColumn = longest + 4;
        TextTable table = TextTable.forColumns(help.colorScheme(),
                new Column(nameColumn, 2, Column.Overflow.SPAN),
                new Column(width - nameColumn, 0, Column.Overflow.WRAP));
        subcommands.forEach((name, sub) -> {
            if (!sub.commandSpec().usageMessage().hidden()) {
                table.addRowValues(name, summary(sub.commandSpec()));
            }
        });
        return table.toString();
    }

    /** A command's header if it has one, else the first sentence of its description. */
    static String summary(CommandSpec spec) {
        String[] header = spec.usageMessage().header();
        String text = String.join(" ", header.length > 0 ? header : spec.usageMessage().description()).strip();
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (c == '.' && depth == 0 && (i + 1 == text.length() || text.charAt(i + 1) == ' ')
                    && (i == 0 || text.charAt(i - 1) != '.')) {
                return text.substring(0, i + 1);
            }
        }
        return text;
    }
}
