package sudoku.server;

import java.nio.file.Path;
import java.util.List;

/**
 * How a server runs and what it allows. Every limit holds per client address as well as in
 * total, and every wait is bounded by time, whatever the client sends.
 *
 * @param host                  the address to listen on ({@code 127.0.0.1} by default: this machine only)
 * @param port                  the TCP port; 0 picks a free one
 * @param db                    the SQLite file keeping served puzzles, challenges and submissions
 * @param maxConnections        connections open at once, from all clients
 * @param connectionsPerAddress connections open at once from one client address
 * @param workers               threads for long jobs (explain, rate, hint, generate, big boards)
 * @param queuePerAddress       long jobs one client address may have waiting or running at once
 * @param queueTotal            long jobs waiting at once, from all clients
 * @param maxBodyBytes          the largest request body accepted (413 before it is read)
 * @param maxHeadBytes          the largest request head (request line and headers) accepted
 * @param headMillis            the time a client has to send a whole request head, from its first byte
 * @param idleMillis            the time a connection may stay open with no request in progress
 * @param bodyMillis            the time a client has to send a request body
 * @param maxSide               the largest board side accepted (9 for 9x9, up to 25)
 * @param budgetMillis          the time budget of one long job; its work stops when it runs out
 * @param maxGenerate           the most puzzles one generate request may ask for
 * @param expensivePerMinute    requests per minute one address may make to explain, rate, hint, generate and submit
 * @param getPuzzlePerMinute    requests per minute one address may make to getpuzzle (each stores a row)
 * @param burst                 how many requests above the steady rate a quiet address may make at once
 * @param trustProxy            take the client address from the last {@code X-Forwarded-For} entry
 * @param corsOrigins           origins allowed to call the API from a browser (none by default)
 * @param stockPerLevel         puzzles kept generated ahead for each level of the challenge
 * @param tlsCert               a PEM file with the certificate chain to serve HTTPS with (null: plain HTTP)
 * @param tlsKey                the PEM file of its private key (PKCS#8), with {@code tlsCert}
 * @param drainMillis           on shutdown, the time requests in flight have to finish before the rest get a 503
 * @param minBodyRate           the slowest a request body may arrive, in bytes per second
 * @param accessLog             where the access log goes: {@code -} (the server's log stream), {@code off}, or a file
 * @param metrics               the {@code host:port} serving Prometheus metrics, or null for none
 */
