package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
}
