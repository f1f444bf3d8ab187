package sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import sudoku.testdata.ReadmeExamples;
import sudoku.testdata.ReadmeExamples.Example;
import sudoku.testdata.ShellWords;

/**
 * Every {@code ./sudoku cluster ...} line in a fenced code block of the README runs on the shared
 * local session and accounts for every puzzle. Input paths are read from the repository root and
 * the output directory is moved into a temporary directory.
 */
class ReadmeExamplesTest {
    @TempDir
    static Path dir;

    @BeforeAll
    static void startSpark() {
        LocalSpark.session();
    }

    static Stream<Example> examples() {
        return ReadmeExamples.startingWith("./sudoku cluster ").stream();
    }

    @Test
    void theReadmeShowsEveryOperation() throws IOException {
        List<String> operations = examples().map(e -> ShellWords.split(e.command()).get(2)).distinct().toList();
        assertThat(operations).contains("solve", "count", "rate", "dedup");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void exampleWorks(Example example) {
        List<String> args = new ArrayList<>(ShellWords.split(example.command()).subList(2, ShellWords.split(example.command()).size()));
        args.set(1, Arrays.stream(args.get(1).split(",")).map(p -> "../" + p).collect(Collectors.joining(",")));
        args.set(2, dir.resolve("example-" + example.lineNumber()).toString());
        StringWriter err = new StringWriter();
        CommandLine cl = ClusterCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args.toArray(String[]::new));
        assertThat(code).as(err.toString()).isZero();
        assertThat(err.toString()).contains("every puzzle accounted for");
        assertThat(Path.of(args.get(2)).resolve("_SUCCESS")).exists();
    }

}