public record ServerOptions(String host, int port, Path db, int maxConnections, int connectionsPerAddress,
                            int workers, int queuePerAddress, int queueTotal, int maxBodyBytes, int maxHeadBytes,
                            long headMillis, long idleMillis, long bodyMillis, int maxSide, long budgetMillis,
                            int maxGenerate, int expensivePerMinute, int getPuzzlePerMinute, int burst,
                            boolean trustProxy, List<String> corsOrigins, int stockPerLevel, Path tlsCert,
                            Path tlsKey, long drainMillis, int minBodyRate, String accessLog, String metrics) {
    /** Checks the values and copies the origins. */
    public ServerOptions {
        corsOrigins = List.copyOf(corsOrigins);
        positive("maxConnections", maxConnections);
        positive("connectionsPerAddress", connectionsPerAddress);
        positive("workers", workers);
        positive("queuePerAddress", queuePerAddress);
        positive("queueTotal", queueTotal);
        positive("maxBodyBytes", maxBodyBytes);
        positive("maxHeadBytes", maxHeadBytes);
        positive("headMillis", headMillis);
        positive("idleMillis", idleMillis);
        positive("bodyMillis", bodyMillis);
        positive("budgetMillis", budgetMillis);
        positive("maxGenerate", maxGenerate);
        positive("expensivePerMinute", expensivePerMinute);
        positive("getPuzzlePerMinute", getPuzzlePerMinute);
        positive("burst", burst);
        positive("drainMillis", drainMillis);
        positive("minBodyRate", minBodyRate);
        if (accessLog == null || accessLog.isBlank()) {
            throw new IllegalArgumentException("accessLog must be -, off or a file");
        }
        if (metrics != null) {
            ServerMetrics.Address.parse(metrics);
        }
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new IllegalArgumentException("HTTPS needs both a certificate (--tls-cert) and its key (--tls-key)");
        }
        if (stockPerLevel < 0) {
            throw new IllegalArgumentException("stockPerLevel must be 0 or more");
        }
        if (connectionsPerAddress > maxConnections) {
            throw new IllegalArgumentException("connectionsPerAddress (" + connectionsPerAddress
                    + ") must not exceed maxConnections (" + maxConnections + ")");
        }
    }

    private static void positive(String name, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive, not " + value);
        }
    }

    /**
     * The defaults: loopback, port 8080, {@code sudoku.db} in the working folder; 4,096
     * connections, 128 per address; head in 10 s, idle 30 s, body in 10 s; 64 KiB bodies, 16 KiB
     * heads; long jobs on one worker per core, 4 per address and 64 waiting, 10 s each; 60
     * expensive requests and 60 getpuzzle a minute per address, bursts of 20; 10 s to drain on
     * shutdown; bodies at 256 bytes a second or faster; the access log on the log stream; no metrics.
     */
    public static ServerOptions defaults() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new ServerOptions("127.0.0.1", 8080, Path.of("sudoku.db"), 4096, 128, Math.max(1, cores), 4, 64,
                64 * 1024, 16 * 1024, 10_000, 30_000, 10_000, 16, 10_000, 20, 60, 60, 20, false, List.of(), 32, null, null,
                10_000, 256, "-", null);
    }

    /** A builder starting from these options. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** These options with another host and port. */
    public ServerOptions at(String host, int port) {
        return toBuilder().host(host).port(port).build();
    }

    /** These options with another database file. */
    public ServerOptions withDb(Path db) {
        return toBuilder().db(db).build();
    }

    /** These options with another time budget for long jobs. */
    public ServerOptions withBudget(long millis) {
        return toBuilder().budgetMillis(millis).build();
    }

    /** Changes some options of a {@link ServerOptions}; {@link #build()} checks them together. */
    public static final class Builder {
        private String host;
        private int port;
        private Path db;
        private int maxConnections;
        private int connectionsPerAddress;
        private int workers;
        private int queuePerAddress;
        private int queueTotal;
        private int maxBodyBytes;
        private int maxHeadBytes;
        private long headMillis;
        private long idleMillis;
        private long bodyMillis;
        private int maxSide;
        private long budgetMillis;
        private int maxGenerate;
        private int expensivePerMinute;
        private int getPuzzlePerMinute;
        private int burst;
        private boolean trustProxy;
        private List<String> corsOrigins;
        private int stockPerLevel;
        private Path tlsCert;
        private Path tlsKey;
        private long drainMillis;
        private int minBodyRate;
        private String accessLog;
        private String metrics;

        private Builder(ServerOptions o) {
            host = o.host;
            port = o.port;
            db = o.db;
            maxConnections = o.maxConnections;
            connectionsPerAddress = o.connectionsPerAddress;
            workers = o.workers;
            queuePerAddress = o.queuePerAddress;
            queueTotal = o.queueTotal;
            maxBodyBytes = o.maxBodyBytes;
            maxHeadBytes = o.maxHeadBytes;
            headMillis = o.headMillis;
            idleMillis = o.idleMillis;
            bodyMillis = o.bodyMillis;
            maxSide = o.maxSide;
            budgetMillis = o.budgetMillis;
            maxGenerate = o.maxGenerate;
            expensivePerMinute = o.expensivePerMinute;
            getPuzzlePerMinute = o.getPuzzlePerMinute;
            burst = o.burst;
            trustProxy = o.trustProxy;
            corsOrigins = o.corsOrigins;
            stockPerLevel = o.stockPerLevel;
            tlsCert = o.tlsCert;
            tlsKey = o.tlsKey;
            drainMillis = o.drainMillis;
            minBodyRate = o.minBodyRate;
            accessLog = o.accessLog;
            metrics = o.metrics;
        }

        /** The options, checked. */
        public ServerOptions build() {
            return new ServerOptions(host, port, db, maxConnections, connectionsPerAddress, workers, queuePerAddress,
                    queueTotal, maxBodyBytes, maxHeadBytes, headMillis, idleMillis, bodyMillis, maxSide, budgetMillis,
                    maxGenerate, expensivePerMinute, getPuzzlePerMinute, burst, trustProxy, corsOrigins, stockPerLevel,
                    tlsCert, tlsKey, drainMillis, minBodyRate, accessLog, metrics);
        }

        public Builder host(String v) {
            host = v;
            return this;
        }

        public Builder port(int v) {
            port = v;
            return this;
        }

        public Builder db(Path v) {
            db = v;
            return this;
        }

        public Builder maxConnections(int v) {
            maxConnections = v;
            return this;
        }

        public Builder connectionsPerAddress(int v) {
            connectionsPerAddress = v;
            return this;
        }

        public Builder workers(int v) {
            workers = v;
            return this;
        }

        public Builder queuePerAddress(int v) {
            queuePerAddress = v;
            return this;
        }

        public Builder queueTotal(int v) {
            queueTotal = v;
            return this;
        }

        public Builder maxBodyBytes(int v) {
            maxBodyBytes = v;
            return this;
        }

        public Builder maxHeadBytes(int v) {
            maxHeadBytes = v;
            return this;
        }

        public Builder headMillis(long v) {
            headMillis = v;
            return this;
        }

        public Builder idleMillis(long v) {
            idleMillis = v;
            return this;
        }

        public Builder bodyMillis(long v) {
            bodyMillis = v;
            return this;
        }

        public Builder maxSide(int v) {
            maxSide = v;
            return this;
        }

        public Builder budgetMillis(long v) {
            budgetMillis = v;
            return this;
        }

        public Builder maxGenerate(int v) {
            maxGenerate = v;
            return this;
        }

        public Builder expensivePerMinute(int v) {
            expensivePerMinute = v;
            return this;
        }

        public Builder getPuzzlePerMinute(int v) {
            getPuzzlePerMinute = v;
            return this;
        }

        public Builder burst(int v) {
            burst = v;
            return this;
        }

        public Builder trustProxy(boolean v) {
            trustProxy = v;
            return this;
        }

        public Builder corsOrigins(List<String> v) {
            corsOrigins = v;
            return this;
        }

        /** Serve HTTPS with this certificate chain and private key (PEM files). */
        public Builder tls(Path cert, Path key) {
            tlsCert = cert;
            tlsKey = key;
            return this;
        }

        public Builder stockPerLevel(int v) {
            stockPerLevel = v;
            return this;
        }

        public Builder drainMillis(long v) {
            drainMillis = v;
            return this;
        }

        public Builder minBodyRate(int v) {
            minBodyRate = v;
            return this;
        }

        /** {@code -} for the server's log stream, {@code off}, or a file to append to. */
        public Builder accessLog(String v) {
            accessLog = v;
            return this;
        }

        /** {@code host:port} to serve Prometheus metrics on (null: none). */
        public Builder metrics(String v) {
            metrics = v;
            return this;
        }
    }
}
