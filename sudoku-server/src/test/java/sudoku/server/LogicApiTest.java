package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/** {@code /api/explain}, {@code /api/hint}, {@code /api/rate}, {@code /api/techniques} and {@code /api/generate}. */
class LogicApiTest {
    static final String EASY = SolveApiTest.EASY;
    static final String SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        // the nested forcing chains of the hardest puzzle here take several seconds of CPU: a budget
        // that a shared machine cannot run past (the budget itself is tested in HttpLimitsTest)
        server = new TestServer(TestServer.functional(dir.resolve("logic.db")).withBudget(60_000));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void explanationStepsFillTheGridWithTheSolution() {
        TestServer.Reply r = server.post("/api/explain", TestServer.json("puzzle", SolveApiTest.HARD));
        assertThat(r.status()).isEqualTo(200);
        char[] grid = SolveApiTest.HARD.toCharArray();
        for (JsonNode step : r.json().get("steps")) {
            assertThat(step.get("technique").asText()).isNotBlank();
            assertThat(step.get("text").asText()).isNotBlank();
            for (JsonNode p : step.get("placements")) {
                grid[Geometry.CLASSIC.parseCell(p.get("cell").asText())] = (char) ('0' + p.get("digit").asInt());
            }
        }
        assertThat(new String(grid)).isEqualTo(r.json().get("solution").asText());
        assertThat(Grid.parse(new String(grid)).isSolutionOf(Grid.parse(SolveApiTest.HARD))).isTrue();
        assertThat(r.json().get("rating").asDouble()).isGreaterThan(1.0);
    }

    @Test
    void hintsGetMorePreciseAndPlaceTheSolutionsDigit() {
        TestServer.Reply one = server.post("/api/hint", TestServer.json("puzzle", EASY, "level", 1));
        TestServer.Reply two = server.post("/api/hint", TestServer.json("puzzle", EASY, "level", 2));
        TestServer.Reply three = server.post("/api/hint", TestServer.json("puzzle", EASY, "level", 3));
        assertThat(one.json().get("kind").asText()).isEqualTo("step");
        assertThat(one.json().has("technique")).as("level 1 only says where").isFalse();
        assertThat(one.json().has("step")).isFalse();
        assertThat(one.json().get("secondary").size() + one.json().get("cells").size()).isGreaterThan(0);
        assertThat(two.json().get("technique").asText()).isEqualTo(three.json().get("technique").asText());
        assertThat(two.json().has("step")).isFalse();
        JsonNode placements = three.json().get("step").get("placements");
        JsonNode eliminations = three.json().get("step").get("eliminations");
        assertThat(placements.size() + eliminations.size()).isGreaterThan(0);
        assertThat(three.json().get("cells").size()).isGreaterThan(0);
        for (JsonNode p : placements) {
            int cell = Geometry.CLASSIC.parseCell(p.get("cell").asText());
            assertThat(p.get("digit").asInt()).isEqualTo(SOLUTION.charAt(cell) - '0');
        }
    }

