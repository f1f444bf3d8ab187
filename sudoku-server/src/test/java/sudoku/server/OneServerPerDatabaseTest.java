package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second server on a database in use refuses, naming the file and the other process; a failed start leaves nothing. */
class OneServerPerDatabaseTest {
    @TempDir
    Path dir;

    private static SudokuServer start(Path db, int port) throws IOException {
        return SudokuServer.start(TestServer.functional(db).at("127.0.0.1", port),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    void aSecondServerInAnotherProcessRefusesNamingTheFileAndThePid() throws Exception {
        Path db = dir.resolve("shared.db");
        Process first = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ServerProcessMain.class.getName(), db.toString())
                .redirectError(dir.resolve("first.err").toFile()).start();
        try {
            String port = new BufferedReader(new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            TestServer client = TestServer.client("http://127.0.0.1:" + port);
            assertThat(client.get(ChallengeApiTest.GET).status()).isEqualTo(200);
            SudokuServer second = start(db, 0);
            try {
                assertThatThrownBy(second::awaitStorage).isInstanceOf(IOException.class)
                        .hasMessageContaining(db.toAbsolutePath().toString())
                        .hasMessageContaining("in use by another server")
                        .hasMessageContaining("process " + first.pid());
                TestServer.Reply refused = TestServer.client("http://127.0.0.1:" + second.port())
                        .get(ChallengeApiTest.GET);
                assertThat(refused.status()).isEqualTo(503);
            } finally {
                second.close();
            }
            // the first goes on, and its lock file names it
            assertThat(client.get(ChallengeApiTest.GET).status()).isEqualTo(200);
            assertThat(Files.readString(DatabaseLock.fileOf(db.toAbsolutePath())).strip())
                    .isEqualTo(String.valueOf(first.pid()));
        } finally {
            first.destroyForcibly();
            first.waitFor(20, TimeUnit.SECONDS);
        }
        // killed, the first leaves its lock file, but no lock: the next server starts
        try (TestServer next = TestServer.on(db)) {
            next.server.awaitStorage();
            assertThat(next.get(ChallengeApiTest.GET).status()).isEqualTo(200);
        }
    }

    @Test
    void aSecondServerInTheSameProcessRefusesToo() throws Exception {
        Path db = dir.resolve("same.db");
        try (TestServer first = TestServer.on(db)) {
            first.server.awaitStorage();
            SudokuServer second = start(db, 0);
            try {
                assertThatThrownBy(second::awaitStorage).hasMessageContaining(db.toAbsolutePath().toString())
                        .hasMessageContaining("process " + ProcessHandle.current().pid());
            } finally {
                second.close();
            }
            assertThat(first.get(ChallengeApiTest.GET).status()).isEqualTo(200);
        }
        // closed, the first removes its lock file
        assertThat(DatabaseLock.fileOf(db.toAbsolutePath())).doesNotExist();
    }

    @Test
    void aStartThatCannotBindLeavesNothingOnDisk() throws Exception {
        Path folder = dir.resolve("never");
        Path db = folder.resolve("sudoku.db");
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            assertThatThrownBy(() -> start(db, taken.getLocalPort())).isInstanceOf(IOException.class)
                    .hasMessageContaining("cannot listen");
        }
        // whatever the failed start began on other threads (opening the database, filling the stock) is over
        Await.until("the failed start's threads ended", () -> Thread.getAllStackTraces().keySet().stream()
                .filter(t -> !before.contains(t)).noneMatch(t -> t.getName().startsWith("sudoku-")));
        assertThat(folder).doesNotExist();
    }
}
