package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;

/** {@code /api/generate} takes the targets of the command line's generate, and names the field of a bad one. */
class GenerateApiTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("generate.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode generate(Object... namesAndValues) {
        TestServer.Reply r = server.post("/api/generate", TestServer.json(namesAndValues));
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        assertThat(r.json().get("puzzles")).isNotEmpty();
        return r.json();
    }

    @Test
    void anEmptyBodyGivesOnePuzzle() {
        TestServer.Reply r = server.send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(server.base + "/api/generate")).POST(java.net.http.HttpRequest.BodyPublishers.noBody()));
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        assertThat(r.json().get("puzzles")).hasSize(1);
        assertThat(r.json().get("size").asInt()).isEqualTo(9);
    }

    @Test
    void ratingRangeHolds() {
        for (JsonNode p : generate("rating", Map.of("min", 3.0, "max", 4.5), "seed", 12, "count", 2).get("puzzles")) {
            assertThat(p.get("rating").asDouble()).isBetween(3.0, 4.5);
        }
        JsonNode open = generate("rating", Map.of("min", 2.0), "seed", 3).get("puzzles").get(0);
        assertThat(open.get("rating").asDouble()).isGreaterThanOrEqualTo(2.0);
    }

    @Test
    void clueRangeHolds() {
        for (JsonNode p : generate("clues", Map.of("min", 24, "max", 28), "seed", 1, "count", 3).get("puzzles")) {
            assertThat(p.get("clues").asInt()).isBetween(24, 28);
            assertThat(Grid.parse(p.get("puzzle").asText()).clueCount()).isBetween(24, 28);
        }
    }

    @Test
    void neededAndHardestTechniqueHold() {
        JsonNode r = generate("needs", "x-wing", "max_technique", "x-wing", "seed", 21);
        for (JsonNode p : r.get("puzzles")) {
            assertThat(p.get("counts").has("X-Wing")).as(p.toString()).isTrue();
            assertThat(p.get("hardest").asText()).isEqualTo("X-Wing");
            assertThat(p.get("guessed").asBoolean()).isFalse();
        }
    }

    @Test
    void levelAndNeedsTogether() {
        JsonNode p = generate("level", "hard", "needs", "X_WING", "seed", 5).get("puzzles").get(0);
        assertThat(p.get("level").asText()).isEqualTo("hard");
        assertThat(p.get("counts").has("X-Wing")).isTrue();
    }

    @Test
    void minimalPuzzlesLoseUniquenessWithoutAnyClue() {
        String puzzle = generate("minimal", true, "symmetry", "rot180", "seed", 4).get("puzzles").get(0)
                .get("puzzle").asText();
        char[] cells = puzzle.toCharArray();
        for (int cell = 0; cell < 81; cell++) {
            if (cells[cell] != '.') {
                char keep = cells[cell];
                cells[cell] = '.';
                TestServer.Reply r = server.post("/api/solve", TestServer.json("puzzle", new String(cells)));
                assertThat(r.json().get("unique").asBoolean()).as("without clue %d", cell).isFalse();
                cells[cell] = keep;
            }
        }
    }

    @Test
    void sizeIsASideOrABoxShape() {
        JsonNode six = generate("size", 6, "seed", 1);
        assertThat(six.get("size").asInt()).isEqualTo(6);
        assertThat(six.get("puzzles").get(0).get("puzzle").asText()).hasSize(36);
        assertThat(six.get("puzzles").get(0).has("rating")).isFalse();
        JsonNode boxed = generate("size", "3x2", "seed", 1, "clues", Map.of("max", 20));
        assertThat(boxed.get("size").asInt()).isEqualTo(6);
        assertThat(boxed.get("puzzles").get(0).get("clues").asInt()).isLessThanOrEqualTo(20);
    }

    @Test
    void theSameSeedGivesTheSamePuzzles() {
        Object[] body = {"rating", Map.of("max", 2.0), "clues", Map.of("min", 26), "seed", 99, "count", 2};
        assertThat(generate(body).get("puzzles")).isEqualTo(generate(body).get("puzzles"));
    }

    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("{\"needs\": \"x-wingz\"}", "needs", "unknown technique 'x-wingz' (known: "),
                Arguments.of("{\"max_technique\": \"fishy\"}", "max_technique", "skyscraper"),
                Arguments.of("{\"needs\": 3}", "needs", "must be a string, not a number"),
                Arguments.of("{\"needs\": \"xy-wing\", \"max_technique\": \"x-wing\"}", "max_technique", "cannot need XY-Wing"),
                Arguments.of("{\"level\": \"easy\", \"needs\": \"x-wing\"}", "needs", "so no puzzle can need it"),
                Arguments.of("{\"level\": \"extreme\", \"max_technique\": \"naked-pair\"}", "max_technique",
                        "below the lowest rating"),
                Arguments.of("{\"level\": \"trivial\"}", "level", "unknown level 'trivial' (known: easy, medium, hard"),
                Arguments.of("{\"level\": \"easy\", \"rating\": {\"min\": 5}}", "rating", "lies outside level easy"),
                Arguments.of("{\"rating\": {\"min\": 5, \"max\": 3}}", "rating", "the range is empty"),
                Arguments.of("{\"rating\": {\"min\": -1}}", "rating.min", "between 0 and"),
                Arguments.of("{\"rating\": {\"max\": 1e400}}", "rating.max", "not a number that large"),
                Arguments.of("{\"rating\": {\"min\": \"3\"}}", "rating.min", "must be a number, not a string"),
                Arguments.of("{\"rating\": {\"low\": 3}}", "rating.low", "unknown field 'rating.low' (accepted: min, max)"),
                Arguments.of("{\"rating\": \"3-4\"}", "rating", "must be an object"),
                Arguments.of("{\"minRating\": 3}", "minRating", "unknown field 'minRating'"),
                Arguments.of("{\"clues\": {\"min\": 30, \"max\": 20}}", "clues", "the range is empty"),
                Arguments.of("{\"clues\": {\"max\": 12}}", "clues", "fewer than 17 clues"),
                Arguments.of("{\"clues\": {\"min\": 82}}", "clues.min", "between 0 and 81"),
                Arguments.of("{\"clues\": 25}", "clues", "must be an object"),
                Arguments.of("{\"size\": 25}", "size", "between 4 and 9"),
                Arguments.of("{\"size\": \"5x5\"}", "size", "boards of side 4 to 9"),
                Arguments.of("{\"size\": \"banana\"}", "size", "box shape such as 2x3"),
                Arguments.of("{\"size\": true}", "size", "not true"),
                Arguments.of("{\"size\": 6, \"level\": \"easy\"}", "level", "9x9 boards only"),
                Arguments.of("{\"size\": 6, \"rating\": {\"max\": 3}}", "rating", "9x9 boards only"),
                Arguments.of("{\"size\": 4, \"needs\": \"x-wing\"}", "needs", "9x9 boards only"),
                Arguments.of("{\"symmetry\": \"spiral\"}", "symmetry", "unknown symmetry 'spiral' (known: none"),
                Arguments.of("{\"minimal\": \"yes\"}", "minimal", "must be true or false"),
                Arguments.of("{\"count\": 0}", "count", "between 1 and"),
                Arguments.of("{\"seed\": 1.5}", "seed", "whole number of at most 64 bits"),
                Arguments.of("{\"seed\": 99999999999999999999}", "seed", "whole number of at most 64 bits"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void badTargetsNameTheField(String body, String field, String expected) {
        TestServer.Reply r = server.post("/api/generate", body);
        assertThat(r.status()).as(r.text()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).as(r.text()).isEqualTo(field);
        assertThat(r.json().get("error").asText()).contains(expected);
        StrictJsonTest.assertClean(r);
    }
}
