package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Variant puzzles through the API: generated, then solved, checked, hinted, explained and rated
 * with the same {@code variant}, {@code puzzle}, {@code regions} and {@code cages} fields; bad
 * variant input is a 400 naming the field and the problem.
 */
class VariantApiTest {
    /** A jigsaw of data/variants.txt. */
    static final String JIGSAW = "....3..7....6...1..........1......5..6.....4..5.26.....2.......6..1...95.7.3....2";
    static final String REGIONS = "111122333112222333144222333114556666444556566444555566777889999777889999777888889";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("variants.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The variant fields of a generated puzzle (or a solve record): variant, puzzle, regions, cages. */
    private static ObjectNode rules(JsonNode p) {
        ObjectNode out = TestServer.MAPPER.createObjectNode();
        for (String f : List.of("variant", "puzzle", "regions", "cages")) {
            if (p.has(f)) {
                out.set(f, p.get(f));
            }
        }
        return out;
    }

    private static JsonNode ok(String path, JsonNode body) {
        TestServer.Reply r = server.post(path, body.toString());
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        return r.json();
    }

    private static JsonNode refused(String path, JsonNode body, String field, String problem) {
        TestServer.Reply r = server.post(path, body.toString());
        assertThat(r.status()).as(r.text()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).as(r.text()).isEqualTo(field);
        assertThat(r.json().get("error").asText()).as(r.text()).contains(problem);
        return r.json();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"x", "windoku", "jigsaw", "killer", "x-jigsaw", "killer-x"})
    void aGeneratedPuzzleIsSolvedCheckedHintedAndRatedAsItsVariant(String variant) {
        // a level keeps the rating quick (a minimal variant puzzle is nearly always extreme); a killer takes none
        JsonNode gen = ok("/api/generate", TestServer.MAPPER.valueToTree(variant.startsWith("killer")
                ? Map.of("variant", variant, "seed", 5) : Map.of("variant", variant, "level", "easy", "seed", 5)));
        assertThat(gen.get("variant").asText()).isEqualTo(variant);
        JsonNode p = gen.get("puzzles").get(0);
        assertThat(p.get("variant").asText()).isEqualTo(variant);
        assertThat(p.has("regions")).isEqualTo(variant.contains("jigsaw"));
        assertThat(p.has("cages")).isEqualTo(variant.contains("killer"));
        ObjectNode rules = rules(p);

        JsonNode solved = ok("/api/solve", rules);
        assertThat(solved.get("status").asText()).isEqualTo("solved");
        assertThat(solved.get("unique").asBoolean()).isTrue();
        assertThat(solved.get("solution").asText()).isEqualTo(p.get("solution").asText());
        assertThat(solved.get("variant").asText()).isEqualTo(variant);

        String solution = p.get("solution").asText();
        int empty = p.get("puzzle").asText().indexOf('.');
        char wrong = solution.charAt(empty) == '1' ? '2' : '1';
        String grid = p.get("puzzle").asText().substring(0, empty) + wrong + p.get("puzzle").asText().substring(empty + 1);
        JsonNode checked = ok("/api/validate", rules.deepCopy().put("grid", grid));
        assertThat(checked.get("unique").asBoolean()).isTrue();
        assertThat(checked.get("grid").get("mistakes")).hasSize(1);

        JsonNode hint = ok("/api/hint", rules.deepCopy().put("grid", grid));
        assertThat(hint.get("kind").asText()).isEqualTo("mistake");
        JsonNode next = ok("/api/hint", rules);
        assertThat(next.get("text").asText()).isNotBlank();
        assertThat(ok("/api/rate", rules).get("rating").asDouble()).isPositive();
    }

