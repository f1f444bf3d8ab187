package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.server.ServerOptions;
import sudoku.server.SudokuServer;

/** {@code sudoku serve} on a database another server uses refuses to start, naming the file and that server. */
class ServeOneDatabaseTest {
    @TempDir
    Path dir;

    @Test
    void aSecondServeRefusesNamingTheDatabaseAndTheProcess() throws Exception {
        Path db = dir.resolve("in-use.db");
        try (SudokuServer first = SudokuServer.start(ServerOptions.defaults().toBuilder().db(db).stockPerLevel(0)
                .build().at("127.0.0.1", 0), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))) {
            first.awaitStorage();
            Cli second = assertTimeoutPreemptively(Duration.ofSeconds(60),
                    () -> Cli.run("serve", "--port", "0", "--db", db.toString()));
            assertThat(second.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(second.err()).contains(db.toAbsolutePath().toString(), "in use by another server",
                    "process " + ProcessHandle.current().pid());
            assertThat(second.out()).doesNotContain("Sudoku server on");
        }
    }
}
