package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code lang} field of explain, hint and rate, and {@code ?lang=} of the techniques. */
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
}
