package sudoku.server;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The challenge's memory, in one SQLite file: every puzzle served (with its solution) and every
 * submission (puzzle, e-mail, answer, verdict, time). The schema is created on open; each write
 * is its own committed transaction, so a killed server loses nothing it has answered. A fault of
 * the disk is a 503 naming it ({@link DatabaseFile}), never a crash.
 */
public final class SubmissionStore implements AutoCloseable {
    /** A puzzle served by the challenge API. */
    public record Served(String puzzle, String solution, String level) {
    }

    /** One correct solver of a puzzle on a board: e-mail (as stored), when, and the best time taken in seconds (null when unknown). */
    public record Solver(String email, Instant at, Double seconds) {
    }

    /** A challenge: one serving of a puzzle, with its own served and solved times. */
    public record Challenge(String id, String puzzle, String level, Instant servedAt, boolean assisted,
                            Instant solvedAt) {
    }

    /**
     * One submission to store; {@code unranked} is the code of the reason it is not ranked (see
     * {@link Ranking}), null when it may be.
     */
    public record Submission(String puzzle, String email, String answer, boolean correct, Instant at, String board,
                             String challenge, boolean assisted, Double seconds, String unranked) {
    }

    private final DatabaseFile db;
    private final String salt;
    private final AssistMarks marks;

    private SubmissionStore(DatabaseFile db, String salt) {
        this.db = db;
        this.salt = salt;
        this.marks = new AssistMarks(db);
    }

    /**
     * Opens (creating when absent) the database file at {@code path}, taking its lock (one
     * server per database); storage faults met later are logged to {@code log}.
     * @throws IOException when another server uses the file, or it cannot be opened or is not a database
     */
    public static SubmissionStore open(Path path, PrintStream log) throws IOException {
        String[] salt = new String[1];
        DatabaseFile db = DatabaseFile.open(path, log, Clock.systemUTC(), c -> {
            StoreSchema.create(c);
            salt[0] = StoreSchema.salt(c);
            return null;
        });
        return new SubmissionStore(db, salt[0]);
    }

    /** Opens the database at {@code path}, logging storage faults to standard error. */
    public static SubmissionStore open(Path path) throws IOException {
        return open(path, System.err);
    }

    /**
     * Runs a trivial query on the database: what readiness checks ask.
     * @throws ApiException 503 naming the storage fault when the database cannot be read
     */
    public void checkReadable() {
        db.checkReadable();
    }

    /** Records a served puzzle (once; serving it again keeps the first record). */
    public void remember(Served served, Instant at) {
        db.write(c -> {
            remember(c, served, at);
            return null;
        });
    }

