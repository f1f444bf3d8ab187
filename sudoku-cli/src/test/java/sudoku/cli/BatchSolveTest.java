package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Grid;
import sudoku.solve.SolveResult;
import sudoku.solve.TeachingSolver;

/** A file mixing good, non-unique, unsolvable and bad lines keeps its order and counts on any thread count. */
class BatchSolveTest {
    private static final java.util.Map<String, SolveResult> EXPECTED = new java.util.concurrent.ConcurrentHashMap<>();

    static Path dataFile(String name) {
        Path p = Path.of("../data").resolve(name);
        return Files.exists(p) ? p : Path.of("data").resolve(name);
    }

    /** Lines of a mixed input: puzzles of three files, a bad line every 97, a puzzle with a wrong clue every 89. */
    static List<String> mixedLines() throws IOException {
        List<String> lines = new ArrayList<>();
        int n = 0;
        for (String file : List.of("top95.txt", "serg_benchmark.txt", "kaggle_10k.txt")) {
            for (String line : Files.readAllLines(dataFile(file))) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                if (++n % 97 == 0) {
                    lines.add("not a puzzle " + n);
                }
                if (n % 89 == 0) {
                    lines.add(withAWrongClue(Grid.parse(t.substring(0, 81))).toLine());
                }
                lines.add(t.substring(0, 81));
                if (n % 400 == 399) {
                    break;
                }
            }
        }
        return lines;
    }

    /** The puzzle with a digit that clashes with no clue but is not the solution's, in its first empty cell where one fits. */
    static Grid withAWrongClue(Grid puzzle) {
        Grid solution = new TeachingSolver().solution(puzzle).orElseThrow();
        for (int cell = 0; cell < 81; cell++) {
            if (puzzle.get(cell) != 0) {
                continue;
            }
            for (int d = 1; d <= 9; d++) {
                Grid wrong = puzzle.with(cell, d);
                if (d != solution.get(cell) && wrong.conflicts().isEmpty()) {
                    return wrong;
                }
            }
        }
        throw new IllegalStateException("no wrong clue fits " + puzzle);
    }

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {1, 2, 3})
    void outputRecordsMatchInputRecordsInOrder(int threads, @TempDir Path dir) throws IOException {
        List<String> lines = mixedLines();
        Path file = dir.resolve("mixed.txt");
        Files.write(file, lines);
        Cli run = Cli.run("solve", "-f", file.toString(), "--threads", String.valueOf(threads));
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(lines.size());
        TeachingSolver reference = new TeachingSolver();
        int solved = 0;
        int multiple = 0;
        int unsolvable = 0;
        int invalid = 0;
        for (int i = 0; i < lines.size(); i++) {
            String in = lines.get(i);
            String got = out.get(i);
            if (in.startsWith("not a puzzle")) {
                assertThat(got).startsWith("invalid: line " + (i + 1) + ":");
                invalid++;
                continue;
            }
            Grid puzzle = Grid.parse(in);
            SolveResult expected = EXPECTED.computeIfAbsent(in, k -> reference.solve(puzzle, 2));
            switch (expected.status()) {
                case SOLVED -> {
                    assertThat(got).isEqualTo(expected.solutions().get(0).toLine());
                    solved++;
                }
                case MULTIPLE -> {
                    assertThat(got).startsWith("multiple: ");
                    assertThat(Grid.parse(got.substring(got.lastIndexOf(' ') + 1)).isSolutionOf(puzzle)).isTrue();
                    multiple++;
                }
                case UNSOLVABLE -> {
                    assertThat(got).startsWith("unsolvable: ");
                    unsolvable++;
                }
            }
        }
        assertThat(invalid).isPositive();
        assertThat(unsolvable).isPositive();
        assertThat(multiple).isPositive();
        assertThat(run.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(run.err()).contains(String.format("%,d puzzles: %,d solved, %,d non-unique, %,d unsolvable, %,d invalid",
                lines.size(), solved, multiple, unsolvable, invalid));
        assertThat(run.err()).doesNotContain("\r");
    }

    @ParameterizedTest(name = "threads {0}")
    @ValueSource(strings = {"0", "-1"})
    void aThreadCountBelowOneIsAUsageError(String threads) {
        Cli run = Cli.run("solve", "-f", dataFile("top95.txt").toString(), "--threads", threads);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--threads");
    }
}
