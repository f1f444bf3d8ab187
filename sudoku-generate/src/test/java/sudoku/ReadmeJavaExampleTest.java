package sudoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.logic.Hint;
import sudoku.logic.Level;

/** The README's Java example, compiled and run as a reader would. */
class ReadmeJavaExampleTest {
    @TempDir
    Path dir;

    @Test
    void theReadmesJavaExampleCompilesAndRuns() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertThat(m.find()).as("a java block in the README").isTrue();
        Path source = dir.resolve("Example.java");
        Files.writeString(source, m.group(1));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int rc = javac.run(null, null, errors, "-d", dir.toString(), "-cp", System.getProperty("java.class.path"),
                source.toString());
        assertThat(rc).as(errors.toString(StandardCharsets.UTF_8)).isZero();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream before = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                getClass().getClassLoader())) {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            loader.loadClass("Example").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(before);
        }
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        Sudoku puzzle = Sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        assertThat(lines.get(0)).isEqualTo("true " + puzzle.solution().orElseThrow());
        assertThat(lines.get(1)).endsWith(" EASY");
        assertThat(lines).hasSize(11);
        assertThat(lines.subList(2, 5)).as("the first three steps' sentences")
                .isEqualTo(puzzle.explain().steps().stream().limit(3).map(puzzle::text).toList())
                .allMatch(line -> line.matches(".*\\b[A-I][1-9]\\b.*"));
        Sudoku generated = Sudoku.parse(lines.get(5));
        assertThat(generated.isUnique()).isTrue();
        assertThat(generated.rate().level()).isEqualTo(Level.HARD);
        assertThat(generated).isEqualTo(Sudoku.generate(Level.HARD, 42));
        assertThat(lines.get(6)).isEqualTo(puzzle.hint(2).text()).isNotBlank();
        Hint mistake = puzzle.hint("1" + puzzle.toString().substring(1), null, 1);
        assertThat(mistake.kind()).isEqualTo(Hint.Kind.MISTAKE);
        assertThat(lines.get(7)).isEqualTo(mistake.text());
        assertThat(lines.get(8)).isEqualTo("true");
        String[] ten = lines.get(9).split(" ");
        assertThat(ten[0]).isEqualTo("10");
        assertThat(Sudoku.parse(ten[1]).rate().level()).isEqualTo(Level.EASY);
        assertThat(lines.get(10)).isEqualTo("FORMAT at line 1, column 82");
    }

    @Test
    void theFrontDoorAgreesWithTheEnginesBehindIt() {
        Sudoku many = Sudoku.parse("2.............62....1....7......8...3...9...7...6..4...4....8....52.............3");
        assertThat(many.isUnique()).isFalse();
        assertThat(many.solution()).isEmpty();
        assertThat(many.countSolutions(10)).isEqualTo(10);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Sudoku.parse("11" + ".".repeat(79)))
                .isInstanceOf(sudoku.core.PuzzleFormatException.class).hasMessageContaining("A1 and A2");
        // A9 can only be 9, which column 9 already has at B9
        Sudoku none = Sudoku.parse("12345678." + "........9" + ".".repeat(63));
        assertThat(none.countSolutions(2)).isZero();
        assertThat(none.solution()).isEmpty();
    }
}
