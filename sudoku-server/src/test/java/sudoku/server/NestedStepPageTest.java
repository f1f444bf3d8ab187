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
 * step's text.
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
        JsonNode inner = step.get("inner_chains");
        Set<Integer> innerBranches = new HashSet<>();
        inner.forEach(c -> c.get("branches").forEach(b -> innerBranches.add(b.asInt())));
        page.openFresh(server.base);
        page.play(NestedStepJsonTest.PUZZLE);
        // the step shown as the explanation's one step, the way the step list shows a step
        Object error = driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "Promise.all([import('./steps.js'), import('./explain.js'), import('./store.js')]).then(([st, ex, so]) => {"
                + "  so.state.explanation = new ex.Explanation(so.state.game.puzzle, [JSON.parse(arguments[0])], null);"
                + "  st.showStep(0); done(null);"
                + "}).catch((e) => done(String(e)));", step.toString());
        assertThat(error).isNull();
        assertThat(arrows()).as("the final chains only").isEqualTo(distinct(step, b -> !innerBranches.contains(b)));

        List<WebElement> lines = driver.findElements(By.cssSelector("#message .step-inner[data-inner]"));
        assertThat(lines).hasSizeGreaterThanOrEqualTo(inner.size());
        for (int j : List.of(0, inner.size() - 1)) {
            Set<Integer> mine = new HashSet<>();
            inner.get(j).get("branches").forEach(b -> mine.add(b.asInt()));
            WebElement line = lines.get(j);
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
