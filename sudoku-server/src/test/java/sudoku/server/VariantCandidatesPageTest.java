package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.support.ui.Select;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;

/**
 * Every variant and combination the server offers ({@code GET /api/variants}) is played on the
 * page: a generated puzzle is started, its candidates filled, and they are exactly the engine's
 * (the digits no peer holds on the board the engine builds from the same rules), and the windows
 * shaded are the server's.
 */
class VariantCandidatesPageTest extends BrowserPageTest {
    static Stream<String> offered() {
        try (TestServer s = TestServer.on(java.nio.file.Files.createTempFile("variants", ".db"))) {
            List<String> names = new ArrayList<>();
            s.get("/api/variants").json().get("variants").forEach(v -> names.add(v.get("name").asText()));
            assertThat(names).contains("classic", "x", "windoku", "jigsaw", "killer", "killer-x");
            return names.stream();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The engine's board for the page's saved rules. */
    static Geometry engineBoard(JsonNode rules) {
        Variant v = VariantFormat.named(rules.get("variant").asText());
        if (rules.has("regions")) {
            String map = rules.get("regions").asText();
            int[] regions = new int[81];
            for (int c = 0; c < 81; c++) {
                regions[c] = map.charAt(c);
            }
            v = v.withRegions(regions);
        }
        if (rules.has("cages")) {
            List<Cage> cages = new ArrayList<>();
            Geometry plain = Geometry.CLASSIC;
            rules.get("cages").forEach(c -> {
                List<Integer> cells = new ArrayList<>();
                c.get("cells").forEach(n -> cells.add(plain.parseCell(n.asText())));
                cages.add(new Cage(cells, c.get("sum").asInt()));
            });
            v = v.withCages(cages);
        }
        return v.geometry(9);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("offered")
    void theCandidatesThePageFillsAreTheEngines(String variant) throws Exception {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
        new Select(page.byId("variant")).selectByValue(variant);
        page.byId("new-game").click();
        page.waitFor(() -> variant.equals("classic")
                ? page.text("message").contains("Good luck") : page.saved("rules").contains("\"" + variant + "\""),
                Duration.ofSeconds(90));
        String puzzle = page.boardText();
        page.byId("fill-marks").click();
        page.waitFor(() -> !page.marks(puzzle.indexOf('.')).isEmpty());

        JsonNode rules = variant.equals("classic") ? TestServer.MAPPER.readTree("{\"variant\":\"classic\"}")
                : TestServer.MAPPER.readTree(page.saved("rules"));
        Geometry board = engineBoard(rules);
        @SuppressWarnings("unchecked")
        List<String> shown = (List<String>) page.script("return [...document.querySelectorAll('#board .cell')].map(c =>"
                + " [...c.querySelectorAll('.marks span')].map(s => s.textContent).join(''))");
        for (int c = 0; c < 81; c++) {
            if (puzzle.charAt(c) != '.') {
                continue;
            }
            StringBuilder expected = new StringBuilder();
            for (char d = '1'; d <= '9'; d++) {
                boolean seen = false;
                for (int p : board.peers(c)) {
                    seen |= puzzle.charAt(p) == d;
                }
                if (!seen) {
                    expected.append(d);
                }
            }
            assertThat(shown.get(c)).as("%s: the candidates of %s", variant, board.cellName(c)).isEqualTo(expected.toString());
        }

        // the shaded windows are the engine's windows
        List<Integer> windows = new ArrayList<>();
        for (int u = 0; u < board.unitCount(); u++) {
            if (board.kind(u) == Geometry.UnitKind.WINDOW) {
                for (int c : board.unit(u)) {
                    windows.add(c);
                }
            }
        }
        @SuppressWarnings("unchecked")
        List<Long> shaded = (List<Long>) page.script("return [...document.querySelectorAll('#board .cell')]"
                + ".map((c, i) => c.classList.contains('win') ? i : -1).filter(i => i >= 0)");
        assertThat(shaded.stream().map(Long::intValue).sorted().toList()).isEqualTo(windows.stream().sorted().toList());
    }
}
