package sudoku.server;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The Sudoku service: the challenge API, the JSON API under {@code /api/} and the web page at
 * {@code /}, on the JDK's own HTTP server (measured faster than Jetty here, and it starts in a
 * fraction of a second). Start with {@link #start}, stop with {@link #close}.
 */
public final class SudokuServer implements AutoCloseable {
    static {
        // answers go out in one write; without this, Nagle's algorithm delays small responses
        System.setProperty("sun.net.httpserver.nodelay", "true");
        // a client that sends its request or reads its answer too slowly is cut off
        System.setProperty("sun.net.httpserver.maxReqTime", "30");
        System.setProperty("sun.net.httpserver.maxRspTime", "30");
    }

    private final HttpServer http;
    private final ThreadPoolExecutor executor;
    private final Budget budget;
    private final CompletableFuture<SubmissionStore> store;
    private final Router router;

    private SudokuServer(HttpServer http, ThreadPoolExecutor executor, Budget budget,
                         CompletableFuture<SubmissionStore> store, Router router) {
        this.router = router;
        this.http = http;
        this.executor = executor;
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
        Budget budget = new Budget(options.workers(), 4 * options.threads(), options.budgetMillis());
        Router router = new Router(new StaticFiles());
        new ChallengeApi(source, () -> storage(store), Clock.systemUTC(), budget).register(router);
        new SolveApi(budget, options.maxSide()).register(router);
        new LogicApi(budget, options.maxSide()).register(router);
        new GenerateApi(budget, source instanceof GeneratedPuzzles gp ? gp : new GeneratedPuzzles(),
                options.maxGenerate()).register(router);
        new MetaApi().register(router);

        AtomicInteger n = new AtomicInteger();
        ThreadPoolExecutor executor = new ThreadPoolExecutor(options.threads(), options.threads(), 60, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "sudoku-http-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        HttpServer http;
        try {
            http = HttpServer.create(new InetSocketAddress(options.host(), options.port()), 512);
        } catch (IOException e) {
            budget.close();
            store.thenAccept(SudokuServer::closeQuietly);
            throw new IOException("cannot listen on " + options.host() + ":" + options.port() + ": " + e.getMessage(), e);
        }
        http.createContext("/", new HttpApi(router, options.maxBodyBytes(), log));
        http.setExecutor(executor);
        http.start();
        return new SudokuServer(http, executor, budget, store, router);
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

    /** The port listened on (the one picked when the options said 0). */
    public int port() {
        return http.getAddress().getPort();
    }

    /** Stops listening, finishes nothing further, and closes the database. */
    @Override
    public void close() {
        http.stop(0);
        executor.shutdownNow();
        budget.close();
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
