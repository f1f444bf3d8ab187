package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The explanation view draws a step's chain on the board: an arrow per link from candidate to
 * candidate, solid when strong and dashed when weak, groups framed; and a long step text is folded
 * in the list, never cut.
 */
class ExplanationChainPageTest extends BrowserPageTest {
    /** A puzzle whose explanation has a grouped alternating inference chain. */
    static final String PUZZLE = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..";

    /** On a desktop and on a phone: the arrows meet the pencil marks as each lays them out. */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"1280, 860", "360, 740"})
    void aChainStepIsDrawnAsArrowsBetweenItsCandidates(int width, int height) {
        JsonNode steps = server.post("/api/explain", TestServer.json("puzzle", PUZZLE)).json().get("steps");
        int index = firstGroupedChain(steps);
        JsonNode step = steps.get(index);
        Map<String, JsonNode> distinct = new LinkedHashMap<>();
        Set<String> groups = new LinkedHashSet<>();
        for (JsonNode l : step.get("links")) {
            String from = end(l.get("from_cells"), l.get("from").get("digit").asInt());
            String to = end(l.get("to_cells"), l.get("to").get("digit").asInt());
            distinct.putIfAbsent(from + ">" + to, l);
            for (String e : List.of(from, to)) {
                if (e.contains(",")) {
                    groups.add(e);
                }
            }
        }
        long strong = distinct.values().stream().filter(l -> l.get("type").asText().equals("strong")).count();

        Browser.viewport(driver, width, height);
        page.openFresh(server.base);
        page.play(PUZZLE);
        page.openPanel("explain-panel");
        page.byId("explain").click();
        page.waitFor(() -> driver.findElements(By.cssSelector("#steps li")).size() == steps.size());
        page.script("arguments[0].scrollIntoView({block: 'center'});", driver.findElements(By.cssSelector("#steps li")).get(index));
        driver.findElements(By.cssSelector("#steps li")).get(index).click();
        page.waitFor(() -> page.text("message").startsWith("Step " + (index + 1) + "/"));

        List<WebElement> arrows = driver.findElements(By.cssSelector("#chain path.link"));
        assertThat(arrows).hasSize(distinct.size());
        assertThat(driver.findElements(By.cssSelector("#chain path.link.strong"))).hasSize((int) strong);
        assertThat(driver.findElements(By.cssSelector("#chain path.link.weak"))).hasSize(distinct.size() - (int) strong);
        assertThat(driver.findElements(By.cssSelector("#chain polygon.head"))).hasSize(distinct.size());
        assertThat(driver.findElements(By.cssSelector("#chain rect.group"))).hasSize(groups.size());
        for (WebElement a : arrows) {
            String dash = a.getCssValue("stroke-dasharray");
            if (a.getAttribute("class").contains("weak")) {
                assertThat(dash).as("a weak link is dashed").isNotEqualTo("none");
            } else {
                assertThat(dash).as("a strong link is solid").isEqualTo("none");
            }
        }

        page.script("document.getElementById('board').scrollIntoView({block: 'center'});");
        Browser.screenshot(driver, "explain-chain-" + width + "x" + height + ".png");
        // each arrow between single candidates starts and ends at the pencil marks it names, as the
        // browser lays them out: within a fifth of a cell of the mark's centre (an arrow stops an
        // eighth of a cell short of it, and the marks' padding moves them by a pixel or two)
        List<JsonNode> links = new ArrayList<>(distinct.values());
        for (int i = 0; i < links.size(); i++) {
            JsonNode l = links.get(i);
            if (l.get("from_cells").size() > 1 || l.get("to_cells").size() > 1) {
                continue;
            }
            double[] gap = ends(arrows.get(i), l.get("from"), l.get("to"));
            double cell = page.cell(0).getRect().getWidth();
            assertThat(gap[0]).as("start of %s", l).isLessThan(cell / 5);
            assertThat(gap[1]).as("end of %s", l).isLessThan(cell / 5);
        }

        page.byId("explain-close").click();
        page.waitFor(() -> driver.findElements(By.cssSelector("#chain path")).isEmpty());
    }

    @Test
    void aLongStepTextIsFoldedInTheListButKeptWhole() {
        Browser.viewport(driver, 1280, 860);
        JsonNode steps = server.post("/api/explain", TestServer.json("puzzle", PUZZLE)).json().get("steps");
        int most = 0;
        for (int i = 1; i < steps.size(); i++) {
            if (steps.get(i).get("text").asText().length() > steps.get(most).get("text").asText().length()) {
                most = i;
            }
        }
        int longest = most;
        page.openFresh(server.base);
        page.play(PUZZLE);
        page.openPanel("explain-panel");
        page.byId("explain").click();
        page.waitFor(() -> driver.findElements(By.cssSelector("#steps li")).size() == steps.size());
        WebElement text = driver.findElements(By.cssSelector("#steps li .text")).get(longest);
        assertThat(text.getAttribute("textContent")).isEqualTo(steps.get(longest).get("text").asText());
        int other = longest == 0 ? 1 : 0;
        driver.findElements(By.cssSelector("#steps li")).get(other).click();
        long folded = (Long) page.script("const e = arguments[0]; return e.scrollHeight - e.clientHeight;", text);
        driver.findElements(By.cssSelector("#steps li")).get(longest).click();
        page.waitFor(() -> page.text("message").contains(steps.get(longest).get("text").asText()));
        long open = (Long) page.script("const e = arguments[0]; return e.scrollHeight - e.clientHeight;", text);
        assertThat(open).as("the current step shows all its text").isLessThanOrEqualTo(1);
        if (steps.get(longest).get("text").asText().length() > 400) {
            assertThat(folded).as("another step's long text is folded").isGreaterThan(0);
        }
    }

    /** The first step with a link that starts or ends at a group. */
    private static int firstGroupedChain(JsonNode steps) {
        for (int i = 0; i < steps.size(); i++) {
            for (JsonNode l : steps.get(i).path("links")) {
                if (l.get("from_cells").size() > 1 || l.get("to_cells").size() > 1) {
                    return i;
                }
            }
        }
        throw new AssertionError("no grouped chain in the explanation of " + PUZZLE);
    }

    private static String end(JsonNode cells, int digit) {
        List<String> names = new ArrayList<>();
        cells.forEach(c -> names.add(c.asText()));
        return digit + "@" + String.join(",", names);
    }

    /**
     * The distances on screen from an arrow's start to the centre of the {@code from} candidate's
     * pencil mark, and from its end to the {@code to} candidate's.
     */
    private static double[] ends(WebElement arrow, JsonNode from, JsonNode to) {
        @SuppressWarnings("unchecked")
        List<Number> d = (List<Number>) page.script("""
                const [path, fromCell, fromDigit, toCell, toDigit] = arguments;
                const svg = document.getElementById('chain');
                const m = svg.getScreenCTM();
                const at = (t) => { const p = path.getPointAtLength(t); const q = svg.createSVGPoint();
                  q.x = p.x; q.y = p.y; return q.matrixTransform(m); };
                const mark = (cell, digit) => { const r = document.getElementById('cell-' + cell)
                  .querySelectorAll('.marks span')[digit - 1].getBoundingClientRect();
                  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; };
                const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
                const len = path.getTotalLength();
                return [dist(at(0), mark(fromCell, fromDigit)), dist(at(len), mark(toCell, toDigit))];
                """, arrow, cellIndex(from), from.get("digit").asInt(), cellIndex(to), to.get("digit").asInt());
        return new double[] {d.get(0).doubleValue(), d.get(1).doubleValue()};
    }

    private static int cellIndex(JsonNode candidate) {
        return (candidate.get("row").asInt() - 1) * 9 + candidate.get("col").asInt() - 1;
    }
}