    private static void remember(Connection c, Served served, Instant at) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "INSERT OR IGNORE INTO puzzle (puzzle, solution, level, served_at) VALUES (?, ?, ?, ?)")) {
            p.setString(1, served.puzzle());
            p.setString(2, served.solution());
            p.setString(3, served.level());
            p.setString(4, millis(at));
            p.executeUpdate();
        }
    }

    /** The served puzzle with this one-line text, if this server ever served it. */
    public Optional<Served> find(String puzzle) {
        return db.read(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT solution, level FROM puzzle WHERE puzzle = ?")) {
                p.setString(1, puzzle);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? Optional.of(new Served(puzzle, r.getString(1), r.getString(2)))
                            : Optional.<Served>empty();
                }
            }
        });
    }

    /** The daily puzzle of a UTC date (yyyy-mm-dd). */
    public record Daily(String day, String puzzle, String level) {
    }

    /** The daily puzzle stored for {@code day}, if one was made. */
    public Optional<Daily> daily(String day) {
        return db.read(c -> daily(c, day));
    }

    private static Optional<Daily> daily(Connection c, String day) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT puzzle, level FROM daily WHERE day = ?")) {
            p.setString(1, day);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? Optional.of(new Daily(day, r.getString(1), r.getString(2))) : Optional.empty();
            }
        }
    }

    /**
     * Stores the daily puzzle of {@code daily.day()} unless one is stored already; returns the one
     * stored, so that the first puzzle made for a day stays that day's puzzle for good.
     */
    public Daily keepDaily(Daily daily, Instant at) {
        return db.write(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT OR IGNORE INTO daily (day, puzzle, level, made_at) VALUES (?, ?, ?, ?)")) {
                p.setString(1, daily.day());
                p.setString(2, daily.puzzle());
                p.setString(3, daily.level());
                p.setString(4, millis(at));
                p.executeUpdate();
            }
            return daily(c, daily.day()).orElseThrow();
        });
    }

    /**
     * Records a served puzzle and its challenge, served to the client at {@code address}, in one
     * transaction (one write to disk instead of two). Only a salted hash of the address is kept.
     */
    public void serveChallenge(Served served, String id, Instant at, String address) {
        db.write(c -> {
            remember(c, served, at);
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT INTO challenge (id, puzzle, level, served_at, client) VALUES (?, ?, ?, ?, ?)")) {
                p.setString(1, id);
                p.setString(2, served.puzzle());
                p.setString(3, served.level());
                p.setString(4, millis(at));
                p.setString(5, clientKey(address));
                p.executeUpdate();
            }
            return null;
        });
    }

    /** The challenge with this id, if this server served it. */
    public Optional<Challenge> challenge(String id) {
        return db.read(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT puzzle, level, served_at, assisted, solved_at FROM challenge WHERE id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    if (!r.next()) {
                        return Optional.<Challenge>empty();
                    }
                    String solved = r.getString(5);
                    return Optional.of(new Challenge(id, r.getString(1), r.getString(2),
                            Instant.parse(r.getString(3)), r.getInt(4) != 0,
                            solved == null ? null : Instant.parse(solved)));
                }
            }
        });
    }

    /**
     * Marks a challenge as played with help (solve, hint, explain or a check); false when there is
     * no such challenge. When the disk refuses the mark, it is kept and written with the next
     * submission (help is still given: it does not need the database).
     */
    public boolean markAssisted(String id) {
        return marks.mark(id);
    }

    /**
     * Marks as assisted every open challenge (not solved, not yet assisted) served to the client at
     * {@code address} whose solution {@code helped} accepts; returns how many.
     */
    public int markAssisted(String address, Predicate<String> helped) {
        return marks.markOpen(clientKey(address), helped);
    }

    /** Whether a help mark of the challenge {@code id} waits for the disk. */
    public boolean assistPending(String id) {
        return marks.pending(id);
    }

    /** When {@code puzzle} was last served (as a challenge, else at all), if ever. */
    public Optional<Instant> lastServed(String puzzle) {
        return db.read(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT MAX(served_at) FROM (SELECT served_at FROM challenge WHERE puzzle = ?"
                            + " UNION ALL SELECT served_at FROM puzzle WHERE puzzle = ?)")) {
                p.setString(1, puzzle);
                p.setString(2, puzzle);
                try (ResultSet r = p.executeQuery()) {
                    String at = r.next() ? r.getString(1) : null;
                    return at == null ? Optional.<Instant>empty() : Optional.of(Instant.parse(at));
                }
            }
        });
    }

    /**
     * Stores one submission with its verdict, committed before this returns, and returns the
     * code of the reason it is not ranked (null when it is ranked). In the same transaction: a
     * submission that says it was assisted marks its challenge so for good; a correct one of a
     * challenge that already has its ranked entry is not ranked ({@link Ranking#ALREADY_RANKED});
     * the first correct one stores the challenge's solving time.
     */
    public String submit(Submission s) {
        List<String> pending = marks.pending();
        String stored = db.write(c -> {
            for (String id : pending) {
                AssistMarks.mark(c, id);
            }
            String unranked = s.unranked();
            if (s.challenge() != null) {
                if (s.assisted()) {
                    AssistMarks.mark(c, s.challenge());
                }
                if (unranked == null && s.correct() && ranked(c, s.challenge())) {
                    unranked = Ranking.ALREADY_RANKED;
                }
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO submission (puzzle, email, answer, correct,"
                    + " submitted_at, board, challenge, assisted, seconds, unranked)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                p.setString(1, s.puzzle());
                p.setString(2, s.email());
                p.setString(3, s.answer());
                p.setInt(4, s.correct() ? 1 : 0);
                p.setString(5, millis(s.at()));
                p.setString(6, s.board());
                p.setString(7, s.challenge());
                p.setInt(8, s.assisted() ? 1 : 0);
                if (s.seconds() == null) {
                    p.setNull(9, java.sql.Types.REAL);
                } else {
                    p.setDouble(9, s.seconds());
                }
                p.setString(10, unranked);
                p.executeUpdate();
            }
            if (s.correct() && s.challenge() != null) {
                try (PreparedStatement p = c.prepareStatement(
                        "UPDATE challenge SET solved_at = ? WHERE id = ? AND solved_at IS NULL")) {
                    p.setString(1, millis(s.at()));
                    p.setString(2, s.challenge());
                    p.executeUpdate();
                }
            }
            return unranked;
        });
        marks.written(pending);
        return stored;
    }

    /** Whether the challenge {@code id} has its ranked entry already. */
    private static boolean ranked(Connection c, String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM submission WHERE challenge = ? AND correct = 1"
                + " AND assisted = 0 AND unranked IS NULL LIMIT 1")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next();
            }
        }
    }

    /** Stores one machine submission without a challenge (the seed's client). */
    public void submit(String puzzle, String email, String answer, boolean correct, Instant at) {
        submit(new Submission(puzzle, email, answer, correct, at, "machines", null, false, null, null));
    }

    /**
     * The ranked solvers of {@code puzzle} on {@code board} ({@code players}: correct answers
     * given without help; {@code machines}: correct answers through the API), each e-mail once
     * with its best time, fastest first (unknown times last, then earliest), at most {@code limit}.
     */
    public List<Solver> solvers(String puzzle, String board, int limit) {
        return db.read(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT email, MIN(submitted_at), MIN(seconds), MIN(id) FROM submission"
                            + " WHERE puzzle = ? AND correct = 1 AND board = ? AND assisted = 0 AND unranked IS NULL"
                            + " GROUP BY email ORDER BY MIN(seconds) IS NULL, MIN(seconds), MIN(id) LIMIT ?")) {
                p.setString(1, puzzle);
                p.setString(2, board);
                p.setInt(3, limit);
                List<Solver> out = new ArrayList<>();
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        double sec = r.getDouble(3);
                        out.add(new Solver(r.getString(1), Instant.parse(r.getString(2)), r.wasNull() ? null : sec));
                    }
                }
                return out;
            }
        });
    }

    /** The solvers of {@code puzzle} on the machines' board (the seed's client's). */
    public List<Solver> solvers(String puzzle, int limit) {
        return solvers(puzzle, "machines", limit);
    }

    /** The number of submissions stored for {@code puzzle}, on any board. */
    public long submissionCount(String puzzle) {
        return db.read(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM submission WHERE puzzle = ?")) {
                p.setString(1, puzzle);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? r.getLong(1) : 0L;
                }
            }
        });
    }

    /** The salted hash of a client address kept with a challenge (never the address itself). */
    private String clientKey(String address) {
        try {
            byte[] h = java.security.MessageDigest.getInstance("SHA-256")
                    .digest((salt + "|" + address).getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(h, 0, 16);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Fixed-width UTC time with milliseconds, so that text order is time order. */
    private static final java.time.format.DateTimeFormatter TIME = java.time.format.DateTimeFormatter
            .ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(java.time.ZoneOffset.UTC);

    private static String millis(Instant at) {
        return TIME.format(at);
    }

    @Override
    public void close() {
        db.close();
    }
}
