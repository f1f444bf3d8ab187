package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Every kind of answer lands where the player looks: a hint, a check, an error, the challenge's
 * verdict and a 429 each appear inside the viewport, on a phone and on two desktop screens, even
 * after the page was scrolled to its bottom, in the live region screen readers announce.
 */
class MessagesInViewPageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;
    /** A server whose expensive routes allow a burst of two, then answer 429. */
    static TestServer limited;

    @BeforeAll
    static void startLimitedServer() {
        limited = new TestServer(ServerOptions.defaults().toBuilder().db(dir.resolve("limited.db"))
                .expensivePerMinute(1).getPuzzlePerMinute(1_000_000).burst(2).build());
    }

    @AfterAll
    static void stopLimitedServer() {
        if (limited != null) {
            limited.close();
        }
    }

    /** The page scrolled as far down as it goes, every panel open: the player reading the side panels. */
    private static void scrollToTheBottom() {
        page.script("document.querySelectorAll('details').forEach(d => d.open = true); window.scrollTo(0, 1e6)");
    }

    /** Asserts the answer line says something matching {@code kind}, inside the viewport, announced. */
    private static void assertInView(String kind, String expected) {
        page.waitFor(() -> page.text("message").contains(expected));
        scrollToTheBottom();
        @SuppressWarnings("unchecked")
        List<Number> box = (List<Number>) page.script("const r = document.getElementById('message').getBoundingClientRect();"
                + " return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight]");
        double left = box.get(0).doubleValue(), top = box.get(1).doubleValue();
        double right = box.get(2).doubleValue(), bottom = box.get(3).doubleValue();
        assertThat(bottom - top).as(kind + ": shown").isPositive();
        assertThat(left).as(kind + ": left edge in view").isGreaterThanOrEqualTo(0);
        assertThat(top).as(kind + ": top edge in view").isGreaterThanOrEqualTo(0);
        assertThat(right).as(kind + ": right edge in view").isLessThanOrEqualTo(box.get(4).doubleValue());
        assertThat(bottom).as(kind + ": bottom edge in view").isLessThanOrEqualTo(box.get(5).doubleValue());
        // it is not hidden under something else either: the element at its centre is the message or inside it
        Object onTop = page.script("const m = document.getElementById('message'); const r = m.getBoundingClientRect();"
                + " const e = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2); return m.contains(e)");
        assertThat(onTop).as(kind + ": not covered").isEqualTo(true);
        assertThat(page.byId("message").getAttribute("aria-live")).as(kind + ": announced").isEqualTo("polite");
    }

    private static void click(String id) {
        page.script("arguments[0].click()", page.byId(id));
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"360, 740", "1280, 800", "1366, 768"})
    void everyKindOfAnswerIsInTheViewport(int width, int height) {
        Browser.viewport(driver, width, height);
        page.openFresh(server.base);
        page.play(PUZZLE);

        click("hint");
        assertInView("hint", "Hint 1/3");

        int empty = PUZZLE.indexOf('.');
        char right = Page.solution(PUZZLE).charAt(empty);
        char wrong = (char) ('1' + (right - '1' + 1) % 9);
        page.cell(empty).click();
        page.byId("board").sendKeys(String.valueOf(wrong));
        click("check");
        assertInView("check", "wrong");

        // an error the server answers: a puzzle whose clues clash
        page.openPanel("paste-panel");
        WebElement text = page.byId("paste-text");
        text.clear();
        text.sendKeys("11" + ".".repeat(79));
        click("paste-solve");
        page.waitFor(() -> "bad".equals(page.byId("message").getAttribute("class")));
        assertInView("error", "");

        // the challenge's verdict on a served puzzle
        click("new-game");
        page.waitFor(() -> page.text("message").contains("Good luck"));
        page.openPanel("challenge-panel");
        page.byId("challenge-email").clear();
        page.byId("challenge-email").sendKeys("eyes@example.com");
        page.byId("challenge-answer").clear();
        page.byId("challenge-answer").sendKeys("123456789");
        click("challenge-submit");
        assertInView("verdict", "Not correct");

        // too many requests: a server that allows two hints in a burst
        page.openFresh(limited.base);
        page.play(PUZZLE);
        for (int i = 0; i < 4 && !page.text("message").contains("Too many requests"); i++) {
            String before = page.text("message");
            click("hint");
            page.waitFor(() -> !page.text("message").equals(before) || page.text("message").contains("Too many"));
        }
        assertInView("429", "Too many requests");
        assertThat(page.byId("message").getAttribute("class")).isEqualTo("bad");
        Browser.screenshot(driver, "message-429-" + width + "x" + height + ".png");
        assertThat(driver.findElements(By.cssSelector("#message[role=status]"))).hasSize(1);
    }
}
