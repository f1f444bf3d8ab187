package sudoku.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.server.ServerOptions;
import sudoku.server.SudokuServer;

/** {@code sudoku serve}: the HTTP service, the challenge API and the web page, until stopped. */
@Command(name = "serve",
        description = {"Serve the web page, the JSON API and the challenge API over HTTP.",
                "Submissions are kept in an SQLite file; stop with Ctrl-C."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku serve                      # http://127.0.0.1:8080/",
                "  sudoku serve --port 9000 --db /var/lib/sudoku/challenge.db",
                "  sudoku serve --host 0.0.0.0       # reachable from other machines"})
public final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "TCP port (0 picks a free one; default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    String host;

    @Option(names = "--db", paramLabel = "PATH", defaultValue = "sudoku.db",
            description = "SQLite file for served puzzles and submissions (default: ${DEFAULT-VALUE}).")
    Path db;

    @Option(names = "--budget-ms", paramLabel = "MS", defaultValue = "10000",
            description = "Time budget of one long request: explain, rate, generate (default: ${DEFAULT-VALUE}).")
    long budgetMillis;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        ServerOptions options = ServerOptions.defaults().at(host, port).withDb(db).withBudget(budgetMillis);
        SudokuServer server = SudokuServer.start(options, System.err);
        try {
            server.awaitStorage();
        } catch (java.io.IOException e) {
            server.close();
            throw e;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "sudoku-shutdown"));
        out.println("Sudoku server on http://" + host + ":" + server.port() + "/ (database " + db + "); Ctrl-C stops it");
        out.flush();
        stopped.await();
        return ExitCodes.OK;
    }
}
