package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second server on a database in use refuses, naming the file and the other process; a failed
 * start leaves nothing. The other server in a process of its own: {@link OneServerPerDatabaseIT}.
 */
class OneServerPerDatabaseTest {
    @TempDir
    Path dir;

    static SudokuServer start(Path db, int port) throws IOException {
        return SudokuServer.start(TestServer.functional(db).at("127.0.0.1", port),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
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
    void aServerClosedAtOnceHasLetGoOfItsDatabaseWhenCloseReturns() throws Exception {
        // the database opens alongside the start; close must wait for that opening and undo it,
        // or the file stays locked (and its folder undeletable) after the server is gone
        for (int round = 0; round < 8; round++) {
            Path db = dir.resolve("round" + round).resolve("quick.db");
            start(db, 0).close();
            assertThat(DatabaseLock.fileOf(db.toAbsolutePath())).as("lock file of round %d", round).doesNotExist();
            SudokuServer next = start(db, 0);
            try {
                next.awaitStorage();
            } finally {
                next.close();
            }
            assertThat(DatabaseLock.fileOf(db.toAbsolutePath())).doesNotExist();
        }
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
