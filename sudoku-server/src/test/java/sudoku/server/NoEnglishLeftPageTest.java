package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/**
 * A whole game, a challenge and an explanation in Spanish, then the language switched to Chinese
 * with the explanation open: no English word is left on the page (texts, titles, labels,
 * placeholders), including the texts the server sends (verdict, levels, techniques, steps).
 * English words are those of the page's English catalogue and of the server's English
 * explanation of the same puzzle that the Spanish catalogue does not use; on the Chinese page any
 * Latin word is English unless it is a technique's own name in the server's Chinese catalogue.
 */
class NoEnglishLeftPageTest extends BrowserPageTest {
    private static final Pattern WORD = Pattern.compile("[A-Za-z]{3,}");
    /**
     * Words that are no language's: the languages' own names, keys, the API's address, an e-mail's parts, and the
     * names of other players' tools the page opens puzzles in (SudokuWiki, SudokuPad, f-puzzles, HoDoKu).
     */
    private static final Set<String> NEUTRAL = Set.of("english", "español", "espa", "api", "openapi", "json", "ctrl", "shift",
            "delete", "utc", "com", "example", "you", "sudoku", "sudokuwiki", "sudokupad", "puzzles", "hodoku");

    private static Set<String> words(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            out.add(m.group().toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /** Everything the page says: its text, title, and every title, label and placeholder. */
    private static String everything() {
        return (String) page.script("const out = [document.body.innerText, document.title];"
                + "document.querySelectorAll('[title],[aria-label],[placeholder]').forEach(e => out.push(e.getAttribute('title') || '',"
                + " e.getAttribute('aria-label') || '', e.getAttribute('placeholder') || ''));"
                + "document.querySelectorAll('option, optgroup').forEach(o => out.push(o.label || o.textContent));"
                + "return out.join('\\n')");
    }

    /** The words of the texts a server answer writes for people: names, techniques, sentences, levels. */
    private static Set<String> said(TestServer.Reply reply) {
        Set<String> out = new TreeSet<>();
        List<com.fasterxml.jackson.databind.JsonNode> nodes = new java.util.ArrayList<>(List.of(reply.json()));
        while (!nodes.isEmpty()) {
            com.fasterxml.jackson.databind.JsonNode n = nodes.remove(nodes.size() - 1);
            n.fields().forEachRemaining(e -> {
                if (e.getValue().isTextual() && Set.of("name", "technique", "text", "hardest", "level").contains(e.getKey())) {
                    out.addAll(words(e.getValue().asText()));
                }
            });
            n.elements().forEachRemaining(nodes::add);
        }
        return out;
    }

    private static Set<String> explained(String puzzle, String lang) {
        return said(server.post("/api/explain", TestServer.json("puzzle", puzzle, "lang", lang)));
    }

    private static Set<String> techniques(String lang) {
        return said(server.get("/api/techniques?lang=" + lang));
    }

    private static String catalogue(String lang) {
        return (String) driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('/i18n/' + arguments[0] + '.js').then(m => done(Object.values(m.default).join('\\n')))", lang);
    }

    private static void click(String id) {
        page.script("arguments[0].click()", page.byId(id));
    }

    @Test
    void noEnglishWordIsLeftAfterAGameAChallengeAndAnExplanation() {
        Browser.viewport(driver, 1280, 860);
        driver.get(server.base + "/");
        page.script("localStorage.clear(); localStorage.setItem('sudoku.lang', 'es')");
        page.reload();
        page.script("document.querySelectorAll('details').forEach(d => d.open = true)");
        String puzzle = page.boardText();
        String solution = Page.solution(puzzle);

        click("fill-marks");
        click("hint");
        page.waitFor(page::asking);
        page.byId("ask-yes").click();
        page.waitFor(() -> page.text("message").contains("Pista 1/3"));
        click("check");
        page.waitFor(() -> page.text("message").contains("Ningún error"));
        page.typeSolution(puzzle, solution);
        page.waitFor(() -> page.text("message").contains("Resuelto"));
        page.byId("challenge-email").clear();
        page.byId("challenge-email").sendKeys("lang@example.com");
        click("challenge-fill");
        click("challenge-submit");
        page.waitFor(() -> page.text("challenge-verdict").contains("Correcto"));
        page.waitFor(() -> !page.text("leaderboard").isBlank() || !page.text("leaderboard-info").isBlank());
        click("restart");
        click("explain");
        page.waitFor(() -> page.text("message").startsWith("Paso 1/"), Duration.ofSeconds(60));
        click("explain-next");
        page.waitFor(() -> page.text("message").startsWith("Paso 2/"));

        // English: the page's English words and the server's English explanation of this puzzle, less the Spanish ones
        Set<String> english = words(catalogue("en"));
        english.addAll(explained(puzzle, "en"));
        english.addAll(techniques("en"));
        english.removeAll(words(catalogue("es")));
        english.removeAll(explained(puzzle, "es"));
        english.removeAll(techniques("es"));
        english.removeAll(NEUTRAL);
        Set<String> left = new TreeSet<>(words(everything()));
        left.retainAll(english);
        Browser.screenshot(driver, "no-english-es.png");
        assertThat(left).as("English words on the Spanish page").isEmpty();

        // switched to Chinese, the open explanation is written again in Chinese
        new Select(page.byId("lang")).selectByValue("zh");
        page.waitFor(() -> page.text("message").startsWith("第 2/")
                || page.text("message").matches("(?s).*[\\u4e00-\\u9fff].*") && page.text("steps").matches("(?s).*[\\u4e00-\\u9fff].*"),
                Duration.ofSeconds(60));
        page.waitFor(() -> page.text("rating").matches("(?s).*[\\u4e00-\\u9fff].*"));
        Set<String> chinese = new HashSet<>(techniques("zh"));
        chinese.addAll(explained(puzzle, "zh"));
        Set<String> latin = new TreeSet<>(words(everything()));
        latin.removeAll(NEUTRAL);
        latin.removeAll(chinese);
        Browser.screenshot(driver, "no-english-zh.png");
        assertThat(latin).as("Latin words on the Chinese page").isEmpty();
        assertThat(List.of(page.text("steps"))).allMatch(s -> s.matches("(?s).*[\\u4e00-\\u9fff].*"));
    }
}
