package sudoku.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/**
 * {@code -o FILE}: a command's standard output goes to FILE (UTF-8) instead. A mixin; the
 * command line's execution strategy ({@link #execute}) opens the file before the command runs
 * and closes it after, so commands print as they always do.
 */
final class OutputFile {
    /** The mixin's name: the field name commands declare it under. */
    static final String MIXIN = "output";

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write the output to FILE (UTF-8) instead of standard output.")
    Path file;

    /** Runs the command parsed, with its output in the file its {@code -o} names, if any. */
    static int execute(ParseResult parsed) {
        ParseResult last = parsed;
        while (last.subcommand() != null) {
            last = last.subcommand();
        }
        CommandLine command = last.commandSpec().commandLine();
        Object mixin = last.commandSpec().mixins().containsKey(MIXIN)
                ? last.commandSpec().mixins().get(MIXIN).userObject() : null;
        if (!(mixin instanceof OutputFile output) || output.file == null) {
            return new CommandLine.RunLast().execute(parsed);
        }
        PrintStream stream;
        try {
            stream = new PrintStream(Files.newOutputStream(output.file), false, StandardCharsets.UTF_8);
        } catch (IOException e) {
            command.getErr().println("error: cannot write " + output.file + ": " + e.getMessage());
            return ExitCodes.ERROR;
        }
        java.io.PrintWriter saved = command.getOut();
        ConsoleOut out = new ConsoleOut(stream, StandardCharsets.UTF_8);
        command.setOut(out);
        try {
            return new CommandLine.RunLast().execute(parsed);
        } finally {
            out.flush();
            out.close();
            command.setOut(saved);
        }
    }
}
