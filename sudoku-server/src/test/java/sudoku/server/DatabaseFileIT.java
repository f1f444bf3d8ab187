package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.StorageFaultTest.board;
import static sudoku.server.StorageFaultTest.solved;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The database file deleted or replaced under a running server: nothing acknowledged is lost. An
 * integration test ({@code mvn verify}): each case waits for the server to notice and recover.
 */
class DatabaseFileIT {
    @TempDir
    Path dir;

    @Test
    void aDeletedDatabaseIsPutBackFromTheOpenCopy() throws Exception {
        Path db = dir.resolve("deleted.db");
        String before;
        String after;
        try (TestServer s = TestServer.on(db)) {
            before = solved(s, "before@example.com");
            for (String f : Shell.filesOf(db)) {
                Files.delete(Path.of(f));
            }
            assertThat(Files.exists(db)).isFalse();
            after = solved(s, "after@example.com");
            assertThat(Files.exists(db)).isTrue();
            assertThat(board(s, before)).contains("b***@e******.com");
            assertThat(s.log.toString(StandardCharsets.UTF_8)).contains("was deleted while in use; put it back");
            // the lock is taken again with the file: a second server still refuses
            assertThat(Files.exists(DatabaseLock.fileOf(db.toAbsolutePath()))).isTrue();
        }
        // on disk, not only in the open copy
        try (TestServer again = TestServer.on(db)) {
            assertThat(board(again, before)).contains("b***@e******.com");
            assertThat(board(again, after)).contains("a***@e******.com");
        }
    }

    @Test
    void aReplacedDatabaseIsKeptBesideTheNewFile() throws Exception {
        Path db = dir.resolve("replaced.db");
        try (TestServer s = TestServer.on(db)) {
            String before = solved(s, "before@example.com");
            // a file that is not a database moved over it (as a careless restore would)
            Path junk = dir.resolve("junk");
            Files.writeString(junk, "not a database\n".repeat(400));
            Files.move(junk, db, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            TestServer.Reply refused = s.get(StorageFaultTest.GET);
            assertThat(refused.status()).as(refused.text()).isEqualTo(503);
            assertThat(refused.json().get("error").asText()).contains(db.toAbsolutePath().toString(),
                    "not a valid database");
            List<Path> kept = kept(db);
            assertThat(kept).hasSize(1);
            assertThat(submissions(kept.get(0))).isEqualTo(1);
            assertThat(s.log.toString(StandardCharsets.UTF_8)).contains("was replaced by another file", "kept in");
            // the operator puts the kept copy back: the server goes on with it
            Files.move(kept.get(0), db, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            String after = solved(s, "after@example.com");
            assertThat(board(s, before)).contains("b***@e******.com");
            assertThat(board(s, after)).contains("a***@e******.com");
            assertThat(kept(db)).as("the same data is not kept twice").isEmpty();
        }
    }

    @Test
    void aDatabaseEmptiedInPlaceIs503UntilItIsPutBack() throws Exception {
        Path db = dir.resolve("emptied.db");
        Path backup = dir.resolve("emptied-backup.db");
        try (TestServer s = TestServer.on(db)) {
            String before = solved(s, "before@example.com");
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db.toAbsolutePath());
                 Statement st = c.createStatement()) {
                st.executeUpdate("backup to " + backup.toAbsolutePath());
            }
            Files.write(db, new byte[0]);
            for (String path : List.of(StorageFaultTest.GET, "/api/daily")) {
                TestServer.Reply r = s.get(path);
                assertThat(r.status()).as(r.text()).isEqualTo(503);
                assertThat(r.json().get("error").asText()).contains(db.toAbsolutePath().toString(), "lost its tables");
            }
            Files.copy(backup, db, StandardCopyOption.REPLACE_EXISTING);
            String after = solved(s, "after@example.com");
            assertThat(board(s, before)).contains("b***@e******.com");
            assertThat(board(s, after)).contains("a***@e******.com");
        }
    }

    @Test
    void theOnlineBackupOfALiveDatabaseHasEverythingAcknowledged() throws Exception {
        Path db = dir.resolve("live.db");
        Path backup = dir.resolve("backup.db");
        try (TestServer s = TestServer.on(db)) {
            String before = solved(s, "before@example.com");
            // SQLite's online backup, as sqlite3's .backup runs it, from another connection while the server serves
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db.toAbsolutePath());
                 Statement st = c.createStatement()) {
                st.executeUpdate("backup to " + backup.toAbsolutePath());
            }
            solved(s, "after@example.com");
            assertThat(submissions(backup)).isEqualTo(1);
            assertThat(submissions(db)).isEqualTo(2);
            assertThat(board(s, before)).contains("b***@e******.com");
        }
    }

    private List<Path> kept(Path db) throws IOException {
        try (var all = Files.list(dir)) {
            return all.filter(p -> p.getFileName().toString().startsWith(db.getFileName() + ".kept-")).toList();
        }
    }

    private static long submissions(Path file) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
             Statement st = c.createStatement(); ResultSet r = st.executeQuery("SELECT COUNT(*) FROM submission")) {
            r.next();
            return r.getLong(1);
        }
    }
}
