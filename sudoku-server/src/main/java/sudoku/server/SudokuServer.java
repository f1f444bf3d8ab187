package sudoku.server;

import java.io.IOException;
import java.io.PrintStream;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The Sudoku service: the challenge API, the JSON API under {@code /api/} and the web page at
 * {@code /}, on Jetty's HTTP/1.1 server ({@link HttpTransport}) with the limits of
 * {@link ServerOptions}. Start with {@link #start}, stop with {@link #close}.
 */
public final class SudokuServer implements AutoCloseable {
    private final HttpTransport http;
    private final Budget budget;
    private final PuzzleStock stock;
    private final ServerOptions options;
    private final CompletableFuture<SubmissionStore> store;
    private final Router router;

    private SudokuServer(ServerOptions options, HttpTransport http, Budget budget, PuzzleStock stock,
                         CompletableFuture<SubmissionStore> store, Router router) {
        this.router = router;
        this.stock = stock;
        this.options = options;
        this.http = http;
        this.budget = budget;
        this.store = store;
    }

    /**
     * Starts a server whose challenge serves freshly generated puzzles, rated into levels.
     * @throws IOException when the address cannot be bound or the database cannot be opened
     */
    public static SudokuServer start(ServerOptions options, PrintStream log) throws IOException {
        return start(options, new GeneratedPuzzles(), log);
    }

    /**
     * Opens the database and starts listening.
     * @throws IOException when the address cannot be bound or the database cannot be opened
     */
    public static SudokuServer start(ServerOptions options, PuzzleSource source, PrintStream log) throws IOException {
        // opening SQLite (native library, schema, WAL) is most of the start-up time: it runs
        // alongside, and only the challenge's routes wait for it
        CompletableFuture<SubmissionStore> store = new CompletableFuture<>();
        Thread opener = new Thread(() -> {
            try {
                store.complete(SubmissionStore.open(options.db()));
            } catch (SQLException | RuntimeException e) {
                store.completeExceptionally(new IOException("cannot open the database " + options.db() + ": "
                        + e.getMessage(), e));
            }
        }, "sudoku-db-open");
        opener.setDaemon(true);
        opener.start();
        // long jobs run a few at a time, fairly between client addresses, with a bounded queue
        Budget budget = new Budget(options.workers(), options.queuePerAddress(), options.queueTotal(),
                options.budgetMillis());
        PuzzleStock stock = new PuzzleStock(source, options.stockPerLevel());
        Router router = new Router(new StaticFiles());
        ChallengeApi challenge = new ChallengeApi(stock, () -> storage(store), Clock.systemUTC(), budget);
        challenge.register(router);
        // help asked for while a challenge is played makes that challenge assisted
        new SolveApi(budget, options.maxSide()).onAssist(challenge::assisted).register(router);
        new LogicApi(budget, options.maxSide()).onAssist(challenge::assisted).register(router);
        new GenerateApi(budget, source instanceof GeneratedPuzzles gp ? gp : new GeneratedPuzzles(),
                options.maxGenerate()).register(router);
        new DailyApi(source, () -> storage(store), Clock.systemUTC(), budget).register(router);
        new MetaApi().register(router);
        new ScanApi(budget).register(router);

        HttpTransport http;
        try {
            http = new HttpTransport(options, new HttpApi(router, log, options.corsOrigins()),
                    new RateLimits(options.expensivePerMinute(), options.getPuzzlePerMinute(), options.burst()), log);
        } catch (IOException e) {
            budget.close();
            stock.close();
            store.thenAccept(SudokuServer::closeQuietly);
            throw new IOException("cannot listen on " + options.host() + ":" + options.port() + ": " + e.getMessage(), e);
        }
        return new SudokuServer(options, http, budget, stock, store, router);
    }

    /** The store once open; a 503 naming the problem when it could not be opened. */
    private static SubmissionStore storage(CompletableFuture<SubmissionStore> store) {
        try {
            return store.join();
        } catch (CompletionException e) {
            throw new ApiException(503, "the submissions database is unavailable: " + e.getCause().getMessage());
        }
    }

    /**
     * Waits until the database is open.
     * @throws IOException when it could not be opened
     */
    public void awaitStorage() throws IOException {
        try {
            store.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        }
    }

    /** Every route served, as {@code METHOD path}. */
    java.util.List<String> routes() {
        return router.routes();
    }

    /** The options this server runs with. */
    public ServerOptions options() {
        return options;
    }

    /** Long jobs running now. */
    int busyWorkers() {
        return budget.busy();
    }

    /** The port listened on (the one picked when the options said 0). */
    public int port() {
        return http.port();
    }

    /** Stops listening, finishes nothing further, and closes the database. */
    @Override
    public void close() {
        http.close();
        budget.close();
        stock.close();
        store.thenAccept(SudokuServer::closeQuietly);
    }

    private static void closeQuietly(SubmissionStore store) {
        try {
            store.close();
        } catch (SQLException ignored) {
            // closing after a failure: the first error is the one reported
        }
    }
}
