package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;

/** {@code /api/solve} and {@code /api/validate} against a real server: verdicts, solutions, errors with places. */
class SolveApiTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("solve.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<String> puzzles() {
        return Stream.of(EASY, HARD, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void solvesUniquePuzzles(String puzzle) {
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", puzzle));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("status").asText()).isEqualTo("solved");
        assertThat(r.json().get("unique").asBoolean()).isTrue();
        assertThat(r.json().get("solutions").asLong()).isEqualTo(1);
        assertThat(Grid.parse(r.json().get("solution").asText()).isSolutionOf(Grid.parse(puzzle))).isTrue();
    }

    /** Random puzzles made by blanking cells of a known solution, so each has at least that solution. */
    static Stream<Long> seeds() {
        return LongStream.range(1, 9).boxed();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everySolutionKeepsTheClues(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String solution = server.post("/api/solve", TestServer.json("puzzle", EASY)).json().get("solution").asText();
        char[] cells = solution.toCharArray();
        IntStream.range(0, 81).filter(i -> random.nextInt(100) < 60).forEach(i -> cells[i] = '.');
        String puzzle = new String(cells);
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", puzzle, "limit", 2));
        assertThat(r.status()).as("seed %d", seed).isEqualTo(200);
        assertThat(r.json().get("solutions").asLong()).as("seed %d", seed).isBetween(1L, 2L);
        assertThat(Grid.parse(r.json().get("solution").asText()).isSolutionOf(Grid.parse(puzzle))).as("seed %d", seed).isTrue();
    }

    @Test
    void emptyGridHasManySolutionsCountedToTheLimit() {
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", ".".repeat(81), "limit", 50));
        assertThat(r.json().get("status").asText()).isEqualTo("multiple");
        assertThat(r.json().get("solutions").asLong()).isEqualTo(50);
        assertThat(r.json().get("exact").asBoolean()).isFalse();
        assertThat(r.json().get("solution").asText()).isNotEqualTo(r.json().get("second_solution").asText());
    }

    @Test
    void unsolvablePuzzleSaysSo() {
        // no clash, but A9 can hold nothing: row A has 1-8 and column 9 has a 9
        String puzzle = "12345678." + "........9" + ".".repeat(63);
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", puzzle));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("status").asText()).isEqualTo("unsolvable");
        assertThat(r.json().get("solutions").asLong()).isZero();
    }

    @Test
    void smallAndLargeBoardsAreSolved() {
        TestServer.Reply four = server.post("/api/solve", TestServer.json("puzzle", "1...............", "limit", 1000));
        assertThat(four.json().get("solutions").asLong()).isEqualTo(72);
        TestServer.Reply sixteen = server.post("/api/solve", TestServer.json("puzzle", ".".repeat(256), "limit", 1));
        assertThat(sixteen.status()).isEqualTo(200);
        assertThat(Grid.parse(sixteen.json().get("solution").asText()).isSolved()).isTrue();
    }

    @Test
    void badSymbolNamesLineColumnAndCell() {
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", EASY.substring(0, 40) + "x" + EASY.substring(41)));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("cell").asText()).isEqualTo("E5");
        assertThat(r.json().get("column").asInt()).isEqualTo(41);
        assertThat(r.json().get("error").asText()).contains("E5").contains("'x'");
    }

    @Test
    void clashingCluesNameBothCells() {
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", "3" + EASY.substring(1)));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("status").asText()).isEqualTo("invalid");
        assertThat(r.json().get("cells").toString()).contains("A1").contains("A3");
    }

    @Test
    void wrongCellCountAndOversizeBoardsAre400() {
        assertThat(server.post("/api/solve", TestServer.json("puzzle", EASY + ".")).json().get("error").asText())
                .contains("82 cells");
        TestServer.Reply big = server.post("/api/solve", TestServer.json("puzzle", ".".repeat(625)));
        assertThat(big.status()).isEqualTo(400);
        assertThat(big.json().get("error").asText()).contains("25x25").contains("16x16");
    }

    @Test
    void limitOutOfRangeIs400() {
        TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", EASY, "limit", 0));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo("limit");
        assertThat(server.post("/api/solve", TestServer.json("puzzle", EASY, "limit", "two")).status()).isEqualTo(400);
        assertThat(server.post("/api/solve", TestServer.json("puzzle", 5)).json().get("error").asText())
                .contains("must be a string");
    }

    @Test
    void validateReportsUniquenessAndClashes() {
        TestServer.Reply ok = server.post("/api/validate", TestServer.json("puzzle", EASY));
        assertThat(ok.json().get("valid").asBoolean()).isTrue();
        assertThat(ok.json().get("clues").asInt()).isEqualTo(32);
        TestServer.Reply many = server.post("/api/validate", TestServer.json("puzzle", ".".repeat(81)));
        assertThat(many.json().get("valid").asBoolean()).isFalse();
        assertThat(many.json().get("solutions").asLong()).isEqualTo(2);
        TestServer.Reply clash = server.post("/api/validate", TestServer.json("puzzle", "3" + EASY.substring(1)));
        assertThat(clash.status()).isEqualTo(200);
        assertThat(clash.json().get("valid").asBoolean()).isFalse();
        assertThat(clash.json().get("clashes").get(0).get("cells").toString()).contains("A1", "A3");
    }

    @Test
    void validateChecksAPlayersGrid() {
        String solution = server.post("/api/solve", TestServer.json("puzzle", EASY)).json().get("solution").asText();
        char[] grid = EASY.toCharArray();
        grid[0] = solution.charAt(0);                      // A1 right
        grid[1] = solution.charAt(1) == '9' ? '1' : '9';   // A2 wrong
        grid[2] = '7';                                     // A3 is a clue (3): changed
        TestServer.Reply r = server.post("/api/validate", TestServer.json("puzzle", EASY, "grid", new String(grid)));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("grid").get("mistakes").toString()).contains("A2").doesNotContain("A1");
        assertThat(r.json().get("grid").get("changed_clues").toString()).contains("A3");
        assertThat(r.json().get("grid").get("solved").asBoolean()).isFalse();
        TestServer.Reply done = server.post("/api/validate", TestServer.json("puzzle", EASY, "grid", solution));
        assertThat(done.json().get("grid").get("solved").asBoolean()).isTrue();
        assertThat(done.json().get("grid").get("mistakes")).isEmpty();
    }
}
