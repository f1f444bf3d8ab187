package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static sudoku.server.OneServerPerDatabaseTest.start;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second server refuses a database that a server in another process (a JVM started per run) holds. */
class OneServerPerDatabaseIT {
    @TempDir
    Path dir;

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
}
