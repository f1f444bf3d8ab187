package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/**
 * The technique trainer: a technique picked from the catalogue grouped by level, a position where
 * it is the next useful step, the player's answer judged wrong, right or partly right, the step
 * drawn, the score kept per technique in the statistics; and {@code POST /api/trainer} itself.
 */
class TrainerPageTest extends BrowserPageTest {
    /** Keeps the trainer's answers as {@code window.trained}: the real server's, read as they pass. */
    private static void recordTrainer() {
        page.script("window.trained = []; const f = window.fetch; window.fetch = (u, o) => f(u, o).then(r => {"
                + " if (String(u).endsWith('api/trainer') && r.ok) r.clone().json().then(j => window.trained.push(j)); return r; });");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> practise(String technique, int nth) {
        new Select(page.byId("trainer-technique")).selectByValue(technique);
        // as a player would, asks again when the server was too busy to find one in its time budget
        for (int attempt = 0; attempt < 4; attempt++) {
            page.byId("trainer-start").click();
            page.waitFor(() -> page.byId("trainer-start").isEnabled(), Duration.ofSeconds(90));
            page.waitFor(() -> ((Number) page.script("return window.trained.length")).intValue() >= nth
                    || "bad".equals(page.byId("message").getAttribute("class")));
            if (((Number) page.script("return window.trained.length")).intValue() >= nth) {
                break;
            }
        }
        page.waitFor(() -> ((Number) page.script("return window.trained.length")).intValue() >= nth
                && page.byId("trainer-check").isEnabled());
        Map<String, Object> r = (Map<String, Object>) page.script("return window.trained[arguments[0] - 1]", nth);
        assertThat(r.get("technique")).isEqualTo(technique);
        return r;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> step(Map<String, Object> r) {
        return ((List<Map<String, Object>>) r.get("steps")).get(((Number) r.get("index")).intValue());
    }

    private static int cellOf(Map<String, Object> cd) {
        String name = (String) cd.get("cell");
        return (name.charAt(0) - 'A') * 9 + (name.charAt(1) - '1');
    }

    /** Answers as a player: each elimination removed in pencil mode, each placement written. */
    @SuppressWarnings("unchecked")
    private static void answer(Map<String, Object> step, int eliminations) {
        List<Map<String, Object>> elims = (List<Map<String, Object>>) step.get("eliminations");
        List<Map<String, Object>> places = (List<Map<String, Object>>) step.get("placements");
        if (!places.isEmpty()) {
            Map<String, Object> p = places.get(0);
            page.cell(cellOf(p)).click();
            page.byId("board").sendKeys(String.valueOf(p.get("digit")));
            page.waitFor(() -> page.boardText().charAt(cellOf(p)) == String.valueOf(p.get("digit")).charAt(0));
            return;
        }
        assertThat(page.byId("pencil").getAttribute("aria-pressed")).as("pencil mode for eliminations").isEqualTo("true");
        for (Map<String, Object> e : elims.subList(0, eliminations)) {
            page.cell(cellOf(e)).click();
            String d = String.valueOf(e.get("digit"));
            page.byId("board").sendKeys(d);
            page.waitFor(() -> !page.marks(cellOf(e)).contains(d));
        }
    }

    @Test
    void aPositionIsServedJudgedDrawnAndScored() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
        String game = page.boardText();
        recordTrainer();
        page.openPanel("trainer-panel");
        page.waitFor(() -> driver.findElements(org.openqa.selenium.By.cssSelector("#trainer-technique optgroup")).size() >= 3);
        assertThat(page.byId("trainer-technique").findElement(org.openqa.selenium.By.cssSelector("optgroup")).getAttribute("label"))
                .isEqualTo("Easy");

        // nothing done: wrong, and the step is drawn
        Map<String, Object> first = practise("POINTING", 1);
        assertThat(page.text("puzzle-info")).contains("Technique trainer");
        page.byId("trainer-check").click();
        page.waitFor(() -> page.text("message").startsWith("Wrong"));
        assertThat(page.text("message")).contains((String) step(first).get("text"));
        assertThat(driver.findElements(org.openqa.selenium.By.cssSelector("#board .marks span.elim"))).isNotEmpty();

        // the eliminations made: right (or, with some of several, partly right)
        Map<String, Object> second = practise("POINTING", 2);
        @SuppressWarnings("unchecked")
        int elims = ((List<Object>) step(second).get("eliminations")).size();
        answer(step(second), elims);
        page.byId("trainer-check").click();
        page.waitFor(() -> page.text("message").startsWith("Right"));

        Map<String, Object> third = practise("HIDDEN_SINGLE", 3);
        answer(step(third), 0);
        page.byId("trainer-check").click();
        page.waitFor(() -> page.text("message").startsWith("Right"));

        Map<String, Object> fourth = practise("POINTING", 4);
        @SuppressWarnings("unchecked")
        int several = ((List<Object>) step(fourth).get("eliminations")).size();
        if (several > 1) {
            answer(step(fourth), 1);
            page.byId("trainer-check").click();
            page.waitFor(() -> page.text("message").startsWith("Partly right"));
        }

        page.openPanel("stats-panel");
        String scores = page.text("training-stats");
        assertThat(scores).contains("Locked Candidates Type 1 (Pointing)", "Hidden Single");
        Browser.screenshot(driver, "trainer.png");

        // back to the player's own game, as it was
        page.byId("trainer-leave").click();
        page.waitFor(() -> page.boardText().equals(game));
    }

    @Test
    void theRouteIsStrictAboutItsFields() {
        TestServer.Reply unknown = server.post("/api/trainer", TestServer.json("technique", "no-such"));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("field").asText()).isEqualTo("technique");
        assertThat(server.post("/api/trainer", "{}").json().get("field").asText()).isEqualTo("technique");
        assertThat(server.post("/api/trainer", TestServer.json("technique", "x-wing", "lang", "fr")).json().get("field").asText())
                .isEqualTo("lang");
        assertThat(server.post("/api/trainer", TestServer.json("technique", "guess")).status()).isEqualTo(400);
        TestServer.Reply r = server.post("/api/trainer", TestServer.json("technique", "pointing", "lang", "es", "seed", 7));
        assertThat(r.status()).isEqualTo(200);
        var steps = r.json().get("steps");
        int index = r.json().get("index").asInt();
        assertThat(steps.get(index).get("id").asText()).isEqualTo("POINTING");
        for (int k = 0; k < index; k++) {
            assertThat(steps.get(k).get("id").asText()).as("no earlier step of it").isNotEqualTo("POINTING");
        }
        assertThat(r.json().get("name").asText()).isEqualTo(steps.get(index).get("technique").asText());
        assertThat(server.post("/api/trainer", TestServer.json("technique", "pointing", "lang", "es", "seed", 7)).json()
                .get("puzzle")).as("the same seed, the same position").isEqualTo(r.json().get("puzzle"));
    }
}
