package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Each variant picked on the page, on a phone and on a desktop screen: a generated puzzle of it
 * drawn with its rules (diagonals, shaded windows, region borders, dashed cages with their sums),
 * a digit played, a hint asked, a screenshot per variant and screen in
 * {@code target/screenshots/}, and its share link opening the same puzzle.
 */
class VariantPageTest extends BrowserPageTest {
    static Stream<Arguments> variantsAndScreens() {
        List<Arguments> out = new ArrayList<>();
        for (String variant : List.of("x", "windoku", "jigsaw", "killer")) {
            out.add(Arguments.of(variant, 360, 740));
            out.add(Arguments.of(variant, 1280, 800));
        }
        return out.stream();
    }

    private static void waitLong(java.util.function.BooleanSupplier condition) {
        page.waitFor(condition, Duration.ofSeconds(60));
    }

    private static long count(String css) {
        return (Long) page.script("return document.querySelectorAll(arguments[0]).length", css);
    }

    @ParameterizedTest(name = "{0} at {1}x{2}")
    @MethodSource("variantsAndScreens")
    void aVariantIsDrawnPlayedAndHinted(String variant, int width, int height) throws Exception {
        Browser.viewport(driver, width, height);
        page.openFresh(server.base);
        new Select(page.byId("variant")).selectByValue(variant);
        page.byId("new-game").click();
        waitLong(() -> page.saved("rules").contains("\"" + variant + "\""));
        page.waitFor(() -> page.text("puzzle-info").startsWith(page.byId("variant").findElement(
                By.cssSelector("option[value='" + variant + "']")).getText()));
        JsonNode rules = TestServer.MAPPER.readTree(page.saved("rules"));
        String puzzle = page.boardText();

        switch (variant) {
            case "x" -> assertThat(count("#overlay line.diagonal")).isEqualTo(2);
            case "windoku" -> assertThat(count("#board .cell.win")).isEqualTo(36);
            case "jigsaw" -> {
                String regions = rules.get("regions").asText();
                int borders = 0;
                for (int c = 0; c < 81; c++) {
                    borders += c % 9 < 8 && regions.charAt(c) != regions.charAt(c + 1) ? 1 : 0;
                    borders += c < 72 && regions.charAt(c) != regions.charAt(c + 9) ? 1 : 0;
                }
                assertThat(count("#board.jigsaw .cell.jr") + count("#board.jigsaw .cell.jb")).isEqualTo(borders);
            }
            default -> {
                assertThat(count("#overlay path.cage")).isEqualTo(rules.get("cages").size());
                List<String> sums = new ArrayList<>();
                rules.get("cages").forEach(c -> sums.add(c.get("sum").asText()));
                @SuppressWarnings("unchecked")
                List<String> shown = (List<String>) page.script(
                        "return [...document.querySelectorAll('#overlay text.cage-sum')].map(t => t.textContent)");
                assertThat(shown).containsExactlyElementsOf(sums);
            }
        }
        assertThat(count("#overlay line.diagonal")).isEqualTo(variant.equals("x") ? 2 : 0);
        assertThat(page.pageWidth()).as("no sideways scrolling").isLessThanOrEqualTo(width);

        // a digit of the solution, the API's for these rules, in the first empty cell
        var body = rules.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) body).put("puzzle", puzzle);
        String solution = server.post("/api/solve", body.toString()).json().get("solution").asText();
        int empty = puzzle.indexOf('.');
        page.cell(empty).click();
        page.byId("pad").findElement(By.cssSelector("button[data-digit='" + solution.charAt(empty) + "']")).click();
        page.waitFor(() -> page.boardText().charAt(empty) == solution.charAt(empty));
        assertThat(count("#board .cell.conflict")).isZero();

        String before = page.text("message");
        page.byId("hint").click();
        waitLong(() -> !page.text("message").isBlank() && !page.text("message").equals(before));
        assertThat(page.byId("message").getAttribute("class")).isNotEqualTo("bad");
        Browser.screenshot(driver, "variant-" + variant + "-" + width + "x" + height + ".png");

        // its share link opens the same puzzle with the same rules on a fresh page
        page.byId("share").click();
        page.waitFor(() -> !driver.findElements(By.id("share-link")).isEmpty());
        String link = page.byId("share-link").getAttribute("href");
        driver.executeScript("localStorage.clear()");
        driver.get("about:blank");
        driver.get(link);
        page.waitUntilReady();
        assertThat(TestServer.MAPPER.readTree(page.saved("rules"))).isEqualTo(rules);
        assertThat(page.boardText()).isEqualTo(puzzle);
    }
}
