package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static sudoku.server.StorageFaultTest.board;
import static sudoku.server.StorageFaultTest.loggedOnce;
import static sudoku.server.StorageFaultTest.recovered;
import static sudoku.server.StorageFaultTest.refusesWritesOnly;
import static sudoku.server.StorageFaultTest.solved;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link StorageFaultTest}'s slow faults: one needs a server in a process of its own (a JVM started
 * per run), the other waits out the database's lock timeout on every write.
 */
class StorageFaultIT {
    @TempDir
    Path dir;

    /**
     * Files and folder made unwritable (chmod) under a server that is not root: root writes
     * whatever the mode says, so as root the server runs in a process of its own as nobody.
     */
    @Test
    void anUnwritableFolderAndFiles() throws Exception {
        Path folder = dir.resolve("unwritable");
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path db = folder.resolve("sudoku.db");
        List<String> command = new ArrayList<>();
        String classpath = System.getProperty("java.class.path");
        if (Shell.run("id", "-u").output().equals("0")) {
            command.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
            classpath = Shell.classpathFor(dir.resolve("cp"), classpath);
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classpath, ServerProcessMain.class.getName(), db.toString()));
        Path err = dir.resolve("server.err");
        Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
        try {
            String port = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertThat(port).as("the child server's port; its errors: %s", Files.readString(err)).matches("\\d+");
            TestServer s = TestServer.client("http://127.0.0.1:" + port);
            String before = solved(s, "before@example.com");
            assertThat(Shell.onFiles(db, "chmod", "a-w").ok()).isTrue();
            assertThat(Shell.run("chmod", "a-w", folder.toString()).ok()).isTrue();
            try {
                refusesWritesOnly(s, db, before, "");
                assertThat(board(s, before)).contains("b***@e******.com");
            } finally {
                Shell.run("chmod", "a+w", folder.toString());
                Shell.onFiles(db, "chmod", "u+w");
            }
            recovered(s, before);
            String log = Files.readString(err);
            assertThat(log.lines().filter(l -> l.startsWith("storage: the database") && l.contains("cannot be")))
                    .as(log).hasSize(1);
            assertThat(log).contains("works again, after");
        } finally {
            p.destroyForcibly();
            p.waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    void aDatabaseLockedByAnotherProcess() throws Exception {
        Path db = dir.resolve("locked.db");
        try (TestServer s = TestServer.on(db)) {
            String before = solved(s, "before@example.com");
            try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + db.toAbsolutePath());
                 Statement st = other.createStatement()) {
                st.execute("BEGIN EXCLUSIVE");
                refusesWritesOnly(s, db, before, "locked by another process");
                st.execute("COMMIT");
            }
            recovered(s, before);
            loggedOnce(s);
        }
    }
}
