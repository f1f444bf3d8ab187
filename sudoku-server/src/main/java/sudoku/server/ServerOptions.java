package sudoku.server;

import java.nio.file.Path;

/**
 * How a server runs and what it allows.
 *
 * @param host           the address to listen on ({@code 127.0.0.1} by default: this machine only)
 * @param port           the TCP port; 0 picks a free one
 * @param db             the SQLite file keeping served puzzles and submissions
 * @param threads        connections served at once, each on its own thread; more get a 503
 * @param workers        threads for long jobs (explain, rate, generate, big boards)
 * @param maxBodyBytes   the largest request body accepted
 * @param maxSide        the largest board side accepted (9 for 9x9, up to 25)
 * @param budgetMillis   the time budget of one long job
 * @param maxGenerate    the most puzzles one generate request may ask for
 */
public record ServerOptions(String host, int port, Path db, int threads, int workers, int maxBodyBytes,
                            int maxSide, long budgetMillis, int maxGenerate) {
    /** The defaults: loopback, port 8080, {@code sudoku.db} in the working folder. */
    public static ServerOptions defaults() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new ServerOptions("127.0.0.1", 8080, Path.of("sudoku.db"), 256,
                Math.max(1, cores), 64 * 1024, 16, 10_000, 20);
    }

    /** These options with another host and port. */
    public ServerOptions at(String host, int port) {
        return new ServerOptions(host, port, db, threads, workers, maxBodyBytes, maxSide, budgetMillis, maxGenerate);
    }

    /** These options with another database file. */
    public ServerOptions withDb(Path db) {
        return new ServerOptions(host, port, db, threads, workers, maxBodyBytes, maxSide, budgetMillis, maxGenerate);
    }

    /** These options with another limit on connections served at once. */
    public ServerOptions withConnections(int connections) {
        return new ServerOptions(host, port, db, connections, workers, maxBodyBytes, maxSide, budgetMillis, maxGenerate);
    }

    /** These options with another time budget for long jobs. */
    public ServerOptions withBudget(long millis) {
        return new ServerOptions(host, port, db, threads, workers, maxBodyBytes, maxSide, millis, maxGenerate);
    }
}
