package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The disk under a running server fails: the database made immutable or unwritable, its file
 * system full, the file locked by another process. Each time writes answer 503 naming the
 * problem, everything else goes on, the fault is logged once, and the server recovers by itself
 * when the fault goes, with everything acknowledged before still there. (Made immutable, the
 * write-ahead log's shared memory used to kill the process with SIGBUS: this test's own JVM.)
 * Files made unwritable under a server of its own process, and the file locked by another
 * process (each write waits out the lock's timeout): {@link StorageFaultIT}.
 */
class StorageFaultTest {
    static final String GET = ChallengeApiTest.GET;

    @TempDir
    Path dir;

    /** Serves a puzzle and submits its right answer on the machines' board; returns the puzzle. */
    static String solved(TestServer s, String email) {
        TestServer.Reply got = s.get(GET);
        assertThat(got.status()).as(got.text()).isEqualTo(200);
        String puzzle = got.json().get("puzzle").asText();
        TestServer.Reply sent = s.post(ChallengeApiTest.SUBMIT, TestServer.json("puzzle", puzzle, "email", email,
                "answer", ChallengeApiTest.diagonal(puzzle)));
        assertThat(sent.status()).as(sent.text()).isEqualTo(200);
        return puzzle;
    }

    /** The e-mails (masked) ranked on the machines' board of {@code puzzle}. */
    static String board(TestServer s, String puzzle) {
        TestServer.Reply r = s.get("/api/leaderboard?board=machines&puzzle=" + puzzle);
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        return r.json().get("solvers").toString();
    }

    /** While the fault lasts: writes are 503 naming the database and the fault; what does not write still works. */
    static void refusesWritesOnly(TestServer s, Path db, String before, String fault) {
        for (int i = 0; i < 3; i++) {
            TestServer.Reply r = s.get(GET);
            assertThat(r.status()).as(r.text()).isEqualTo(503);
            assertThat(r.json().get("error").asText()).contains(db.toAbsolutePath().toString(), "cannot be written",
                    fault);
            assertThat(r.json().get("retry_after").asInt()).isPositive();
        }
        TestServer.Reply solve = s.post("/api/solve", TestServer.json("puzzle", before));
        assertThat(solve.status()).isEqualTo(200);
        assertThat(s.get("/").status()).isEqualTo(200);
        assertThat(s.get("/api/levels").status()).isEqualTo(200);
    }

    /** The fault was logged once however many requests met it, and its end once. */
    static void loggedOnce(TestServer s) {
        String log = s.log.toString(StandardCharsets.UTF_8);
        assertThat(log.lines().filter(l -> l.startsWith("storage: the database") && l.contains("cannot be")))
                .as(log).hasSize(1);
        assertThat(log.lines().filter(l -> l.startsWith("storage:") && l.contains("works again, after"))).as(log).hasSize(1);
    }

    /** After the fault: writes work again and what was acknowledged before is still there. */
    static void recovered(TestServer s, String before) {
        String after = solved(s, "after@example.com");
        assertThat(board(s, before)).contains("b***@e******.com");
        assertThat(board(s, after)).contains("a***@e******.com");
    }

    @Test
    void anImmutableDatabase() throws Exception {
        Path db = dir.resolve("immutable.db");
        try (TestServer s = TestServer.on(db)) {
            String before = solved(s, "before@example.com");
            Shell.Result set = Shell.onFiles(db, "chattr", "+i");
            assumeTrue(set.ok(), "the file system of " + dir + " has no immutable attribute: " + set.output());
            try {
                refusesWritesOnly(s, db, before, "");
                assertThat(board(s, before)).as("reads go on").contains("b***@e******.com");
            } finally {
                assertThat(Shell.onFiles(db, "chattr", "-i").ok()).isTrue();
            }
            recovered(s, before);
            loggedOnce(s);
        }
    }

    /** A small tmpfs of its own under the test's folder; skipped, saying why, where mounting is not permitted. */
    private Path mount(String name, String size) {
        Path at = dir.resolve(name);
        try {
            Files.createDirectories(at);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Shell.Result m = Shell.run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", at.toString());
        assumeTrue(m.ok(), "mounting a tmpfs needs root (CAP_SYS_ADMIN), which this run does not have: " + m.output());
        return at;
    }

    private static void unmount(Path at) {
        Shell.run("umount", "-l", at.toString());
    }

    @Test
    void aFullDisk() throws IOException {
        Path fs = mount("full", "2m");
        try {
            Path db = fs.resolve("sudoku.db");
            try (TestServer s = TestServer.on(db)) {
                String before = solved(s, "before@example.com");
                Path filler = fs.resolve("filler");
                fill(filler);
                try {
                    refusesWritesOnly(s, db, before, "full");
                    assertThat(board(s, before)).contains("b***@e******.com");
                } finally {
                    Files.delete(filler);
                }
                recovered(s, before);
                loggedOnce(s);
            }
        } finally {
            unmount(fs);
        }
    }

    /** Writes zeros into {@code file} until the file system has no room left. */
    private static void fill(Path file) {
        byte[] chunk = new byte[16 * 1024];
        try (OutputStream out = Files.newOutputStream(file)) {
            for (int i = 0; i < 100_000; i++) {
                out.write(chunk);
                out.flush();
            }
        } catch (IOException full) {
            assertThat(full.getMessage()).containsIgnoringCase("space");
            return;
        }
        throw new AssertionError("the small file system never filled up");
    }
}
