package sudoku.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the {@code sudoku} command in this JVM and keeps what it printed. */
record Cli(int exitCode, String out, String err) {
    /** The lines printed on standard output. */
    String[] lines() {
        return out.isEmpty() ? new String[0] : out.split("\n");
    }

    static Cli run(String... args) {
        return runWithInput(null, args);
    }

    static synchronized Cli runWithInput(String stdin, String... args) {
        InputStream saved = System.in;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            // no input given: an empty standard input, as from </dev/null (never the test runner's own)
            System.setIn(new ByteArrayInputStream((stdin == null ? "" : stdin).getBytes(StandardCharsets.UTF_8)));
            CommandLine cl = SudokuCommand.commandLine();
            cl.setOut(new PrintWriter(out, true));
            cl.setErr(new PrintWriter(err, true));
            int code = cl.execute(args);
            return new Cli(code, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }
}
