package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The page shows a nested forcing chain as the API gives it: its main sentence, then each inner
 * chain and its final chains on a line of its own, indented under it, the characters being the
 * step's text; a nested verity's lines each indented by their depth.
 */
class NestedStepPageTest extends BrowserPageTest {
    @Test
    @SuppressWarnings("unchecked")
    void eachInnerChainStandsOnAnIndentedLineOfItsOwn() {
        JsonNode step;
        // the nested chains take seconds of CPU on a shared machine: a server with a long budget finds the step
        try (TestServer slow = new TestServer(TestServer.functional(dir.resolve("nested.db")).withBudget(60_000))) {
            step = NestedStepJsonTest.nestedHint(slow).step();
        }
        page.openFresh(server.base);
        Map<String, Object> shown = (Map<String, Object>) driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('./steps.js').then((m) => {"
                + "  const li = document.createElement('div');"
                + "  li.innerHTML = '<span class=\"text\">' + m.stepText(JSON.parse(arguments[0])) + '</span>';"
                + "  document.body.prepend(li);"
                + "  const text = li.querySelector('.text');"
                + "  const lines = [...li.querySelectorAll('.step-inner')];"
                + "  const left = text.getBoundingClientRect().left;"
                + "  done({ text: text.textContent, lines: lines.map((l) => l.textContent),"
                + "    indents: lines.map((l) => l.getBoundingClientRect().left - left),"
                + "    tops: lines.map((l) => l.getBoundingClientRect().top) });"
                + "}).catch((e) => done({ error: String(e) }));", step.toString());
        assertThat(shown).doesNotContainKey("error");
        assertThat(shown.get("text")).isEqualTo(step.get("text").asText());
        List<String> lines = (List<String>) shown.get("lines");
        JsonNode inner = step.get("inner_chains");
        // every inner chain, then the final chains when the contradiction needs chains
        boolean last = step.get("text").asText().contains("Final chains: ");
        assertThat(lines).hasSize(inner.size() + (last ? 1 : 0));
        for (int j = 0; j < inner.size(); j++) {
            assertThat(lines.get(j)).isEqualTo(inner.get(j).get("text").asText());
        }
        if (last) {
            assertThat(lines.get(lines.size() - 1)).startsWith("Final chains: ");
        }
        assertThat((List<Number>) shown.get("indents")).allMatch(x -> x.doubleValue() > 5);
        List<Number> tops = (List<Number>) shown.get("tops");
        for (int k = 1; k < tops.size(); k++) {
            assertThat(tops.get(k).doubleValue()).as("line %d below the one before", k)
                    .isGreaterThan(tops.get(k - 1).doubleValue());
        }
    }

    /**
     * A nested step's drawing is checkable like its text: the board first shows only the final
     * chains (the links of no inner chain), and picking an inner chain's line, by click or by
     * keyboard, draws that inner chain alone and frames its line.
     */
    @Test
    @SuppressWarnings("unchecked")
    void pickingAnInnerChainsLineDrawsThatChainAlone() {
        JsonNode step;
        try (TestServer slow = new TestServer(TestServer.functional(dir.resolve("nested-draw.db")).withBudget(60_000))) {
            step = NestedStepJsonTest.nestedHint(slow).step();
        }
        showAlone(step, NestedStepJsonTest.PUZZLE);
        assertThat(arrows()).as("the final chains only").isEqualTo(distinct(step, b -> !innerBranches(step).contains(b)));
        List<WebElement> lines = driver.findElements(By.cssSelector("#message .step-inner[data-inner]"));
        assertThat(lines).hasSizeGreaterThanOrEqualTo(step.get("inner_chains").size());
        pickFirstAndLast(step, lines);
    }

    /**
     * A nested verity is shown and drawn the same way: its lines indented by depth (each
     * assumption under the main sentence, its chains under the assumption), the board first
     * drawing only the chains to its conclusion, and an inner chain's line, picked by click or by
     * keyboard, drawing that inner chain alone.
     */
    @Test
    @SuppressWarnings("unchecked")
    void aNestedVerityIsShownAndDrawnChainByChain() {
        JsonNode step = NestedStepJsonTest.nestedVerity();
        showAlone(step, NestedStepJsonTest.VERITY_PUZZLE);
        assertThat(driver.findElement(By.id("message")).getText().replaceAll("\\s+", " "))
                .contains(step.get("lines").get(0).get("text").asText());
        // every line after the main sentence on a line of its own, indented by its depth
        List<WebElement> shown = driver.findElements(By.cssSelector("#message .step-inner"));
        JsonNode lines = step.get("lines");
        assertThat(shown).hasSize(lines.size() - 1);
        double left = driver.findElement(By.id("message")).getRect().getX();
        for (int k = 1; k < lines.size(); k++) {
            WebElement line = shown.get(k - 1);
            assertThat(line.getText()).isEqualTo(lines.get(k).get("text").asText());
            double indent = line.getRect().getX() - left;
            if (k > 1) {
                double before = shown.get(k - 2).getRect().getX() - left;
                int deeper = lines.get(k).get("depth").asInt() - lines.get(k - 1).get("depth").asInt();
                assertThat(Math.signum(indent - before)).as("line %d against the one before", k).isEqualTo(Math.signum(deeper));
            }
            assertThat(indent).as("line %d indented", k).isGreaterThan(5);
        }
        // (none when every branch's inner chains remove the conclusion themselves)
        assertThat(arrows()).as("the chains to the conclusion only").isEqualTo(distinct(step, b -> !innerBranches(step).contains(b)));
        List<WebElement> innerLines = driver.findElements(By.cssSelector("#message .step-inner[data-inner]:not([data-inner='-1'])"));
        assertThat(innerLines).hasSize(step.get("inner_chains").size());
        pickFirstAndLast(step, innerLines);
    }

    /** Shows {@code step} as the one step of an explanation of {@code puzzle}, the way the step list shows a step. */
    private void showAlone(JsonNode step, String puzzle) {
        page.openFresh(server.base);
        page.play(puzzle);
        Object error = driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "Promise.all([import('./steps.js'), import('./explain.js'), import('./store.js')]).then(([st, ex, so]) => {"
                + "  so.state.explanation = new ex.Explanation(so.state.game.puzzle, [JSON.parse(arguments[0])], null);"
                + "  st.showStep(0); done(null);"
                + "}).catch((e) => done(String(e)));", step.toString());
        assertThat(error).isNull();
    }

