package sudoku.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;

/** The tables of the {@link SubmissionStore}, made on open, and the columns added to files made before them. */
final class StoreSchema {
    private StoreSchema() {
    }

    /** Creates what is missing. */
    static void create(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
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
            s.execute("CREATE TABLE IF NOT EXISTS setting (name TEXT PRIMARY KEY, value TEXT NOT NULL)");
            // files made before the two boards, before the client of a challenge, before reasons not to rank
            Set<String> columns = columns(s, "submission");
            if (!columns.contains("board")) {
                s.execute("ALTER TABLE submission ADD COLUMN board TEXT NOT NULL DEFAULT 'machines'");
                s.execute("ALTER TABLE submission ADD COLUMN challenge TEXT");
                s.execute("ALTER TABLE submission ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0");
                s.execute("ALTER TABLE submission ADD COLUMN seconds REAL");
            }
            if (!columns.contains("unranked")) {
                s.execute("ALTER TABLE submission ADD COLUMN unranked TEXT");
            }
            s.execute("CREATE INDEX IF NOT EXISTS submission_by_challenge ON submission (challenge)");
            if (!columns(s, "challenge").contains("client")) {
                s.execute("ALTER TABLE challenge ADD COLUMN client TEXT");
            }
            s.execute("CREATE INDEX IF NOT EXISTS challenge_by_client ON challenge (client, solved_at)");
        }
    }

    private static Set<String> columns(Statement s, String table) throws SQLException {
        Set<String> out = new HashSet<>();
        try (ResultSet r = s.executeQuery("PRAGMA table_info(" + table + ")")) {
            while (r.next()) {
                out.add(r.getString("name"));
            }
        }
        return out;
    }

    /**
     * The file's own random salt for client keys (made on first open), so that the file keeps no
     * client address, only a salted hash of it.
     */
    static String salt(Connection c) throws SQLException {
        byte[] b = new byte[16];
        new java.security.SecureRandom().nextBytes(b);
        try (PreparedStatement p = c.prepareStatement("INSERT OR IGNORE INTO setting (name, value) VALUES ('salt', ?)")) {
            p.setString(1, java.util.HexFormat.of().formatHex(b));
            p.executeUpdate();
        }
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT value FROM setting WHERE name = 'salt'")) {
            r.next();
            return r.getString(1);
        }
    }
}
