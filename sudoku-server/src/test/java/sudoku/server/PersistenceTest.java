package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Served puzzles and submissions survive a restart ({@link PersistenceIT}: and a kill -9 of the server process). */
class PersistenceTest {
    @TempDir
    Path dir;

    @Test
    void restartKeepsPuzzlesAndSubmissions() {
        Path db = dir.resolve("restart.db");
        String puzzle;
        try (TestServer first = TestServer.on(db)) {
            puzzle = first.get(ChallengeApiTest.GET).json().get("puzzle").asText();
            first.post(ChallengeApiTest.SUBMIT, TestServer.json("puzzle", puzzle, "email", "first@example.com",
                    "answer", ChallengeApiTest.diagonal(puzzle)));
        }
        try (TestServer second = TestServer.on(db)) {
            TestServer.Reply board = second.get("/api/leaderboard?board=machines&puzzle=" + puzzle);
            assertThat(board.status()).isEqualTo(200);
            assertThat(board.json().get("solvers").get(0).get("email").asText()).isEqualTo("f***@e******.com");
            TestServer.Reply again = second.post(ChallengeApiTest.SUBMIT, TestServer.json("puzzle", puzzle,
                    "email", "second@example.com", "answer", ChallengeApiTest.diagonal(puzzle)));
            assertThat(again.status()).isEqualTo(200);
            assertThat(again.json().get("correct").asBoolean()).isTrue();
        }
    }
}