    /** The branches of every inner chain of {@code step}. */
    private static Set<Integer> innerBranches(JsonNode step) {
        Set<Integer> out = new HashSet<>();
        step.get("inner_chains").forEach(c -> c.get("branches").forEach(b -> out.add(b.asInt())));
        return out;
    }

    /**
     * Picks the first inner chain's line (of {@code lines}, one per inner chain in order) by click
     * and the last one's by keyboard: each draws that inner chain alone and is framed.
     */
    private static void pickFirstAndLast(JsonNode step, List<WebElement> lines) {
        JsonNode inner = step.get("inner_chains");
        for (int j : List.of(0, inner.size() - 1)) {
            Set<Integer> mine = new HashSet<>();
            inner.get(j).get("branches").forEach(b -> mine.add(b.asInt()));
            WebElement line = lines.get(j);
            assertThat(line.getText()).isEqualTo(inner.get(j).get("text").asText());
            if (j == 0) {
                line.click();
            } else {
                line.sendKeys(Keys.ENTER);
            }
            assertThat(arrows()).as("inner chain %d alone", j).isEqualTo(distinct(step, mine::contains)).isPositive();
            assertThat(line.getAttribute("class")).contains("drawn");
            assertThat(driver.findElements(By.cssSelector("#message .step-inner.drawn"))).hasSize(1);
        }
    }

    private static int arrows() {
        return driver.findElements(By.cssSelector("#chain path.link")).size();
    }

    /** The distinct arrows (from, to) of the step's links whose branch passes {@code branch}. */
    private static int distinct(JsonNode step, IntPredicate branch) {
        Set<String> out = new HashSet<>();
        for (JsonNode l : step.get("links")) {
            if (branch.test(l.get("branch").asInt())) {
                out.add(l.get("from_cells") + "/" + l.get("from").get("digit") + ">" + l.get("to_cells") + "/" + l.get("to").get("digit"));
            }
        }
        return out.size();
    }
}