    @Test
    void anXPuzzleIsExplainedOnItsDiagonals() {
        JsonNode gen = ok("/api/generate", TestServer.MAPPER.valueToTree(Map.of("variant", "x", "level", "easy",
                "seed", 2)));
        JsonNode p = gen.get("puzzles").get(0);
        assertThat(p.get("level").asText()).isEqualTo("easy");
        JsonNode steps = ok("/api/explain", rules(p)).get("steps");
        assertThat(steps).isNotEmpty();
        assertThat(steps.toString()).containsIgnoringCase("diagonal");
    }

    @Test
    void aJigsawIsReadFromItsRegionMap() {
        JsonNode r = ok("/api/solve", TestServer.MAPPER.valueToTree(Map.of("variant", "jigsaw", "puzzle", JIGSAW,
                "regions", REGIONS)));
        assertThat(r.get("status").asText()).isEqualTo("solved");
        assertThat(r.get("regions").asText()).isEqualTo(REGIONS);
    }

    @Test
    void badVariantInputNamesTheFieldAndTheProblem() {
        ObjectNode jigsaw = TestServer.MAPPER.valueToTree(Map.of("variant", "jigsaw", "puzzle", JIGSAW,
                "regions", REGIONS));
        refused("/api/solve", jigsaw.deepCopy().put("variant", "hexagonal"), "variant", "unknown variant");
        String apart = "9" + REGIONS.substring(1, 80) + "1";
        refused("/api/solve", jigsaw.deepCopy().put("regions", apart), "regions", "not connected");
        refused("/api/explain", jigsaw.deepCopy().put("regions", REGIONS.substring(1)), "regions", "80 symbols");
        refused("/api/solve", jigsaw.deepCopy().put("regions", "x".repeat(5000)), "regions", "at most");
        jigsaw.remove("regions");
        refused("/api/hint", jigsaw, "variant", "\"regions\"");

        ObjectNode killer = TestServer.MAPPER.createObjectNode().put("variant", "killer").put("puzzle", ".".repeat(81));
        killer.set("cages", TestServer.MAPPER.valueToTree(List.of(Map.of("sum", 40, "cells", List.of("A1", "A2")))));
        refused("/api/solve", killer, "cages", "cannot add up to 40");
        killer.set("cages", TestServer.MAPPER.valueToTree(List.of(Map.of("sum", 3, "cells", List.of("A1", "A2")),
                Map.of("sum", 4, "cells", List.of("A2", "A3")))));
        refused("/api/rate", killer, "cages", "in two cages");
        killer.set("cages", TestServer.MAPPER.valueToTree(List.of(Map.of("sum", 3, "cells", List.of("A1", "Z9")))));
        refused("/api/solve", killer, "cages", "Z9");
        killer.set("cages", TestServer.MAPPER.valueToTree(List.of(Map.of("sum", 3, "cells", "A1"))));
        refused("/api/solve", killer, "cages", "cages[0].cells");
        killer.set("cages", TestServer.MAPPER.valueToTree(java.util.Collections.nCopies(300,
                Map.of("sum", 3, "cells", List.of("A1")))));
        refused("/api/solve", killer, "cages", "300 cages; this request allows at most");

        refused("/api/generate", TestServer.MAPPER.valueToTree(Map.of("variant", "jigsaw", "symmetry", "rot180")),
                "symmetry", "no symmetry");
        refused("/api/generate", TestServer.MAPPER.valueToTree(Map.of("variant", "x", "size", 6)), "size", "9x9");
    }

    @Test
    void slowVariantWorkStopsAtTheBudget() {
        try (TestServer tight = new TestServer(TestServer.functional(dir.resolve("tight.db")).toBuilder()
                .budgetMillis(1).build())) {
            TestServer.Reply r = tight.post("/api/explain", TestServer.json("variant", "x-jigsaw", "puzzle",
                    "..16..2...............97.4...2.......4...5....1........................6.....8...",
                    "regions", "111222223141233233141223333141555666444555666444755686999775688997777888999977888"));
            assertThat(r.status()).as(r.text()).isEqualTo(503);
            assertThat(r.json().get("error").asText()).contains("time budget");
        }
    }
}
