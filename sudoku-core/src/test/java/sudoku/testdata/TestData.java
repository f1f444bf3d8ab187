package sudoku.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import sudoku.core.Grid;
import sudoku.input.PuzzleReader;
import sudoku.input.PuzzleRecord;

/** The puzzle collections under the repository's {@code data/} folder, for tests of every module. */
public final class TestData {
    /** The collections whose puzzles all have exactly one solution. */
    public static final List<String> UNIQUE_SETS = List.of("easy50.txt", "top95.txt", "hardest.txt",
            "magictour_top1465.txt", "17_clue.txt", "forum_hardest_1106.txt", "kaggle_10k.txt");

    private TestData() {
    }

    /** The path of a data file, found from any module's working directory. */
    public static Path file(String name) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve("data").resolve(name);
            if (Files.exists(candidate)) {
                return candidate;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("data file not found: " + name);
    }

    /** The puzzle lines of {@code variants.txt} (variant line form), comments left out. */
    public static List<String> variantLines() {
        try {
            return Files.readAllLines(file("variants.txt")).stream().filter(l -> !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The 16x16 puzzle of {@code sizes.txt}, whose forcing chains take seconds to rate or
     * explain (the empty 16x16 board is rated at once: a guess), for the tests of time budgets.
     */
    public static String hard16() {
        try {
            return Files.readAllLines(file("sizes.txt")).stream().map(String::strip).filter(l -> l.length() == 256)
                    .findFirst().orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every puzzle of a data file, in order. */
    public static List<Grid> puzzles(String name) {
        List<Grid> out = new ArrayList<>();
        try (PuzzleReader reader = new PuzzleReader(Files.newBufferedReader(file(name), StandardCharsets.UTF_8))) {
            while (reader.hasNext()) {
                PuzzleRecord r = reader.next();
                if (!r.isValid()) {
                    throw new IllegalStateException(name + ": " + r.error());
                }
                out.add(r.grid());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** At most {@code count} puzzles of a file, drawn with a fixed seed (all of them when the file is small). */
    public static List<Grid> sample(String name, int count, long seed) {
        List<Grid> all = puzzles(name);
        if (all.size() <= count) {
            return all;
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<Grid> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(all.get(random.nextInt(all.size())));
        }
        return out;
    }
}
