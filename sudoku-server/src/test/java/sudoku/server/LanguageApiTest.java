package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code lang} field of explain, hint and rate, {@code ?lang=} of the techniques, and the
 * {@code notation} field of explain and hint.
 */
class LanguageApiTest {
    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("lang.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void explainInChinese() {
        TestServer.Reply r = server.post("/api/explain", TestServer.json("puzzle", SolveApiTest.HARD, "lang", "zh"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("lang").asText()).isEqualTo("zh");
        for (JsonNode step : r.json().get("steps")) {
            assertThat(step.get("text").asText()).doesNotContain("row").doesNotContain("box").doesNotContain("{");
        }
        assertThat(r.json().get("steps").get(0).get("id").asText()).matches("[A-Z_]+");
    }

    @Test
    void hintInSpanishAtEachLevel() {
        TestServer.Reply two = server.post("/api/hint", TestServer.json("puzzle", SolveApiTest.EASY, "level", 2,
                "lang", "es"));
        assertThat(two.status()).isEqualTo(200);
        assertThat(two.json().get("lang").asText()).isEqualTo("es");
        assertThat(two.json().get("text").asText()).startsWith("Busca ");
        TestServer.Reply three = server.post("/api/hint", TestServer.json("puzzle", SolveApiTest.EASY, "level", 3,
                "lang", "es"));
        assertThat(three.json().get("step").get("text").asText()).doesNotContain(" in ").doesNotContain("{");
    }

    @Test
    void englishIsTheDefault() {
        TestServer.Reply r = server.post("/api/hint", TestServer.json("puzzle", SolveApiTest.EASY));
        assertThat(r.json().get("lang").asText()).isEqualTo("en");
        assertThat(r.json().get("text").asText()).startsWith("Look at ");
    }

    @Test
    void rateAndTechniquesNameTechniquesInTheLanguage() {
        TestServer.Reply rate = server.post("/api/rate", TestServer.json("puzzle", SolveApiTest.HARD, "lang", "es"));
        assertThat(rate.status()).isEqualTo(200);
        TestServer.Reply t = server.get("/api/techniques?lang=zh");
        assertThat(t.status()).isEqualTo(200);
        assertThat(t.json().get("techniques").toString()).contains("剑鱼").contains("SWORDFISH");
    }

    @Test
    void anUnknownLanguageIsA400NamingTheField() {
        TestServer.Reply r = server.post("/api/explain", TestServer.json("puzzle", SolveApiTest.EASY, "lang", "fr"));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("field").asText()).isEqualTo("lang");
        assertThat(r.json().get("error").asText()).contains("unknown language 'fr' (known: en, es, zh)");
        TestServer.Reply t = server.get("/api/techniques?lang=de");
        assertThat(t.status()).isEqualTo(400);
        assertThat(t.json().get("field").asText()).isEqualTo("lang");
    }

    @Test
    void anUnsolvablePuzzleIsSaidInTheLanguage() {
        String bad = "11" + SolveApiTest.EASY.substring(2);
        TestServer.Reply r = server.post("/api/explain", TestServer.json("puzzle", bad, "lang", "es"));
        assertThat(r.status()).isEqualTo(400);
    }

    @Test
    void explainAndHintNameCellsRowColumnWhenAsked() {
        String chains = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";
        TestServer.Reply ours = server.post("/api/explain", TestServer.json("puzzle", chains));
        TestServer.Reply rc = server.post("/api/explain", TestServer.json("puzzle", chains, "notation", "rc"));
        assertThat(rc.status()).isEqualTo(200);
        String oursText = ours.json().get("steps").toString();
        String rcText = rc.json().get("steps").toString();
        assertThat(oursText).contains("(4)D4=(9)D4-(9)E6=(9)E9-(4)E9=(4)E5,E6");
        assertThat(rcText).contains("(4)r4c4=(9)r4c4-(9)r5c6=(9)r5c9-(4)r5c9=(4)r5c5,r5c6");
        for (int i = 0; i < ours.json().get("steps").size(); i++) {
            assertThat(rc.json().get("steps").get(i).get("links")).isEqualTo(ours.json().get("steps").get(i).get("links"));
        }
        TestServer.Reply hint = server.post("/api/hint", TestServer.json("puzzle", chains, "level", 3, "notation", "rc"));
        assertThat(hint.status()).isEqualTo(200);
        assertThat(hint.json().get("step").get("text").asText()).containsPattern("r[1-9]c[1-9]")
                .doesNotContainPattern("(?<![A-Za-z0-9])[A-I][1-9](?![0-9])");
        TestServer.Reply bad = server.post("/api/explain", TestServer.json("puzzle", chains, "notation", "r1c1"));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("field").asText()).isEqualTo("notation");
    }
}
