package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.testdata.ReadmeExamples;
import sudoku.testdata.ReadmeExamples.Example;
import sudoku.testdata.ShellWords;

/**
 * Every {@code ./sudoku ...} line in a fenced code block of the README runs and ends with the
 * exit code it documents ({@code # exit N} at the end of the line, 0 otherwise). {@code < FILE}
 * feeds standard input. Commands that start servers or clusters are tested in their modules;
 * {@code challenge}, which needs a server, by {@link ChallengeCommandTest} against one it starts.
 * A file named by {@code -o} is written into a temporary folder.
 */
class ReadmeExamplesTest {
    private static final Set<String> RUN_ELSEWHERE = Set.of("serve", "cluster", "challenge");
    private static final Pattern EXIT = Pattern.compile("#\\s*exit\\s+(\\d+)\\s*$");

    @TempDir
    Path outputs;

    static Stream<Example> examples() {
        return ReadmeExamples.startingWith("./sudoku").stream()
                .filter(e -> {
                    List<String> words = ShellWords.split(e.command());
                    return words.size() < 2 || !RUN_ELSEWHERE.contains(words.get(1));
                });
    }

    @Test
    void theReadmeHasExamples() throws IOException {
        assertThat(examples().count()).isGreaterThanOrEqualTo(8);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void exampleWorks(Example example) throws IOException {
        String command = example.command();
        int expected = 0;
        Matcher m = EXIT.matcher(command);
        if (m.find()) {
            expected = Integer.parseInt(m.group(1));
            command = command.substring(0, m.start());
        }
        List<String> words = new ArrayList<>(ShellWords.split(command));
        for (int i = 0; i + 1 < words.size(); i++) {
            if (words.get(i).equals("-o") || words.get(i).equals("--output")) {
                words.set(i + 1, outputs.resolve(words.get(i + 1)).toString());
            }
        }
        String stdin = null;
        int redirect = words.indexOf("<");
        if (redirect >= 0) {
            stdin = Files.readString(Path.of(words.get(redirect + 1)), StandardCharsets.UTF_8);
            words = new ArrayList<>(words.subList(0, redirect));
        }
        Cli result = Cli.runWithInput(stdin, words.subList(1, words.size()).toArray(String[]::new));
        assertThat(result.exitCode()).as(result.err()).isEqualTo(expected);
        assertThat(result.out()).isNotBlank();
    }

}
