package sudoku.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.server.ServerOptions;
import sudoku.server.SudokuServer;
import sun.misc.Signal;

/** {@code sudoku serve}: the HTTP service, the challenge API and the web page, until stopped. */
@Command(name = "serve",
        description = {"Serve the web page, the JSON API and the challenge API over HTTP.",
                "Submissions are kept in an SQLite file; stop with Ctrl-C or SIGTERM (requests in flight finish first).",
                "Every option can also be set by a SUDOKU_* environment variable (--max-connections: "
                        + "SUDOKU_MAX_CONNECTIONS) or in a config file (max-connections = 2048); flags win over "
                        + "the environment, which wins over the file."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        defaultValueProvider = ServeCommand.Defaults.class,
        footer = {"",
                "Examples:",
                "  sudoku serve                      # http://127.0.0.1:8080/",
                "  sudoku serve --port 9000 --db /var/lib/sudoku/challenge.db",
                "  sudoku serve --host 0.0.0.0       # reachable from other machines",
                "  sudoku serve --host 0.0.0.0 --trust-proxy --cors https://example.com",
                "  sudoku serve --host 0.0.0.0 --port 8443 --tls-cert fullchain.pem --tls-key privkey.pem",
                "  sudoku serve --config /etc/sudoku/serve.properties --print-config"})
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

    @Option(names = "--trust-proxy", arity = "0..1", paramLabel = "true|false",
            description = "Behind a reverse proxy: take the client address from the last X-Forwarded-For entry; "
                    + "per-client limits and the access log then use it.")
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
                case "--drain-ms" -> d.drainMillis();
                case "--min-body-rate" -> d.minBodyRate();
                case "--access-log" -> d.accessLog();
                default -> null;
            };
            return v == null ? null : v.toString();
        }
    }

    @Option(names = "--drain-ms", paramLabel = "MS",
            description = "On SIGTERM, the time requests in flight have to finish; later ones get a 503 "
                    + "(default: ${DEFAULT-VALUE}).")
    long drainMillis;

    @Option(names = "--min-body-rate", paramLabel = "BYTES_PER_S",
            description = "Slowest a request body may arrive; slower gets a 408 (default: ${DEFAULT-VALUE}).")
    int minBodyRate;

    @Option(names = "--access-log", paramLabel = "FILE|-|off",
            description = "Access log, one NCSA line per request with its duration in ms: - for standard error, "
                    + "off, or a file to append to (default: ${DEFAULT-VALUE}).")
    String accessLog;

    @Option(names = "--metrics", paramLabel = "HOST:PORT",
            description = "Serve Prometheus metrics at http://HOST:PORT/metrics (off by default; keep it private, "
                    + "e.g. 127.0.0.1:9100).")
    String metrics;

    @Option(names = "--config", paramLabel = "FILE",
            description = "Read settings from FILE (Java properties: port = 8080, cors = https://a.example, ...); "
                    + "also SUDOKU_CONFIG.")
    Path config;

    @Option(names = "--print-config",
            description = "Print the settings in effect, each with where it came from, and exit.")
    boolean printConfig;

    /** The environment (a field, so that a test can give its own). */
    java.util.function.Function<String, String> environment = System::getenv;

    @Option(names = "--tls-cert", paramLabel = "PEM",
            description = "Serve HTTPS with this certificate chain (PEM, e.g. Let's Encrypt's fullchain.pem); needs --tls-key.")
    Path tlsCert;

    @Option(names = "--tls-key", paramLabel = "PEM",
            description = "The certificate's private key (PEM, PKCS#8, unencrypted: e.g. privkey.pem).")
    Path tlsKey;

    @Override
    public Integer call() throws Exception {
        Map<String, ServeSettings.Setting> settings = ServeSettings.resolve(spec, environment);
        ServeCommand effective = new ServeCommand();
        CommandLine cl = new CommandLine(effective);
        cl.setOut(spec.commandLine().getOut());
        cl.setErr(spec.commandLine().getErr());
        try {
            cl.parseArgs(ServeSettings.arguments(settings));
        } catch (ParameterException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        ServerOptions options = effective.options();
        if (printConfig) {
            return printConfig(effective.spec, settings);
        }
        return effective.serve(options);
    }

    /** The options these settings make; a usage error naming the problem when they do not fit together. */
    private ServerOptions options() {
        ServerOptions.Builder b = ServerOptions.defaults().toBuilder().host(host).port(port).db(db)
                .budgetMillis(budgetMillis).maxConnections(maxConnections).connectionsPerAddress(connectionsPerAddress)
                .headMillis(headMillis).idleMillis(idleMillis).queuePerAddress(jobsPerAddress)
                .expensivePerMinute(expensivePerMinute).getPuzzlePerMinute(getPuzzlePerMinute).burst(burst)
                .maxBodyBytes(maxBody).trustProxy(trustProxy).corsOrigins(cors).stockPerLevel(stock)
                .tls(tlsCert, tlsKey).drainMillis(drainMillis).minBodyRate(minBodyRate).accessLog(accessLog)
                .metrics(metrics);
        if (workers != null) {
            b.workers(workers);
        }
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** {@code --print-config}: each setting as a config-file line, after a comment naming where it came from. */
    private static int printConfig(CommandSpec effective, Map<String, ServeSettings.Setting> settings) {
        PrintWriter out = effective.commandLine().getOut();
        out.println("# sudoku serve: the settings in effect (flags, then SUDOKU_* variables, then the config file, "
                + "then defaults)");
        for (OptionSpec o : effective.options()) {
            String name = o.longestName();
            if (List.of("--help", "--version", "--config", "--print-config").contains(name)) {
                continue;
            }
            ServeSettings.Setting given = settings.get(name);
            Object value = o.getValue();
            String text = value instanceof List<?> list ? String.join(",", list.stream().map(String::valueOf).toList())
                    : value == null ? "" : value.toString();
            out.println("# " + (given == null ? "default" : given.origin()));
            // an unset setting (e.g. workers: one per core) is shown commented out, so the output stays a valid file
            out.println((value == null ? "#" : "") + name.substring(2) + " = " + text);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** Serves until SIGTERM or SIGINT, then drains and exits 0. */
    private int serve(ServerOptions options) throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        CountDownLatch stop = new CountDownLatch(1);
        // the signals end the wait below, and the server shuts down cleanly on this thread: the
        // JVM's own handling would run shutdown hooks and exit 143
        Signal.handle(new Signal("TERM"), s -> stop.countDown());
        Signal.handle(new Signal("INT"), s -> stop.countDown());
        SudokuServer server = SudokuServer.start(options, System.err);
        try {
            server.awaitStorage();
        } catch (java.io.IOException e) {
            server.close();
            throw e;
        }
        out.println("Sudoku server on " + (tlsCert == null ? "http" : "https") + "://" + host + ":" + server.port()
                + "/ (database " + db + ")" + (server.metricsPort() < 0 ? ""
                : "; metrics on http://" + options.metrics().substring(0, options.metrics().lastIndexOf(':') + 1)
                + server.metricsPort() + "/metrics") + "; Ctrl-C stops it");
        out.flush();
        stop.await();
        System.err.println("stopping: requests in flight have " + options.drainMillis() + " ms to finish");
        long left = server.shutdown();
        System.err.println(left == 0 ? "stopped" : "stopped; " + left + " requests were cut short");
        return ExitCodes.OK;
    }
}
