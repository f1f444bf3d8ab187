package sudoku.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One run of the command line in-process: exit code, standard output and standard error. */
record CliRun(int code, String out, String err) {
    static CliRun of(String... args) {
        CommandLine cl = SudokuCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    String[] lines() {
        return out.isEmpty() ? new String[0] : out.split("\n");
    }
}
