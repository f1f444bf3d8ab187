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
import sudoku.solve.internal.TeachingSolver;

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

    /** A solve of {@code text} cut into chunks of {@code size} bytes on {@code threads} threads: stdout, then stderr without the timing. */
    private static String[] solveInChunks(String text, int size, int threads) throws Exception {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int code = new BatchSolve(null, 2, threads, OutputFormat.LINE, false, false).run(
                new sudoku.input.PuzzleChunks(new java.io.ByteArrayInputStream(bytes), size),
                chunk -> PuzzleInput.open(chunk, "file", sudoku.core.Variant.NONE),
                new java.io.PrintWriter(out), new java.io.PrintWriter(err));
        String summary = err.toString();
        return new String[] {out.toString(), summary.substring(0, summary.indexOf(';')), String.valueOf(code)};
    }

    @org.junit.jupiter.api.Test
    void whereverTheInputIsCutTheOutputIsTheSame() throws Exception {
        List<String> mixed = mixedLines().subList(0, 300);
        String shown = sudoku.core.GridFormat.display(Grid.parse(mixed.get(0)));
        String text = "# comment\r\n" + String.join("\r\n", mixed.subList(0, 100)) + "\n\n" + shown
                + String.join("\n", mixed.subList(100, 300)) + "\nnot a puzzle at the end";
        String[] expected = solveInChunks(text, 1 << 20, 1);
        List<String> out = expected[0].lines().toList();
        assertThat(out).hasSize(302);
        int bad = mixed.indexOf(mixed.stream().filter(l -> l.startsWith("not")).findFirst().orElseThrow());
        assertThat(out.get(bad)).startsWith("invalid: line " + (bad + 2) + ": 12 cells");
        assertThat(out.get(301)).startsWith("invalid: line 314: ");
        assertThat(expected[2]).isEqualTo(String.valueOf(ExitCodes.INVALID));
        for (int size : new int[] {1, 81, 82, 83, 200, 1000, 4096}) {
            for (int threads : new int[] {1, 2, 3}) {
                assertThat(solveInChunks(text, size, threads)).as("chunks of %d bytes, %d threads", size, threads)
                        .containsExactly(expected);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void statsFollowTheSummaryWithTheCpuOfEachThread() {
        Cli run = Cli.run("solve", "-f", dataFile("top95.txt").toString(), "--threads", "1", "--stats");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.lines()).hasSize(95);
        assertThat(run.err()).containsPattern("95 puzzles: .*\\nCPU: workers [0-9.]+ s \\([0-9.]+\\), reading and writing"
                + " thread [0-9.]+ s \\([0-9.]+% of the workers'\\); JIT compiling [0-9.]+ s, collecting [0-9.]+ s");
    }

    @org.junit.jupiter.api.Test
    void anEmptyFileHasNoOutputAndAZeroSummary(@TempDir Path dir) throws IOException {
        Path file = Files.write(dir.resolve("empty.txt"), new byte[0]);
        Cli run = Cli.run("solve", "-f", file.toString(), "--threads", "2");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("0 puzzles: 0 solved");
    }

    @org.junit.jupiter.api.Test
    void bytesThatAreNotUtf8MakeTheirLineInvalidAndTheBatchGoesOn(@TempDir Path dir) throws IOException {
        List<String> lines = mixedLines().stream().filter(l -> !l.startsWith("not")).toList();
        byte[] text = (String.join("\n", lines) + "\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertThat(lines.size()).isGreaterThan(600);
        List<String> good = Cli.run("solve", "-f", Files.write(dir.resolve("good.txt"), text).toString()).out()
                .lines().toList();
        text[600 * 82 + 3] = (byte) 0xE9; // a Latin-1 e-acute on line 601
        text[700 * 82 + 5] = (byte) 0xFF; // and a byte no UTF-8 text has, on line 701
        Cli run = Cli.run("solve", "-f", Files.write(dir.resolve("bad.txt"), text).toString(), "--threads", "2");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.INVALID);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSameSizeAs(good);
        for (int i = 0; i < good.size(); i++) {
            if (i == 600 || i == 700) {
                assertThat(out.get(i)).startsWith("invalid: line " + (i + 1) + ", column " + (i == 600 ? 4 : 6)
                        + ": bytes that are not UTF-8 text");
            } else {
                assertThat(out.get(i)).as("line %d", i + 1).isEqualTo(good.get(i));
            }
        }
    }

    @org.junit.jupiter.api.Test
    void aUtf8ConsoleTakesTheBytesAsTheyAreAfterWhatWasPrintedBefore() {
        java.nio.charset.Charset utf8 = java.nio.charset.StandardCharsets.UTF_8;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        ConsoleOut console = new ConsoleOut(new java.io.PrintStream(bytes, true, utf8), utf8);
        console.print("before ");
        ConsoleOut.Bytes sink = ConsoleOut.bytes(console);
        byte[] big = "x".repeat(70_000).getBytes(utf8);
        for (byte[] b : List.of("é\n".getBytes(utf8), big, "é\n".getBytes(utf8))) {
            sink.write(b);
        }
        sink.flush();
        console.println("after");
        assertThat(bytes.toString(utf8)).isEqualTo("before é\n" + "x".repeat(70_000) + "é\nafter\n");
        java.io.ByteArrayOutputStream latin = new java.io.ByteArrayOutputStream();
        ConsoleOut other = new ConsoleOut(new java.io.PrintStream(latin, true), java.nio.charset.StandardCharsets.ISO_8859_1);
        ConsoleOut.Bytes decoded = ConsoleOut.bytes(other);
        decoded.write("é\n".getBytes(utf8));
        decoded.flush();
        assertThat(latin.toByteArray()).containsExactly(0xE9, '\n');
    }
}
