package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What was answered survives a kill -9 of the server's process (a JVM started per run). */
class PersistenceIT {
    @TempDir
    Path dir;

    @Test
    void killMinus9LosesNothingAnswered() throws Exception {
        Path db = dir.resolve("killed.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                ServerProcessMain.class.getName(), db.toString())
                .redirectError(dir.resolve("server.err").toFile())
                .start();
        String puzzle;
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String port = out.readLine();
            assertThat(port).as("the child server's port").matches("\\d+");
            TestServer.Reply got = TestServer.client("http://127.0.0.1:" + port).get(ChallengeApiTest.GET);
            puzzle = got.json().get("puzzle").asText();
            TestServer.Reply sent = TestServer.client("http://127.0.0.1:" + port).post(ChallengeApiTest.SUBMIT,
                    TestServer.json("puzzle", puzzle, "email", "killed@example.com",
                            "answer", ChallengeApiTest.diagonal(puzzle)));
            assertThat(sent.json().get("correct").asBoolean()).isTrue();
        } finally {
            p.destroyForcibly();
            assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(p.exitValue()).as("killed by SIGKILL").isEqualTo(137);
        try (TestServer after = TestServer.on(db)) {
            TestServer.Reply board = after.get("/api/leaderboard?board=machines&puzzle=" + puzzle);
            assertThat(board.status()).isEqualTo(200);
            assertThat(board.json().get("solvers").get(0).get("email").asText()).isEqualTo("k***@e******.com");
        }
        assertThat(new File(db.toString())).exists();
    }
}