    @Test
    void hintFollowsThePlayersGridAndPencilMarks() {
        char[] grid = EASY.toCharArray();
        int empty = EASY.indexOf('.');
        grid[empty] = SOLUTION.charAt(empty);
        List<String> marks = new ArrayList<>(Collections.nCopies(81, ""));
        int other = EASY.indexOf('.', empty + 1);
        marks.set(other, String.valueOf(SOLUTION.charAt(other)));
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", EASY, "grid", new String(grid),
                "candidates", marks, "level", 3));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("kind").asText()).isEqualTo("step");
        assertThat(r.json().get("step").get("placements").toString()).doesNotContain("\"" + cellName(empty) + "\"");
    }

    @Test
    void hintPointsOutAWrongDigitFirst() {
        char[] grid = EASY.toCharArray();
        int empty = EASY.indexOf('.');
        grid[empty] = SOLUTION.charAt(empty) == '9' ? '1' : (char) (SOLUTION.charAt(empty) + 1);
        TestServer.Reply first = server.post("/api/hint", TestServer.json("puzzle", EASY, "grid", new String(grid), "level", 1));
        assertThat(first.json().get("kind").asText()).isEqualTo("mistake");
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", EASY, "grid", new String(grid), "level", 2));
        assertThat(r.json().get("cells").toString()).contains(cellName(empty));
        assertThat(r.json().get("text").asText()).contains(cellName(empty));
    }

    @Test
    void hintPointsOutPencilMarksThatLeaveOutTheDigit() {
        List<String> marks = new ArrayList<>(Collections.nCopies(81, ""));
        int empty = EASY.indexOf('.');
        marks.set(empty, wrongCandidate(empty));
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", EASY, "candidates", marks, "level", 2));
        assertThat(r.json().get("kind").asText()).isEqualTo("missing_candidate");
        assertThat(r.json().get("cells").toString()).contains(cellName(empty));
        assertThat(r.json().get("text").asText()).contains("pencil mark").contains(cellName(empty));
    }

    @Test
    void explanationStartsFromThePlayersPosition() {
        char[] grid = EASY.toCharArray();
        int filled = 0;
        for (int cell = 0; cell < 81 && filled < 20; cell++) {
            if (grid[cell] == '.') {
                grid[cell] = SOLUTION.charAt(cell);
                filled++;
            }
        }
        TestServer.Reply fromClues = server.post("/api/explain", TestServer.json("puzzle", EASY));
        TestServer.Reply fromHere = server.post("/api/explain", TestServer.json("puzzle", EASY, "grid", new String(grid)));
        assertThat(fromHere.status()).as(fromHere.text()).isEqualTo(200);
        int placedHere = 0;
        for (JsonNode step : fromHere.json().get("steps")) {
            for (JsonNode p : step.get("placements")) {
                int cell = Geometry.CLASSIC.parseCell(p.get("cell").asText());
                assertThat(grid[cell]).as("a placement on a cell the player filled").isEqualTo('.');
                grid[cell] = (char) ('0' + p.get("digit").asInt());
                placedHere++;
            }
        }
        assertThat(new String(grid)).isEqualTo(SOLUTION);
        assertThat(placedHere).isEqualTo(EASY.replaceAll("[^.]", "").length() - 20);
        assertThat(fromHere.json().get("steps").size()).isLessThan(fromClues.json().get("steps").size());
    }

    @Test
    void explanationFromAPositionReportsTheMistakesFirst() {
        char[] grid = EASY.toCharArray();
        int empty = EASY.indexOf('.');
        grid[empty] = SOLUTION.charAt(empty) == '9' ? '1' : (char) (SOLUTION.charAt(empty) + 1);
        TestServer.Reply wrong = server.post("/api/explain", TestServer.json("puzzle", EASY, "grid", new String(grid)));
        assertThat(wrong.status()).isEqualTo(400);
        assertThat(wrong.json().get("field").asText()).isEqualTo("grid");
        assertThat(wrong.json().get("cells").toString()).contains(cellName(empty));

        List<String> marks = new ArrayList<>(Collections.nCopies(81, ""));
        marks.set(empty, wrongCandidate(empty));
        TestServer.Reply missing = server.post("/api/explain", TestServer.json("puzzle", EASY, "candidates", marks));
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.json().get("field").asText()).isEqualTo("candidates");
        assertThat(missing.json().get("cells").toString()).contains(cellName(empty));
    }

    @Test
    void hintRefusesAChangedClue() {
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", EASY, "grid", "..7" + EASY.substring(3)));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains("A3");
    }

    @Test
    void hintOnASolvedGridSaysSo() {
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", EASY, "grid", SOLUTION));
        assertThat(r.json().get("kind").asText()).isEqualTo("solved");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[\"1\"]", "\"123\"", "[1,2]"})
    void malformedPencilMarksAre400(String candidates) {
        TestServer.Reply r = server.post("/api/hint", "{\"puzzle\":\"" + EASY + "\",\"candidates\":" + candidates + "}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo("candidates");
    }

    @Test
    void badDigitInPencilMarksNamesTheCell() {
        List<String> marks = new ArrayList<>(Collections.nCopies(81, ""));
        marks.set(10, "1x");
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", EASY, "candidates", marks));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("cell").asText()).isEqualTo("B2");
    }

    @Test
    void rateGivesAValueAndALevel() {
        TestServer.Reply easy = server.post("/api/rate", TestServer.json("puzzle", EASY));
        TestServer.Reply hard = server.post("/api/rate", TestServer.json("puzzle", SolveApiTest.HARD));
        assertThat(easy.json().get("level").asText()).isEqualTo("easy");
        assertThat(hard.json().get("rating").asDouble()).isGreaterThan(easy.json().get("rating").asDouble());
    }

    @Test
    void puzzleWithoutSolutionIs400ForTheLogicRoutes() {
        String none = "12345678." + "........9" + ".".repeat(63);
        for (String route : List.of("/api/explain", "/api/rate", "/api/hint")) {
            TestServer.Reply r = server.post(route, TestServer.json("puzzle", none));
            assertThat(r.status()).as(route).isEqualTo(400);
            assertThat(r.json().get("field").asText()).as(route).isEqualTo("puzzle");
            assertThat(r.json().get("status").asText()).as(route).isEqualTo("unsolvable");
            assertThat(r.json().get("error").asText()).as(route).contains("puzzle");
        }
    }

    @Test
    void chainStepsListEveryLink() {
        String hard = "98.7..6..5...8..7...7..6...4....3..2..8.9.7.....4......1.2...3...5.6.9..........1";
        TestServer.Reply r = server.post("/api/explain", TestServer.json("puzzle", hard));
        assertThat(r.status()).isEqualTo(200);
        int withLinks = 0;
        for (var step : r.json().get("steps")) {
            String id = step.get("technique").asText();
            if (id.startsWith("Forcing Chain") && !step.get("links").isEmpty()) {
                withLinks++;
                var link = step.get("links").get(0);
                assertThat(link.get("type").asText()).isIn("strong", "weak");
                assertThat(link.get("from_cells")).isNotEmpty();
                assertThat(link.get("from").get("cell").asText()).matches("[A-I][1-9]");
            }
            assertThat(step.get("text").asText()).doesNotContain("…");
        }
        assertThat(withLinks).isPositive();
    }

    @Test
    void severalSolutionsAreSaidWithTheStatusOfSolve() {
        String multiple = "4.3921.579.7345.2125187649354.1329767295.4138.3679824537268951481425376.695.17382";
        for (String route : List.of("/api/explain", "/api/rate", "/api/hint")) {
            TestServer.Reply r = server.post(route, TestServer.json("puzzle", multiple));
            assertThat(r.status()).as(route).isEqualTo(200);
            assertThat(r.json().get("status").asText()).as(route).isEqualTo("multiple");
            assertThat(r.text()).as(route).doesNotContain("Uniqueness Test").doesNotContain("Hidden Rectangle");
            TestServer.Reply one = server.post(route, TestServer.json("puzzle", EASY));
            assertThat(one.json().get("status").asText()).as(route).isEqualTo("solved");
        }
    }

    @Test
    void techniquesListTheCommunityNames() {
        TestServer.Reply r = server.get("/api/techniques");
        assertThat(r.json().get("techniques").toString()).contains("Hidden Single", "X-Wing", "Skyscraper");
        assertThat(r.json().get("levels").toString()).contains("easy", "extreme");
    }

    @Test
    void generateIsSeededAndRespectsLevelAndSymmetry() {
        String body = TestServer.json("level", "medium", "symmetry", "rot180", "seed", 7, "count", 2);
        TestServer.Reply a = server.post("/api/generate", body);
        TestServer.Reply b = server.post("/api/generate", body);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().get("puzzles")).hasSize(2);
        assertThat(a.json().get("puzzles").toString()).isEqualTo(b.json().get("puzzles").toString());
        for (JsonNode p : a.json().get("puzzles")) {
            String puzzle = p.get("puzzle").asText();
            assertThat(p.get("level").asText()).isEqualTo("medium");
            assertThat(server.post("/api/rate", TestServer.json("puzzle", puzzle)).json().get("level").asText())
                    .isEqualTo("medium");
            assertThat(server.post("/api/solve", TestServer.json("puzzle", puzzle)).json().get("unique").asBoolean()).isTrue();
            for (int cell = 0; cell < 81; cell++) {
                assertThat(puzzle.charAt(cell) == '.').as("rot180 at %d", cell).isEqualTo(puzzle.charAt(80 - cell) == '.');
            }
        }
    }

    @Test
    void generateSmallBoards() {
        TestServer.Reply r = server.post("/api/generate", TestServer.json("size", 4, "seed", 1));
        assertThat(r.json().get("puzzles").get(0).get("puzzle").asText()).hasSize(16);
    }

    @Test
    void generateRefusesBadOptions() {
        assertThat(server.post("/api/generate", TestServer.json("count", 1000)).json().get("field").asText()).isEqualTo("count");
        assertThat(server.post("/api/generate", TestServer.json("symmetry", "spiral")).json().get("field").asText())
                .isEqualTo("symmetry");
        assertThat(server.post("/api/generate", TestServer.json("level", "trivial")).status()).isEqualTo(400);
        assertThat(server.post("/api/generate", TestServer.json("level", "easy", "size", 6)).status()).isEqualTo(400);
        assertThat(server.post("/api/generate", TestServer.json("size", 25)).status()).isEqualTo(400);
    }

    private static String cellName(int cell) {
        return Geometry.CLASSIC.cellName(cell);
    }

    /**
     * A pencil mark for an empty cell that is not its digit and that no clue in its units rules
     * out (a mark a clue rules out is named first, as a clashing mark).
     */
    private static String wrongCandidate(int cell) {
        int candidates = sudoku.logic.Candidates.of(sudoku.core.Grid.parse(EASY)).candidates(cell);
        for (int d : sudoku.core.bits.DigitSet.digits(candidates)) {
            if (SOLUTION.charAt(cell) != '0' + d) {
                return String.valueOf(d);
            }
        }
        throw new AssertionError("no wrong candidate for cell " + cell);
    }

    @Test
    void hintPointsOutAPencilMarkThatAClueRulesOut() {
        List<String> marks = new ArrayList<>(Collections.nCopies(81, ""));
        int empty = EASY.indexOf('.');
        char clue = EASY.substring(empty / 9 * 9, empty / 9 * 9 + 9).replace(".", "").charAt(0);
        marks.set(empty, String.valueOf(clue));
        TestServer.Reply one = server.post("/api/hint", TestServer.json("puzzle", EASY, "candidates", marks, "level", 1));
        assertThat(one.json().get("kind").asText()).isEqualTo("clashing_mark");
        assertThat(one.json().get("cells")).isEmpty();
        TestServer.Reply three = server.post("/api/hint", TestServer.json("puzzle", EASY, "candidates", marks, "level", 3));
        assertThat(three.json().get("text").asText()).contains("Remove " + clue + " from " + cellName(empty));
    }
}
