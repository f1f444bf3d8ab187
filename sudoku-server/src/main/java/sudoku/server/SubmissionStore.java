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

    /** One correct solver of a puzzle: e-mail (as stored) and the time of the first correct answer. */
    public record Solver(String email, Instant at) {
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
            p.setString(4, at.truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString());
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

    /** Stores one submission with its verdict; committed before this returns. */
    public synchronized void submit(String puzzle, String email, String answer, boolean correct, Instant at)
            throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "INSERT INTO submission (puzzle, email, answer, correct, submitted_at) VALUES (?, ?, ?, ?, ?)")) {
            p.setString(1, puzzle);
            p.setString(2, email);
            p.setString(3, answer);
            p.setInt(4, correct ? 1 : 0);
            p.setString(5, at.truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString());
            p.executeUpdate();
        }
    }

    /** The distinct e-mails that solved {@code puzzle}, earliest first correct answer first, at most {@code limit}. */
    public synchronized List<Solver> solvers(String puzzle, int limit) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT email, MIN(id), MIN(submitted_at) FROM submission WHERE puzzle = ? AND correct = 1"
                        + " GROUP BY email ORDER BY MIN(id) LIMIT ?")) {
            p.setString(1, puzzle);
            p.setInt(2, limit);
            List<Solver> out = new ArrayList<>();
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new Solver(r.getString(1), Instant.parse(r.getString(3))));
                }
            }
            return out;
        }
    }

    /** The number of submissions stored for {@code puzzle}. */
    public synchronized long submissionCount(String puzzle) throws SQLException {
        try (PreparedStatement p = connection.prepareStatement("SELECT COUNT(*) FROM submission WHERE puzzle = ?")) {
            p.setString(1, puzzle);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getLong(1) : 0;
            }
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
