package sudoku.server;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

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
    /** How long {@link #close} waits for a database still opening before leaving it to close itself. */
    private static final long CLOSE_WAIT_SECONDS = 10;

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
        return start(options, source, log, Clock.systemUTC());
    }

    /** Starts a server whose challenge and daily puzzle tell the time by {@code clock}. */
    static SudokuServer start(ServerOptions options, PuzzleSource source, PrintStream log, Clock clock)
            throws IOException {
        // the database is opened once the address is bound, so a server that cannot start leaves
        // nothing on disk; opening SQLite (native library, schema) then runs alongside, and only
        // the routes that need it wait for it
        CompletableFuture<SubmissionStore> store = new CompletableFuture<>();
        // long jobs run a few at a time, fairly between client addresses, with a bounded queue
        Budget budget = new Budget(options.workers(), options.queuePerAddress(), options.queueTotal(),
                options.budgetMillis());
        PuzzleStock stock = new PuzzleStock(source, options.stockPerLevel());
        Router router = new Router(new StaticFiles());
        ChallengeApi challenge = new ChallengeApi(stock, () -> storage(store), clock, budget);
        challenge.register(router);
        // help asked for while a challenge is played makes that challenge assisted
        new SolveApi(budget, options.maxSide()).onAssist(challenge::helped).register(router);
        new LogicApi(budget, options.maxSide()).onAssist(challenge::helped).register(router);
        new GenerateApi(budget, source instanceof GeneratedPuzzles gp ? gp : new GeneratedPuzzles(),
                options.maxGenerate()).register(router);
        new DailyApi(source, () -> storage(store), clock, budget).register(router);
        new ConvertApi(options.maxSide()).register(router);
        new MetaApi(() -> readiness(store, stock, options.stockPerLevel())).register(router);
        new ScanApi(budget).register(router);

        HttpTransport http;
        try {
            java.util.Set<String> paths = new java.util.HashSet<>();
            router.routes().forEach(r -> paths.add(r.substring(r.indexOf(' ') + 1)));
            HttpTransport[] transport = new HttpTransport[1];
            ServerMetrics metrics = new ServerMetrics(paths, budget::queued, budget::busy,
                    () -> transport[0] == null ? 0 : transport[0].connections());
            http = new HttpTransport(options, new HttpApi(router, log, options.corsOrigins()),
                    new RateLimits(options.expensivePerMinute(), options.getPuzzlePerMinute(), options.burst()), log,
                    metrics);
            transport[0] = http;
        } catch (IOException e) {
            budget.close();
            stock.close();
            throw new IOException("cannot listen on " + options.host() + ":" + options.port() + ": " + e.getMessage(), e);
        }
        Thread opener = new Thread(() -> {
            try {
                store.complete(SubmissionStore.open(options.db(), log));
            } catch (IOException | RuntimeException e) {
                store.completeExceptionally(e instanceof IOException ? e : new IOException("cannot open the database "
                        + options.db() + ": " + e.getMessage(), e));
            }
        }, "sudoku-db-open");
        opener.setDaemon(true);
        opener.start();
        return new SudokuServer(options, http, budget, stock, store, router);
    }

    /** Whether the database answers a query and the stock has a puzzle of every level. */
    private static MetaApi.Readiness readiness(CompletableFuture<SubmissionStore> store, PuzzleStock stock,
                                                int perLevel) {
        java.util.Map<String, Object> checks = new java.util.LinkedHashMap<>();
        boolean ready = true;
        if (!store.isDone()) {
            checks.put("database", "opening");
            ready = false;
        } else {
            try {
                store.join().checkReadable();
                checks.put("database", "ok");
            } catch (CompletionException | ApiException e) {
                Throwable cause = e instanceof CompletionException ? e.getCause() : e;
                checks.put("database", "not answering: " + LogSafe.clip(cause.getMessage(), 200));
                ready = false;
            }
        }
        java.util.Map<String, Integer> counts = stock.counts();
        boolean filled = perLevel == 0 || counts.values().stream().allMatch(n -> n > 0);
        checks.put("puzzle_stock", filled ? "ok" : "filling: " + counts);
        return new MetaApi.Readiness(ready && filled, checks);
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

    /** Requests being handled now (for tests and monitoring). */
    int requestsInFlight() {
        return http.inFlight();
    }

    /** The port listened on (the one picked when the options said 0). */
    public int port() {
        return http.port();
    }

    /** The port serving Prometheus metrics, or -1 when they are off. */
    public int metricsPort() {
        return http.metricsPort();
    }

    /**
     * Shuts down cleanly: stops accepting, lets requests in flight finish within the drain time
     * ({@link ServerOptions#drainMillis()}) while new ones get a 503, then answers the long jobs
     * still waiting or running with a 503, and closes the database.
     * @return the requests that were still unfinished when the server stopped (0 on a clean drain)
     */
    public long shutdown() {
        long left = http.drain(options.drainMillis(), budget::close);
        close();
        return left;
    }

    /** Stops listening, finishes nothing further, and closes the database. */
    @Override
    public void close() {
        // long jobs first: the requests waiting for them get their 503 before the connections close
        budget.close();
        http.close();
        stock.close();
        // the database may still be opening alongside the start: wait for it (a while, not for
        // ever) so that once close returns the file, its lock and its folder are free again
        try {
            store.get(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS).close();
        } catch (ExecutionException e) {
            // never opened: nothing to close
        } catch (TimeoutException e) {
            store.thenAccept(SubmissionStore::close);
        } catch (InterruptedException e) {
            store.thenAccept(SubmissionStore::close);
            Thread.currentThread().interrupt();
        }
    }
}
