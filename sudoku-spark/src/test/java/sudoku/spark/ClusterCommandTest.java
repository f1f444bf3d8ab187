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

/**
 * What the cluster command answers before any Spark work: usage errors and a missing input. The
 * jobs themselves run on a local Spark session in {@link ClusterCommandIT} ({@code mvn verify}).
 */
class ClusterCommandTest {
    @TempDir
    static Path dir;
    static Path input;

    @BeforeAll
    static void setUp() throws IOException {
        input = few(dir);
    }

    /** Three puzzles and a bad line, with a comment and a blank line, in {@code few.txt}. */
    static Path few(Path dir) throws IOException {
        Path file = dir.resolve("few.txt");
        Files.writeString(file, String.join("\n",
                "# three puzzles and a bad line",
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
                "",
                "not a puzzle",
                ".................................................................................",
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", ""));
        return file;
    }

    /** Exit code and standard error of one run. */
    record Run(int code, String err) {
    }

    static Run run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = ClusterCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, err.toString());
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
