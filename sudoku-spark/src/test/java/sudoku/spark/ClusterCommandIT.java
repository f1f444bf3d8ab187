package sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cluster command's jobs on a local Spark session: output files, counts, a folder as input. */
class ClusterCommandIT {
    @TempDir
    static Path dir;
    static Path input;

    @BeforeAll
    static void setUp() throws IOException {
        LocalSpark.session(); // the command runs on the shared session and leaves it running
        input = ClusterCommandTest.few(dir);
    }

    private static ClusterCommandTest.Run run(String... args) {
        return ClusterCommandTest.run(args);
    }

    @Test
    void solveWritesPartFilesAndReportsInEqualsOut() throws IOException {
        Path out = dir.resolve("out");
        ClusterCommandTest.Run r = run("solve", input.toString(), out.toString(), "--master", "local[2]");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("in:  4 puzzles (6 lines in 1 files; 2 blank, comment or border)",
                "out: 4 records: 2 solved, 1 multiple, 0 unsolvable, 1 invalid",
                "every puzzle accounted for: 4 in, 4 out", "Spark start-up:");
        assertThat(out.resolve("_SUCCESS")).exists();
        List<String> records = ClusterCommandTest.partLines(out);
        assertThat(records).hasSize(4);
        assertThat(records.get(1)).contains("\"line\":4", "\"status\":\"invalid\"", "\"error\":\"line 4: ");

        ClusterCommandTest.Run again = run("solve", input.toString(), out.toString());
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.err()).startsWith("error: ").contains("already exists");

        ClusterCommandTest.Run replaced = run("count", input.toString(), out.toString(), "--overwrite");
        assertThat(replaced.code()).as(replaced.err()).isZero();
        assertThat(ClusterCommandTest.partLines(out)).hasSize(4).noneMatch(l -> l.contains("\"solution\""));
    }

    @Test
    void aDirectoryIsReadWithItsSubdirectoriesAndHiddenFilesLeftOut() throws IOException {
        Path tree = dir.resolve("tree");
        Files.createDirectories(tree.resolve("more"));
        Files.copy(input, tree.resolve("first.txt"));
        Files.copy(input, tree.resolve("more").resolve("second.txt"));
        Files.writeString(tree.resolve("_SUCCESS"), "not a puzzle file\n");
        ClusterCommandTest.Run r = run("count", tree.toString(), dir.resolve("tree-out").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("in:  8 puzzles (12 lines in 2 files", "every puzzle accounted for: 8 in, 8 out");
    }
}
