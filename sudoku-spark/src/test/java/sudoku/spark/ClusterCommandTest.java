package sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ClusterCommandTest {
    @TempDir
    static Path dir;
    static Path input;

    @BeforeAll
    static void setUp() throws IOException {
        LocalSpark.session(); // the command runs on the shared session and leaves it running
        input = dir.resolve("few.txt");
        Files.writeString(input, String.join("\n",
                "# three puzzles and a bad line",
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "",
                "not a puzzle",
                ".................................................................................",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", ""));
    }

    /** Exit code and standard error of one run. */
    private record Run(int code, String err) {
    }

    private static Run run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = ClusterCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, err.toString());
    }

    @Test
    void solveWritesPartFilesAndReportsInEqualsOut() throws IOException {
        Path out = dir.resolve("out");
        Run r = run("solve", input.toString(), out.toString(), "--master", "local[2]");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("in:  4 puzzles (6 lines in 1 files; 2 blank, comment or border)",
                "out: 4 records: 2 solved, 1 multiple, 0 unsolvable, 1 invalid",
                "every puzzle accounted for: 4 in, 4 out", "Spark start-up:");
        assertThat(out.resolve("_SUCCESS")).exists();
        List<String> records = partLines(out);
        assertThat(records).hasSize(4);
        assertThat(records.get(1)).contains("\"line\":4", "\"status\":\"invalid\"", "\"error\":\"line 4: ");

        Run again = run("solve", input.toString(), out.toString());
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.err()).startsWith("error: ").contains("already exists");

        Run replaced = run("count", input.toString(), out.toString(), "--overwrite");
        assertThat(replaced.code()).as(replaced.err()).isZero();
        assertThat(partLines(out)).hasSize(4).noneMatch(l -> l.contains("\"solution\""));
    }

    @Test
    void aDirectoryIsReadWithItsSubdirectoriesAndHiddenFilesLeftOut() throws IOException {
        Path tree = dir.resolve("tree");
        Files.createDirectories(tree.resolve("more"));
        Files.copy(input, tree.resolve("first.txt"));
        Files.copy(input, tree.resolve("more").resolve("second.txt"));
        Files.writeString(tree.resolve("_SUCCESS"), "not a puzzle file\n");
        Run r = run("count", tree.toString(), dir.resolve("tree-out").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("in:  8 puzzles (12 lines in 2 files", "every puzzle accounted for: 8 in, 8 out");
    }

    @Test
    void aMissingInputIsAnErrorNamingIt() {
        Path missing = dir.resolve("nowhere.txt");
        Run r = run("solve", missing.toString(), dir.resolve("never").toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("error: no such input: " + missing);
        assertThat(dir.resolve("never")).doesNotExist();
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertThat(run("solvify", input.toString(), "x").code()).isEqualTo(2);
        assertThat(run("solve", input.toString()).code()).isEqualTo(2);
        assertThat(run("solve", input.toString(), "x", "--format", "csv").err()).contains("csv");
    }

    /** The lines of a job's output files, in file order. */
    static List<String> partLines(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(p -> p.getFileName().toString().startsWith("part-")).sorted()
                    .flatMap(p -> {
                        try {
                            return Files.readAllLines(p).stream();
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }).toList();
        }
    }
}
