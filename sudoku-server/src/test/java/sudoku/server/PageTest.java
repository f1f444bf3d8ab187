package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import sudoku.core.Grid;

/** The web page in a real headless browser against a real server: play, hint, solve, paste, challenge. */
class PageTest {
    static final String PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @TempDir
    static Path dir;
    static TestServer server;
    static ChromeDriver driver;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("page.db"));
        driver = Browser.start(dir.resolve("profile"));
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
        server.close();
    }

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        driver.get(server.base + "/");
        driver.executeScript("localStorage.clear()");
        driver.get(server.base + "/");
        waitFor(() -> "true".equals(driver.findElement(By.tagName("body")).getAttribute("data-ready")));
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, Duration.ofSeconds(15)).until(d -> condition.getAsBoolean());
    }

    private static WebElement cell(int index) {
        return driver.findElement(By.cssSelector("#board .cell[data-cell='" + index + "']"));
    }

    /** The board as the page shows it: one character per cell, . for an empty one (marks are not digits). */
    private static String boardText() {
        List<WebElement> cells = driver.findElements(By.cssSelector("#board .cell"));
        StringBuilder sb = new StringBuilder();
        for (WebElement c : cells) {
            String t = (String) driver.executeScript(
                    "return arguments[0].querySelector('.marks') ? '' : arguments[0].textContent", c);
            sb.append(t == null || t.isBlank() ? "." : t.trim());
        }
        return sb.toString();
    }

    private static void play(String puzzle) {
        driver.findElement(By.cssSelector("#paste-panel summary")).click();
        WebElement text = driver.findElement(By.id("paste-text"));
        text.clear();
        text.sendKeys(puzzle);
        driver.findElement(By.id("paste-play")).click();
        waitFor(() -> boardText().equals(puzzle));
    }

    @Test
    void loadsAPuzzleFromTheChallengeApi() {
        String shown = boardText();
        assertThat(shown).hasSize(81).matches("[1-9.]{81}");
        assertThat(Grid.parse(shown).clueCount()).isGreaterThan(16);
        assertThat(driver.findElements(By.cssSelector("#pad button"))).hasSize(9);
        assertThat(driver.findElement(By.id("level")).getText()).contains("Easy");
    }

    @Test
    void digitsByMouseAndKeyboardWithUndoAndPencilMarks() {
        play(PUZZLE);
        cell(0).click();
        driver.findElement(By.cssSelector("#pad button[data-digit='4']")).click();
        waitFor(() -> cell(0).getText().equals("4"));
        driver.findElement(By.id("board")).sendKeys(Keys.ARROW_RIGHT, "8");
        waitFor(() -> cell(1).getText().equals("8"));
        driver.findElement(By.id("board")).sendKeys(Keys.chord(Keys.CONTROL, "z"));
        waitFor(() -> cell(1).getText().isEmpty());
        driver.findElement(By.id("redo")).click();
        waitFor(() -> cell(1).getText().equals("8"));
        cell(3).click();
        driver.findElement(By.id("pencil")).click();
        driver.findElement(By.id("board")).sendKeys("5", "7");
        waitFor(() -> cell(3).findElements(By.cssSelector(".marks span")).stream()
                .map(WebElement::getText).filter(s -> !s.isEmpty()).toList().equals(List.of("5", "7")));
        driver.findElement(By.id("pencil")).click();
        cell(2).click();
        driver.findElement(By.id("board")).sendKeys("5");
        assertThat(cell(2).getText()).as("a clue cannot be changed").isEqualTo("3");
        Browser.screenshot(driver, "desktop-playing.png");
    }

    @Test
    void checkMarksAWrongDigit() {
        play(PUZZLE);
        cell(0).click();
        driver.findElement(By.id("board")).sendKeys("5");
        driver.findElement(By.id("check")).click();
        waitFor(() -> cell(0).getAttribute("class").contains("wrong"));
        assertThat(driver.findElement(By.id("message")).getText()).contains("A1");
    }

    @Test
    void solveFillsTheBoardWithTheSolution() {
        play(PUZZLE);
        driver.findElement(By.id("solve")).click();
        waitFor(() -> !boardText().contains("."));
        assertThat(Grid.parse(boardText()).isSolutionOf(Grid.parse(PUZZLE))).isTrue();
        assertThat(driver.findElement(By.id("message")).getText()).contains("Solved");
    }

    @Test
    void phoneAndDesktopScreenshotsShowTheWholeBoard() throws Exception {
        Browser.viewport(driver, 360, 740);
        driver.navigate().refresh();
        waitFor(() -> "true".equals(driver.findElement(By.tagName("body")).getAttribute("data-ready")));
        long boardWidth = (Long) driver.executeScript("return Math.round(document.getElementById('board').getBoundingClientRect().right)");
        long pageWidth = (Long) driver.executeScript("return document.documentElement.scrollWidth");
        assertThat(boardWidth).as("board fits a 360 px screen").isLessThanOrEqualTo(360);
        assertThat(pageWidth).as("no sideways scrolling on a phone").isLessThanOrEqualTo(360);
        play(PUZZLE);
        driver.findElement(By.id("pencil")).click();
        for (int cell : new int[] {0, 1, 73, 80}) {
            cell(cell).click();
            driver.findElement(By.id("board")).sendKeys("1", "2", "4", "5", "6", "7", "8", "9");
        }
        driver.findElement(By.id("pencil")).click();
        driver.executeScript("window.scrollTo(0, 0)");
        @SuppressWarnings("unchecked")
        List<Long> heights = (List<Long>) driver.executeScript("return [...document.querySelectorAll('#board .cell')]"
                + ".map(c => Math.round(c.getBoundingClientRect().height))");
        assertThat(heights.stream().mapToLong(Long::longValue).max().orElseThrow()
                - heights.stream().mapToLong(Long::longValue).min().orElseThrow())
                .as("rows keep equal heights with pencil marks").isLessThanOrEqualTo(2);
        Path phone = Browser.screenshot(driver, "phone-360x740.png");
        Browser.viewport(driver, 1280, 860);
        driver.navigate().refresh();
        waitFor(() -> "true".equals(driver.findElement(By.tagName("body")).getAttribute("data-ready")));
        Path desktop = Browser.screenshot(driver, "desktop-1280x860.png");
        assertThat(Files.size(phone)).isGreaterThan(5_000);
        assertThat(Files.size(desktop)).isGreaterThan(5_000);
    }

    @Test
    void hintsComeFromTheApiOnThePlayersGridAndHighlightTheStep() {
        play(PUZZLE);
        driver.findElement(By.id("hint")).click();
        waitFor(() -> driver.findElement(By.id("message")).getText().contains("Hint 1/3"));
        assertThat(driver.findElements(By.cssSelector("#board .cell.hint2"))).isNotEmpty();
        driver.findElement(By.id("hint")).click();
        waitFor(() -> driver.findElement(By.id("message")).getText().contains("Hint 2/3"));
        assertThat(driver.findElement(By.id("message")).getText()).contains("Hidden Single");
        driver.findElement(By.id("hint")).click();
        waitFor(() -> driver.findElement(By.id("message")).getText().contains("Hint 3/3"));
        assertThat(driver.findElements(By.cssSelector("#board .cell.hint"))).isNotEmpty();
        Browser.screenshot(driver, "desktop-hint.png");
        String before = boardText();
        driver.findElement(By.id("apply-hint")).click();
        waitFor(() -> !boardText().equals(before));
        String after = boardText();
        assertThat(Grid.parse(after).extendsPuzzle(Grid.parse(PUZZLE))).isTrue();
        assertThat(after.chars().filter(c -> c != '.').count()).isEqualTo(before.chars().filter(c -> c != '.').count() + 1);

        cell(PUZZLE.indexOf('.')).click();
        driver.findElement(By.id("board")).sendKeys("9", "8");
        driver.findElement(By.id("hint")).click();
        driver.findElement(By.id("hint")).click();
        waitFor(() -> driver.findElement(By.cssSelector("#board .cell.wrong")) != null);
        assertThat(driver.findElement(By.id("message")).getText()).containsIgnoringCase("wrong");
    }

    @Test
    void explanationStepsShowOnTheBoard() {
        play(PUZZLE);
        driver.findElement(By.cssSelector("#explain-panel summary")).click();
        driver.findElement(By.id("explain")).click();
        waitFor(() -> driver.findElements(By.cssSelector("#steps li")).size() > 10);
        assertThat(driver.findElement(By.id("rating")).getText()).contains("easy");
        driver.findElement(By.id("explain-next")).click();
        driver.findElement(By.id("explain-next")).click();
        waitFor(() -> driver.findElement(By.id("message")).getText().startsWith("Step 3/"));
        assertThat(driver.findElements(By.cssSelector("#board .cell.hint"))).isNotEmpty();
        Browser.screenshot(driver, "desktop-explain.png");
        driver.findElement(By.id("explain-close")).click();
        waitFor(() -> boardText().equals(PUZZLE));
    }

    @Test
    void challengeModeGivesTheVerdictThroughTheApi() {
        String puzzle = boardText();
        String solution = server.post("/api/solve", TestServer.json("puzzle", puzzle)).json().get("solution").asText();
        driver.findElement(By.cssSelector("#challenge-panel summary")).click();
        driver.findElement(By.id("challenge-email")).sendKeys("player@example.com");
        driver.findElement(By.id("challenge-answer")).sendKeys("123456789".equals(Grid.parse(solution).diagonal())
                ? "987654321" : "123456789");
        driver.findElement(By.id("challenge-submit")).click();
        waitFor(() -> driver.findElement(By.id("challenge-verdict")).getText().contains("Not correct"));
        WebElement answer = driver.findElement(By.id("challenge-answer"));
        answer.clear();
        answer.sendKeys(Grid.parse(solution).diagonal());
        driver.findElement(By.id("challenge-submit")).click();
        waitFor(() -> driver.findElement(By.id("challenge-verdict")).getText().contains("Correct"));
        waitFor(() -> driver.findElement(By.id("leaderboard")).getText().contains("p***@example.com"));
    }
}
