package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /api/convert} and other tools' puzzles in the {@code puzzle} field, against a real server. */
class ConvertApiTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String JIGSAW_GIVENS = "....3..7....6...1..........1......5..6.....4..5.26.....2.......6..1...95.7.3....2";
    static final String REGIONS = "111122333112222333144222333114556666444556566444555566777889999777889999777888889";

    @TempDir
    static Path dir;
    static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("convert.db"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void everyFormatThatHoldsAPuzzleIsOfferedAndEachReadsBackInThePuzzleField() {
        TestServer.Reply all = server.post("/api/convert", TestServer.json("variant", "jigsaw", "puzzle", JIGSAW_GIVENS,
                "regions", REGIONS));
        assertThat(all.status()).isEqualTo(200);
        JsonNode formats = all.json().get("formats");
        assertThat(formats.has("sudokuwiki")).isTrue();
        assertThat(formats.has("sudokupad")).isTrue();
        assertThat(formats.has("ss")).as("a jigsaw is no .ss").isFalse();
        for (String format : new String[] {"sudokuwiki", "sudokupad", "fpuzzles", "fpuzzles-json"}) {
            TestServer.Reply back = server.post("/api/convert", TestServer.json("puzzle", formats.get(format).asText()));
            assertThat(back.status()).as(format).isEqualTo(200);
            assertThat(back.json().get("variant").asText()).isEqualTo("jigsaw");
            assertThat(back.json().get("puzzle").asText()).isEqualTo(JIGSAW_GIVENS);
            TestServer.Reply solved = server.post("/api/solve", TestServer.json("puzzle", formats.get(format).asText()));
            assertThat(solved.json().get("status").asText()).as(format).isEqualTo("solved");
        }
    }

    @Test
    void oneFormatIsWrittenAsText() {
        TestServer.Reply r = server.post("/api/convert", TestServer.json("puzzle", EASY, "format", "sudokuwiki"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("text").asText()).isEqualTo("https://www.sudokuwiki.org/sudoku.htm?bd="
                + EASY.replace('.', '0'));
    }

    @Test
    void badInputIsA400NamingTheFieldAndWhat() {
        TestServer.Reply unknown = server.post("/api/convert", TestServer.json("puzzle", EASY, "format", "png"));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("field").asText()).isEqualTo("format");
        TestServer.Reply cannot = server.post("/api/convert", TestServer.json("variant", "jigsaw", "puzzle",
                JIGSAW_GIVENS, "regions", REGIONS, "format", "ss"));
        assertThat(cannot.status()).isEqualTo(400);
        assertThat(cannot.json().get("error").asText()).contains("classic 9x9");
        TestServer.Reply bad = server.post("/api/solve", TestServer.json("puzzle",
                "https://www.f-puzzles.com/?load=N4Ig!!"));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("field").asText()).isEqualTo("puzzle");
        assertThat(bad.json().get("error").asText()).contains("character 5");
        TestServer.Reply huge = server.post("/api/convert", TestServer.json("puzzle",
                "https://sudokupad.app/fpuzzles" + "A".repeat(30_000)));
        assertThat(huge.status()).isIn(400, 413);
    }
}
