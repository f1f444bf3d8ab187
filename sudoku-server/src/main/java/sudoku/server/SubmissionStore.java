package sudoku.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The challenge's memory, in one SQLite file: every puzzle served (with its solution) and every
 * submission (puzzle, e-mail, answer, verdict, time). The schema is created on open; each write
 * is its own committed transaction, so a killed server loses nothing it has answered.
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

    /** One submission to store. */
    public record Submission(String puzzle, String email, String answer, boolean correct, Instant at, String board,
                             String challenge, boolean assisted, Double seconds) {
    }

    private final Connection connection;

    private SubmissionStore(Connection connection) {
        this.connection = connection;
    }

    /**
     * Opens (creating when absent) the database file at {@code path}.
     * @throws SQLException when the file cannot be opened or is not a database
     */
    public static SubmissionStore open(Path path) throws SQLException {
        try {
            Path parent = path.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (java.io.IOException e) {
            throw new SQLException("cannot create the folder of " + path + ": " + e.getMessage(), e);
        }
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + path.toAbsolutePath());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("PRAGMA synchronous=FULL");
            s.execute("PRAGMA busy_timeout=5000");
            s.execute("CREATE TABLE IF NOT EXISTS puzzle ("
                    + " puzzle TEXT PRIMARY KEY, solution TEXT NOT NULL, level TEXT NOT NULL,"
                    + " served_at TEXT NOT NULL)");
            s.execute("CREATE TABLE IF NOT EXISTS submission ("
                    + " id INTEGER PRIMARY KEY AUTOINCREMENT, puzzle TEXT NOT NULL, email TEXT NOT NULL,"
                    + " answer TEXT NOT NULL, correct INTEGER NOT NULL, submitted_at TEXT NOT NULL)");
            s.execute("CREATE INDEX IF NOT EXISTS submission_by_puzzle ON submission (puzzle, correct, id)");
            s.execute("CREATE TABLE IF NOT EXISTS challenge ("
                    + " id TEXT PRIMARY KEY, puzzle TEXT NOT NULL, level TEXT NOT NULL, served_at TEXT NOT NULL,"
                    + " assisted INTEGER NOT NULL DEFAULT 0, solved_at TEXT)");
            s.execute("CREATE INDEX IF NOT EXISTS challenge_by_puzzle ON challenge (puzzle, served_at)");
            s.execute("CREATE TABLE IF NOT EXISTS daily ("
                    + " day TEXT PRIMARY KEY, puzzle TEXT NOT NULL, level TEXT NOT NULL, made_at TEXT NOT NULL)");
            // files made before the two boards: add their columns
            java.util.Set<String> columns = new java.util.HashSet<>();
            try (ResultSet r = s.executeQuery("PRAGMA table_info(submission)")) {
                while (r.next()) {
                    columns.add(r.getString("name"));
                }
            }
            if (!columns.contains("board")) {
                s.execute("ALTER TABLE submission ADD COLUMN board TEXT NOT NULL DEFAULT 'machines'");
                s.execute("ALTER TABLE submission ADD COLUMN challenge TEXT");
                s.execute("ALTER TABLE submission ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0");
                s.execute("ALTER TABLE submission ADD COLUMN seconds REAL");
            }
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return new SubmissionStore(c);
    }

    /** Records a served puzzle (once; serving it again keeps the first record). */
    public synchronized void remember(Served served, Instant at) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT OR IGNORE INTO puzzle (puzzle, solution, level, served_at) VALUES (?, ?, ?, ?)")) {
            p.setString(1, served.puzzle());
            p.setString(2, served.solution());
            p.setString(3, served.level());
            p.setString(4, millis(at));
            p.executeUpdate();
        }
    }

    /** The served puzzle with this one-line text, if this server ever served it. */
    public synchronized Optional<Served> find(String puzzle) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT solution, level FROM puzzle WHERE puzzle = ?")) {
            p.setString(1, puzzle);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? Optional.of(new Served(puzzle, r.getString(1), r.getString(2))) : Optional.empty();
            }
        }
    }

    /** The daily puzzle of a UTC date (yyyy-mm-dd). */
    public record Daily(String day, String puzzle, String level) {
    }

    /** The daily puzzle stored for {@code day}, if one was made. */
    public synchronized Optional<Daily> daily(String day) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("SELECT puzzle, level FROM daily WHERE day = ?")) {
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
    public synchronized Daily keepDaily(Daily daily, Instant at) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT OR IGNORE INTO daily (day, puzzle, level, made_at) VALUES (?, ?, ?, ?)")) {
            p.setString(1, daily.day());
            p.setString(2, daily.puzzle());
            p.setString(3, daily.level());
            p.setString(4, millis(at));
            p.executeUpdate();
        }
        return daily(daily.day()).orElseThrow();
    }

    /** Records a served puzzle and its challenge in one transaction (one write to disk instead of two). */
    public synchronized void serveChallenge(Served served, String id, Instant at) throws SQLException {
        boolean auto = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try {
            remember(served, at);
            serve(id, served.puzzle(), served.level(), at);
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(auto);
        }
    }

    /** Records a challenge: the puzzle served under a new id, at {@code at}. */
    public synchronized void serve(String id, String puzzle, String level, Instant at) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT INTO challenge (id, puzzle, level, served_at) VALUES (?, ?, ?, ?)")) {
            p.setString(1, id);
            p.setString(2, puzzle);
            p.setString(3, level);
            p.setString(4, millis(at));
            p.executeUpdate();
        }
    }

    /** The challenge with this id, if this server served it. */
    public synchronized Optional<Challenge> challenge(String id) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT puzzle, level, served_at, assisted, solved_at FROM challenge WHERE id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                String solved = r.getString(5);
                return Optional.of(new Challenge(id, r.getString(1), r.getString(2), Instant.parse(r.getString(3)),
                        r.getInt(4) != 0, solved == null ? null : Instant.parse(solved)));
            }
        }
    }

    /** Marks a challenge as played with help (solve, hint or explain); false when there is no such challenge. */
    public synchronized boolean markAssisted(String id) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("UPDATE challenge SET assisted = 1 WHERE id = ?")) {
            p.setString(1, id);
            return p.executeUpdate() > 0;
        }
    }

    /** When {@code puzzle} was last served (as a challenge, else at all), if ever. */
    public synchronized Optional<Instant> lastServed(String puzzle) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT MAX(served_at) FROM (SELECT served_at FROM challenge WHERE puzzle = ?"
                        + " UNION ALL SELECT served_at FROM puzzle WHERE puzzle = ?)")) {
            p.setString(1, puzzle);
            p.setString(2, puzzle);
            try (ResultSet r = p.executeQuery()) {
                String at = r.next() ? r.getString(1) : null;
                return at == null ? Optional.empty() : Optional.of(Instant.parse(at));
            }
        }
    }

    /**
     * Stores one submission with its verdict, and the solving time of its challenge when it is the
     * challenge's first correct answer; committed before this returns.
     */
    public synchronized void submit(Submission s) throws SQLException {
        boolean auto = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try {
            try (PreparedStatement p = connection.prepareStatement("INSERT INTO submission (puzzle, email, answer,"
                    + " correct, submitted_at, board, challenge, assisted, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
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
                p.executeUpdate();
            }
            if (s.correct() && s.challenge() != null) {
                try (PreparedStatement p = connection.prepareStatement(
                        "UPDATE challenge SET solved_at = ? WHERE id = ? AND solved_at IS NULL")) {
                    p.setString(1, millis(s.at()));
                    p.setString(2, s.challenge());
                    p.executeUpdate();
                }
            }
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(auto);
        }
    }

    /** Stores one machine submission without a challenge (the seed's client). */
    public void submit(String puzzle, String email, String answer, boolean correct, Instant at) throws SQLException {
        submit(new Submission(puzzle, email, answer, correct, at, "machines", null, false, null));
    }

    /**
     * The ranked solvers of {@code puzzle} on {@code board} ({@code players}: correct answers
     * given without help; {@code machines}: correct answers through the API), each e-mail once
     * with its best time, fastest first (unknown times last, then earliest), at most {@code limit}.
     */
    public synchronized List<Solver> solvers(String puzzle, String board, int limit) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT email, MIN(submitted_at), MIN(seconds), MIN(id) FROM submission"
                        + " WHERE puzzle = ? AND correct = 1 AND board = ? AND assisted = 0"
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
    }

    /** The solvers of {@code puzzle} on the machines' board (the seed's client's). */
    public List<Solver> solvers(String puzzle, int limit) throws SQLException {
        return solvers(puzzle, "machines", limit);
    }

    /** The number of submissions stored for {@code puzzle}, on any board. */
    public synchronized long submissionCount(String puzzle) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("SELECT COUNT(*) FROM submission WHERE puzzle = ?")) {
            p.setString(1, puzzle);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getLong(1) : 0;
            }
        }
    }

    /** Fixed-width UTC time with milliseconds, so that text order is time order. */
    private static final java.time.format.DateTimeFormatter TIME = java.time.format.DateTimeFormatter
            .ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(java.time.ZoneOffset.UTC);

    private static String millis(Instant at) {
        return TIME.format(at);
    }

    /**
     * Runs a trivial query, for the server's readiness check.
     * @throws SQLException when the database does not answer
     */
    public synchronized void ping() throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet r = s.executeQuery("SELECT 1")) {
            if (!r.next()) {
                throw new SQLException("SELECT 1 gave no row");
            }
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
