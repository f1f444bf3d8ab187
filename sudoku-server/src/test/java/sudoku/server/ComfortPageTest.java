package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/** Pause, the daily puzzle, statistics, the celebration, share links and the print view. */
class ComfortPageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
        page.openFresh(server.base);
    }

    @Test
    void pauseHidesTheGridAndStopsTheTimer() {
        page.play(PUZZLE);
        // the clock has ticked, so that a clock standing still says something
        page.waitFor(() -> page.text("timer").matches("[0-9:]*[1-9][0-9:]*"));
        page.byId("pause").click();
        page.waitFor(() -> page.byId("paused-cover").isDisplayed());
        assertThat(page.cell(2).isDisplayed()).as("the digits are hidden").isFalse();
        String time = page.text("timer");
        assertThat(page.holdsFor(() -> page.text("timer").equals(time), 2200)).as("the timer stands still").isTrue();
        page.byId("board").sendKeys("4");
        page.reload();
        assertThat(page.byId("paused-cover").isDisplayed()).as("still paused after a reload").isTrue();
        assertThat(page.text("timer")).isEqualTo(time);
        Browser.screenshot(driver, "comfort-paused.png");
        page.byId("resume").click();
        page.waitFor(() -> page.cell(2).isDisplayed());
        assertThat(page.boardText()).as("nothing was written while paused").isEqualTo(PUZZLE);
        page.waitFor(() -> !page.text("timer").equals(time));
    }

    @Test
    void theDailyPuzzleIsTheServersAndASolveCountsForTheStreak() {
        String daily = server.get("/api/daily").json().get("puzzle").asText();
        page.byId("daily").click();
        page.waitFor(() -> page.boardText().equals(daily));
        assertThat(page.text("puzzle-info")).contains("Daily").contains(LocalDate.now(ZoneOffset.UTC).toString());
        page.typeSolution(daily, Page.solution(daily));
        page.waitFor(() -> page.text("message").contains("Solved in"));
        assertThat(driver.findElements(By.cssSelector(".board-wrap.celebrate"))).as("a short celebration").hasSize(1);
        page.openPanel("stats-panel");
        assertThat(page.text("streak")).contains("1");
        assertThat(page.text("stats")).contains("Medium");
        assertThat(String.valueOf(page.script("return JSON.parse(localStorage.getItem('sudoku.stats.v1')).levels.medium.solved")))
                .isEqualTo("1");
        page.reload();
        page.openPanel("stats-panel");
        assertThat(page.text("streak")).as("a reload keeps the statistics, and counts a solve once").contains("1");
        assertThat(String.valueOf(page.script("return JSON.parse(localStorage.getItem('sudoku.stats.v1')).levels.medium.solved")))
                .isEqualTo("1");
    }

    @Test
    void statisticsShowSolvesBestAndAverageTimesPerLevelAndTheStreak() {
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        page.script("localStorage.setItem('sudoku.stats.v1', JSON.stringify({levels: {easy: {solved: 2, best: 60, total: 180}},"
                + " dailies: [arguments[0], arguments[1], arguments[2]], history: [{at: arguments[0], level: 'easy', seconds: 60, daily: ''}]}))",
                today.toString(), today.minusDays(1).toString(), today.minusDays(3).toString());
        page.reload();
        page.openPanel("stats-panel");
        WebElement row = driver.findElement(By.cssSelector("#stats tbody tr"));
        assertThat(row.getText()).contains("Easy", "2", "1:00", "1:30");
        assertThat(page.text("streak")).contains("2");
        Browser.screenshot(driver, "comfort-stats.png");
    }

    @Test
    void theCelebrationMovesOnlyWhenMotionIsWelcome() {
        page.script("document.querySelector('.board-wrap').classList.add('celebrate')");
        assertThat(page.script("return getComputedStyle(document.querySelector('#board .cell')).animationName")).isEqualTo("wave");
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        assertThat(page.script("return getComputedStyle(document.querySelector('#board .cell')).animationName")).isEqualTo("none");
    }

    @Test
    void aShareLinkOpensTheSamePuzzle() {
        page.play(PUZZLE);
        page.byId("share").click();
        page.waitFor(() -> page.text("message").contains("#p="));
        String link = page.byId("share-link").getAttribute("href");
        assertThat(link).isEqualTo(server.base + "/#p=" + PUZZLE);

        String other = Page.notUnique(PUZZLE);
        driver.executeScript("localStorage.clear()");
        driver.get(server.base + "/#p=" + other);
        page.waitUntilReady();
        assertThat(page.boardText()).isEqualTo(other);
        assertThat(page.text("message")).contains("shared");
        assertThat((String) page.script("return location.hash")).as("a reload keeps playing, not restarting").isEmpty();
    }

    @Test
    void thePrintViewHasFourPuzzlesAPageAndTheirSolutions() {
        page.play(PUZZLE);
        page.openPanel("print-panel");
        page.script("window.printed = 0; window.print = () => { window.printed++; };");
        page.byId("print-four").click();
        page.byId("print-solutions").click();
        page.byId("print").click();
        page.waitFor(() -> Long.valueOf(1).equals(page.script("return window.printed")));
        List<WebElement> pages = driver.findElements(By.cssSelector("#print-sheet .sheet-page"));
        assertThat(pages).hasSize(2);
        assertThat(pages.get(0).findElements(By.cssSelector(".sheet-board"))).hasSize(4);
        assertThat(pages.get(1).findElements(By.cssSelector(".sheet-board"))).hasSize(4);
        String first = (String) page.script("return [...document.querySelectorAll('#print-sheet .sheet-board')[4].children]"
                + ".map(s => s.textContent || '.').join('')");
        assertThat(first).isEqualTo(Page.solution(PUZZLE));

        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        assertThat(driver.findElement(By.tagName("main")).isDisplayed()).as("only the sheet is printed").isFalse();
        assertThat(page.byId("print-sheet").isDisplayed()).isTrue();
        Browser.screenshot(driver, "print-four.png");

        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        page.byId("print-one").click();
        page.byId("print-solutions").click();
        page.byId("print").click();
        page.waitFor(() -> Long.valueOf(2).equals(page.script("return window.printed")));
        assertThat(driver.findElements(By.cssSelector("#print-sheet .sheet-page"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#print-sheet .sheet-board"))).hasSize(1);
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        Browser.screenshot(driver, "print-one.png");
    }
}
