package sudoku.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
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
        defaultValueProvider = ServeCommand.Defaults.class,
        footer = {"",
                "Examples:",
                "  sudoku serve                      # http://127.0.0.1:8080/",
                "  sudoku serve --port 9000 --db /var/lib/sudoku/challenge.db",
                "  sudoku serve --host 0.0.0.0       # reachable from other machines",
                "  sudoku serve --host 0.0.0.0 --trust-proxy --cors https://example.com",
                "  sudoku serve --host 0.0.0.0 --port 8443 --tls-cert fullchain.pem --tls-key privkey.pem"})
public final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT",
            description = "TCP port (0 picks a free one; default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    String host;

    @Option(names = "--db", paramLabel = "PATH",
            description = "SQLite file for served puzzles and submissions (default: ${DEFAULT-VALUE}).")
    Path db;

    @Option(names = "--budget-ms", paramLabel = "MS",
            description = "Time budget of one long request (explain, rate, hint, generate); its work stops "
                    + "when it runs out (default: ${DEFAULT-VALUE}).")
    long budgetMillis;

    @Option(names = "--max-connections", paramLabel = "N",
            description = "Connections open at once, from all clients (default: ${DEFAULT-VALUE}).")
    int maxConnections;

    @Option(names = "--connections-per-address", paramLabel = "N",
            description = "Connections open at once from one client address; more get a 503 (default: ${DEFAULT-VALUE}).")
    int connectionsPerAddress;

    @Option(names = "--head-timeout-ms", paramLabel = "MS",
            description = "Time a client has to send a whole request head, however slowly the bytes come "
                    + "(default: ${DEFAULT-VALUE}).")
    long headMillis;

    @Option(names = "--idle-timeout-ms", paramLabel = "MS",
            description = "Time a connection may stay open with no request (default: ${DEFAULT-VALUE}).")
    long idleMillis;

    @Option(names = "--workers", paramLabel = "N",
            description = "Threads for long requests (default: one per core).")
    Integer workers;

    @Option(names = "--jobs-per-address", paramLabel = "N",
            description = "Long requests one address may have waiting or running; more get a 429 (default: ${DEFAULT-VALUE}).")
    int jobsPerAddress;

    @Option(names = "--rate", paramLabel = "PER_MINUTE",
            description = "Requests a minute one address may make to explain, rate, hint, generate and submit; "
                    + "more get a 429 with Retry-After (default: ${DEFAULT-VALUE}).")
    int expensivePerMinute;

    @Option(names = "--getpuzzle-rate", paramLabel = "PER_MINUTE",
            description = "getpuzzle requests a minute one address may make (default: ${DEFAULT-VALUE}).")
    int getPuzzlePerMinute;

    @Option(names = "--burst", paramLabel = "N",
            description = "Requests above the steady rate a quiet address may make at once (default: ${DEFAULT-VALUE}).")
    int burst;

    @Option(names = "--max-body", paramLabel = "BYTES",
            description = "Largest request body; larger gets a 413 before it is read (default: ${DEFAULT-VALUE}).")
    int maxBody;

    @Option(names = "--trust-proxy",
            description = "Behind a reverse proxy: take the client address from the last X-Forwarded-For entry.")
    boolean trustProxy;

    @Option(names = "--cors", paramLabel = "ORIGIN",
            description = "Allow browser pages from ORIGIN (e.g. https://example.com) to call the API; repeatable. "
                    + "Off by default.")
    java.util.List<String> cors = new java.util.ArrayList<>();

    @Option(names = "--stock", paramLabel = "N",
            description = "Challenge puzzles kept generated ahead per level (default: ${DEFAULT-VALUE}).")
    int stock;

    /**
     * The defaults of the options are the server's own ({@link ServerOptions#defaults()}), so
     * the help and the server cannot disagree.
     */
    static final class Defaults implements IDefaultValueProvider {
        @Override
        public String defaultValue(ArgSpec arg) {
            if (!(arg instanceof OptionSpec option)) {
                return null;
            }
            ServerOptions d = ServerOptions.defaults();
            Object v = switch (option.longestName()) {
                case "--port" -> d.port();
                case "--host" -> d.host();
                case "--db" -> d.db();
                case "--budget-ms" -> d.budgetMillis();
                case "--max-connections" -> d.maxConnections();
                case "--connections-per-address" -> d.connectionsPerAddress();
                case "--head-timeout-ms" -> d.headMillis();
                case "--idle-timeout-ms" -> d.idleMillis();
                case "--jobs-per-address" -> d.queuePerAddress();
                case "--rate" -> d.expensivePerMinute();
                case "--getpuzzle-rate" -> d.getPuzzlePerMinute();
                case "--burst" -> d.burst();
                case "--max-body" -> d.maxBodyBytes();
                case "--stock" -> d.stockPerLevel();
                default -> null;
            };
            return v == null ? null : v.toString();
        }
    }

    @Option(names = "--tls-cert", paramLabel = "PEM",
            description = "Serve HTTPS with this certificate chain (PEM, e.g. Let's Encrypt's fullchain.pem); needs --tls-key.")
    Path tlsCert;

    @Option(names = "--tls-key", paramLabel = "PEM",
            description = "The certificate's private key (PEM, PKCS#8, unencrypted: e.g. privkey.pem).")
    Path tlsKey;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        ServerOptions.Builder b = ServerOptions.defaults().toBuilder().host(host).port(port).db(db)
                .budgetMillis(budgetMillis).maxConnections(maxConnections).connectionsPerAddress(connectionsPerAddress)
                .headMillis(headMillis).idleMillis(idleMillis).queuePerAddress(jobsPerAddress)
                .expensivePerMinute(expensivePerMinute).getPuzzlePerMinute(getPuzzlePerMinute).burst(burst)
                .maxBodyBytes(maxBody).trustProxy(trustProxy).corsOrigins(cors).stockPerLevel(stock)
                .tls(tlsCert, tlsKey);
        if (workers != null) {
            b.workers(workers);
        }
        ServerOptions options;
        try {
            options = b.build();
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
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
        out.println("Sudoku server on " + (tlsCert == null ? "http" : "https") + "://" + host + ":" + server.port() + "/ (database " + db + "); Ctrl-C stops it");
        out.flush();
        stopped.await();
        return ExitCodes.OK;
    }
}
