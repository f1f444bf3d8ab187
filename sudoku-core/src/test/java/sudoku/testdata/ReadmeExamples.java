package sudoku.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command lines shown in the README's fenced code blocks, for the tests that run them. */
public final class ReadmeExamples {
    /** One command line and where the README shows it. */
    public record Example(int lineNumber, String command) {
        @Override
        public String toString() {
            return "README line " + lineNumber + ": " + command;
        }
    }

    private ReadmeExamples() {
    }

    /** Every line inside a fenced code block that starts with {@code prefix}, in README order. */
    public static List<Example> startingWith(String prefix) {
        List<String> lines;
        try {
            lines = Files.readAllLines(readme(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Example> out = new ArrayList<>();
        boolean inBlock = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("```")) {
                inBlock = !inBlock;
            } else if (inBlock && line.startsWith(prefix)) {
                out.add(new Example(i + 1, line));
            }
        }
        return out;
    }

    /** The repository's README.md, found from any module's working directory. */
    private static Path readme() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve("README.md")) && Files.exists(dir.resolve("data"))) {
                return dir.resolve("README.md");
            }
        }
        throw new IllegalStateException("README.md not found");
    }
}
