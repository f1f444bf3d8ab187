package sudoku.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example in every command's help runs as printed: the help is read from the release's
 * bin/sudoku, each example line is pasted into bash in an empty folder with the release's bin on
 * the PATH, and ends with the exit code it documents ({@code # exit N}, else 0). An example is one
 * line: the line after it is another example or the end of the list.
 */
@DisabledOnOs(OS.WINDOWS)
class HelpExamplesIT {
    /** The commands whose examples run here; serve and challenge start or need a server. */
    static final List<String> COMMANDS = List.of("solve", "explain", "hint", "steps", "rate", "generate",
            "minimize", "canon", "print", "bench", "techniques");
    private static final Pattern EXIT = Pattern.compile("#\\s*exit\\s+(\\d+)\\s*$");

    @TempDir
    static Path tmp;
    static Path bin;

    @BeforeAll
    static void unpack() throws Exception {
        Path release = Files.createDirectories(tmp.resolve("release"));
        Unzip.unzip(Path.of(System.getProperty("sudoku.dist.zip")), release);
        bin = release.resolve(System.getProperty("sudoku.dist.name")).resolve("bin");
    }

    private static String bash(String line, Path dir, StringBuilder output) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "set -o pipefail; " + line).directory(dir.toFile())
                .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Map<String, String> env = pb.environment();
        env.put("PATH", bin + ":" + Path.of(System.getProperty("java.home"), "bin") + ":"
                + env.getOrDefault("PATH", "/usr/bin:/bin"));
        env.put("HOME", Files.createDirectories(tmp.resolve("home")).toString());
        env.remove("XDG_CACHE_HOME");
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Process p = pb.redirectOutput(out.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            output.append(Files.readString(out, StandardCharsets.UTF_8));
            return "ran over 300 s";
        }
        output.append(Files.readString(out, StandardCharsets.UTF_8));
        return String.valueOf(p.exitValue());
    }

    /** The example lines of a help text: the indented lines after "Examples:" up to a blank line. */
    static List<String> examples(String help) {
        List<String> examples = new ArrayList<>();
        boolean in = false;
        for (String line : help.split("\n")) {
            if (line.strip().equals("Examples:")) {
                in = true;
            } else if (in && line.isBlank()) {
                in = false;
            } else if (in) {
                examples.add(line);
            }
        }
        return examples;
    }

    @Test
    void everyExampleOfEveryCommandRunsAsPrinted() throws Exception {
        SoftAssertions soft = new SoftAssertions();
        int ran = 0;
        for (String command : COMMANDS) {
            StringBuilder help = new StringBuilder();
            assertThat(bash("sudoku help " + command, tmp, help)).as(help.toString()).isEqualTo("0");
            List<String> examples = examples(help.toString());
            soft.assertThat(examples).as("the examples of sudoku %s", command).isNotEmpty();
            for (String example : examples) {
                String line = example.strip();
                soft.assertThat(line).as("an example of sudoku %s is one whole line", command)
                        .containsPattern("^(\\S+=\\S+ )?sudoku " + command + "\\b|\\| sudoku " + command + "\\b");
                int expected = 0;
                Matcher m = EXIT.matcher(line);
                if (m.find()) {
                    expected = Integer.parseInt(m.group(1));
                }
                Path empty = Files.createDirectories(tmp.resolve("empty-" + ran++));
                StringBuilder output = new StringBuilder();
                long start = System.nanoTime();
                String code = bash(line, empty, output);
                // where the test's minutes go, one line per example
                System.out.printf("%7.1f s  %s%n", (System.nanoTime() - start) / 1e9, line);
                soft.assertThat(code).as("%s%n%s", line, output).isEqualTo(String.valueOf(expected));
            }
        }
        assertThat(ran).isGreaterThan(30);
        soft.assertAll();
    }
}
