package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import sudoku.core.Grid;

/**
 * The web page in a real headless browser against a real server: play, hint, solve, paste, challenge.
 * What needs the challenge fields of the server's answers (challenge id, ranked, boards) is in
 * {@link ChallengePageTest}.
 */
class PageTest extends BrowserPageTest {
    static final String PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
    }

    @Test
    void loadsAPuzzleFromTheChallengeApi() {
        String shown = page.boardText();
        assertThat(shown).hasSize(81).matches("[1-9.]{81}");
        assertThat(Grid.parse(shown).clueCount()).isGreaterThan(16);
        assertThat(driver.findElements(By.cssSelector("#pad button"))).hasSize(9);
        assertThat(driver.findElement(By.id("level")).getText()).contains("Easy");
    }

    @Test
    void digitsByMouseAndKeyboardWithUndoAndPencilMarks() {
        page.play(PUZZLE);
        page.cell(0).click();
        driver.findElement(By.cssSelector("#pad button[data-digit='4']")).click();
        page.waitFor(() -> page.cell(0).getText().equals("4"));
        driver.findElement(By.id("board")).sendKeys(Keys.ARROW_RIGHT, "8");
        page.waitFor(() -> page.cell(1).getText().equals("8"));
        driver.findElement(By.id("board")).sendKeys(Keys.chord(Keys.CONTROL, "z"));
        page.waitFor(() -> page.cell(1).getText().isEmpty());
        driver.findElement(By.id("redo")).click();
        page.waitFor(() -> page.cell(1).getText().equals("8"));
        page.cell(3).click();
        driver.findElement(By.id("pencil")).click();
        driver.findElement(By.id("board")).sendKeys("5", "7");
        page.waitFor(() -> page.cell(3).findElements(By.cssSelector(".marks span")).stream()
                .map(WebElement::getText).filter(s -> !s.isEmpty()).toList().equals(List.of("5", "7")));
        driver.findElement(By.id("pencil")).click();
        page.cell(2).click();
        driver.findElement(By.id("board")).sendKeys("5");
        assertThat(page.cell(2).getText()).as("a clue cannot be changed").isEqualTo("3");
        Browser.screenshot(driver, "desktop-playing.png");
    }

    @Test
    void checkMarksAWrongDigit() {
        page.play(PUZZLE);
        page.cell(0).click();
        driver.findElement(By.id("board")).sendKeys("5");
        driver.findElement(By.id("check")).click();
        page.waitFor(() -> page.cell(0).getAttribute("class").contains("wrong"));
        assertThat(driver.findElement(By.id("message")).getText()).contains("A1");
    }

    @Test
    void solveFillsTheBoardWithTheSolution() {
        page.play(PUZZLE);
        driver.findElement(By.id("solve")).click();
        page.waitFor(() -> !page.boardText().contains("."));
        assertThat(Grid.parse(page.boardText()).isSolutionOf(Grid.parse(PUZZLE))).isTrue();
        assertThat(driver.findElement(By.id("message")).getText()).contains("Solved");
    }

    @Test
    void phoneAndDesktopScreenshotsShowTheWholeBoard() throws Exception {
        Browser.viewport(driver, 360, 740);
        driver.navigate().refresh();
        page.waitFor(() -> "true".equals(driver.findElement(By.tagName("body")).getAttribute("data-ready")));
        long boardWidth = (Long) driver.executeScript("return Math.round(document.getElementById('board').getBoundingClientRect().right)");
        long pageWidth = (Long) driver.executeScript("return document.documentElement.scrollWidth");
        assertThat(boardWidth).as("board fits a 360 px screen").isLessThanOrEqualTo(360);
        assertThat(pageWidth).as("no sideways scrolling on a phone").isLessThanOrEqualTo(360);
        page.play(PUZZLE);
        page.click(driver.findElement(By.id("pencil")));
        for (int cell : new int[] {0, 1, 73, 80}) {
            page.cell(cell).click();
            driver.findElement(By.id("board")).sendKeys("1", "2", "4", "5", "6", "7", "8", "9");
        }
        page.click(driver.findElement(By.id("pencil")));
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
        page.waitFor(() -> "true".equals(driver.findElement(By.tagName("body")).getAttribute("data-ready")));
        Path desktop = Browser.screenshot(driver, "desktop-1280x860.png");
        assertThat(Files.size(phone)).isGreaterThan(5_000);
        assertThat(Files.size(desktop)).isGreaterThan(5_000);
    }

    @Test
    void hintsComeFromTheApiOnThePlayersGridAndHighlightTheStep() {
        page.play(PUZZLE);
        driver.findElement(By.id("hint")).click();
        page.waitFor(() -> driver.findElement(By.id("message")).getText().contains("Hint 1/3"));
        assertThat(driver.findElements(By.cssSelector("#board .cell.hint2"))).isNotEmpty();
        driver.findElement(By.id("hint")).click();
        page.waitFor(() -> driver.findElement(By.id("message")).getText().contains("Hint 2/3"));
        assertThat(driver.findElement(By.id("message")).getText()).contains("Hidden Single");
        driver.findElement(By.id("hint")).click();
        page.waitFor(() -> driver.findElement(By.id("message")).getText().contains("Hint 3/3"));
        assertThat(driver.findElements(By.cssSelector("#board .cell.hint"))).isNotEmpty();
        Browser.screenshot(driver, "desktop-hint.png");
        String before = page.boardText();
        driver.findElement(By.id("apply-hint")).click();
        page.waitFor(() -> !page.boardText().equals(before));
        String after = page.boardText();
        assertThat(Grid.parse(after).extendsPuzzle(Grid.parse(PUZZLE))).isTrue();
        assertThat(after.chars().filter(c -> c != '.').count()).isEqualTo(before.chars().filter(c -> c != '.').count() + 1);

        page.cell(PUZZLE.indexOf('.')).click();
        driver.findElement(By.id("board")).sendKeys("9", "8");
        driver.findElement(By.id("hint")).click();
        driver.findElement(By.id("hint")).click();
        page.waitFor(() -> driver.findElement(By.cssSelector("#board .cell.wrong")) != null);
        assertThat(driver.findElement(By.id("message")).getText()).containsIgnoringCase("wrong");
    }

    @Test
    void explanationStepsShowOnTheBoard() {
        page.play(PUZZLE);
        driver.findElement(By.cssSelector("#explain-panel summary")).click();
        driver.findElement(By.id("explain")).click();
        page.waitFor(() -> driver.findElements(By.cssSelector("#steps li")).size() > 10);
        assertThat(driver.findElement(By.id("rating")).getText()).as("the level in the page's language").contains("Easy");
        driver.findElement(By.id("explain-next")).click();
        driver.findElement(By.id("explain-next")).click();
        page.waitFor(() -> driver.findElement(By.id("message")).getText().startsWith("Step 3/"));
        assertThat(driver.findElements(By.cssSelector("#board .cell.hint"))).isNotEmpty();
        Browser.screenshot(driver, "desktop-explain.png");
        driver.findElement(By.id("explain-close")).click();
        page.waitFor(() -> page.boardText().equals(PUZZLE));
    }

    @Test
    void explanationStartsWhereThePlayerIsAndAWrongDigitComesFirst() {
        page.play(PUZZLE);
        String solution = Page.solution(PUZZLE);
        String missing = Page.missing(PUZZLE, solution);
        page.type(missing, 27);
        page.waitFor(() -> page.boardText().substring(0, 27).equals(solution.substring(0, 27)));
        driver.findElement(By.cssSelector("#explain-panel summary")).click();
        driver.findElement(By.id("explain")).click();
        page.waitFor(() -> !driver.findElements(By.cssSelector("#steps li")).isEmpty());
        int empty = (int) page.boardText().chars().filter(ch -> ch == '.').count();
        assertThat(driver.findElements(By.cssSelector("#steps li")).size()).isLessThanOrEqualTo(empty);
        assertThat(page.boardText().substring(0, 27)).as("the first step's board keeps the player's digits")
                .isEqualTo(solution.substring(0, 27));
        driver.findElement(By.id("explain-close")).click();

        int firstEmpty = PUZZLE.indexOf('.', 27);
        char wrong = solution.charAt(firstEmpty) == '9' ? '1' : (char) (solution.charAt(firstEmpty) + 1);
        page.cell(firstEmpty).click();
        page.byId("board").sendKeys(String.valueOf(wrong));
        driver.findElement(By.id("explain")).click();
        page.waitFor(() -> driver.findElement(By.id("message")).getAttribute("class").contains("bad"));
        assertThat(page.cell(firstEmpty).getAttribute("class")).contains("wrong");
    }

    @Test
    void challengeModeGivesTheVerdictThroughTheApi() {
        String puzzle = page.boardText();
        // solved here, not through the API: the server takes a solve of the challenge's puzzle from this address as help
        String solution = Page.solution(puzzle);
        // and a person's minute goes by, above the human floor of the players' board
        CLOCK.advance(java.time.Duration.ofMinutes(1));
        driver.findElement(By.cssSelector("#challenge-panel summary")).click();
        driver.findElement(By.id("challenge-email")).sendKeys("player@example.com");
        driver.findElement(By.id("challenge-answer")).sendKeys("123456789".equals(ChallengeAnswer.of(Grid.parse(solution)))
                ? "987654321" : "123456789");
        driver.findElement(By.id("challenge-submit")).click();
        page.waitFor(() -> driver.findElement(By.id("challenge-verdict")).getText().contains("Not correct"));
        WebElement answer = driver.findElement(By.id("challenge-answer"));
        answer.clear();
        answer.sendKeys(ChallengeAnswer.of(Grid.parse(solution)));
        driver.findElement(By.id("challenge-submit")).click();
        page.waitFor(() -> driver.findElement(By.id("challenge-verdict")).getText().contains("Correct"));
        page.waitFor(() -> driver.findElement(By.id("leaderboard")).getText().contains("p***@"));
    }

    @Test
    void aNonUniquePuzzleFilledInIsNeverCalledSolved() {
        String puzzle = Page.notUnique(PUZZLE);
        page.playAnyway(puzzle);
        page.byId("solve").click();
        page.waitFor(() -> page.text("message").contains("not unique"));
        assertThat(page.holdsFor(() -> page.text("message").contains("not unique"), 1500))
                .as("the check of the full grid does not overwrite the verdict: " + page.text("message")).isTrue();
        assertThat(page.text("message")).doesNotContain("Solved!");

        page.byId("restart").click();
        page.waitFor(() -> page.boardText().equals(puzzle));
        page.typeSolution(puzzle, Page.solution(puzzle));
        page.waitFor(() -> !page.boardText().contains("."));
        page.waitFor(() -> page.text("message").contains("not unique"));
        assertThat(page.holdsFor(() -> !page.text("message").contains("Solved!"), 1000)).isTrue();
    }

    @Test
    void theTimerStopsWhenThePuzzleIsSolvedAndShowsTheFinalTime() {
        page.play(PUZZLE);
        String missing = Page.missing(PUZZLE, Page.solution(PUZZLE));
        int last = 80;
        while (missing.charAt(last) == '.') {
            last--;
        }
        page.type(missing.substring(0, last) + "." + missing.substring(last + 1), 81);
        // the clock has ticked, so that the final time is worth showing
        page.waitFor(() -> page.text("timer").matches("[0-9:]*[1-9][0-9:]*"));
        page.cell(last).click();
        page.byId("board").sendKeys(missing.substring(last, last + 1));
        page.waitFor(() -> page.text("message").contains("Solved in"));
        String time = page.text("timer");
        assertThat(time).matches("\\d+:\\d\\d");
        assertThat(page.text("message")).contains(time);
        assertThat(page.holdsFor(() -> page.text("timer").equals(time), 2500)).as("the timer stays at " + time).isTrue();
        assertThat(page.byId("timer").getAttribute("class")).contains("stopped");
        page.reload();
        assertThat(page.text("timer")).as("a reload keeps the final time").isEqualTo(time);
    }

    @Test
    void fromMyGridKeepsTheEmptyCellsOfTheDiagonalAsDots() {
        String puzzle = page.boardText();
        String solution = Page.solution(puzzle);
        List<Integer> emptyOnTheDiagonal = java.util.stream.IntStream.range(0, 9).map(i -> i * 10)
                .filter(c -> puzzle.charAt(c) == '.').boxed().toList();
        assertThat(emptyOnTheDiagonal).hasSizeGreaterThan(1);
        int typed = emptyOnTheDiagonal.get(0);
        page.cell(typed).click();
        page.byId("board").sendKeys(solution.substring(typed, typed + 1));
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 9; i++) {
            int c = i * 10;
            expected.append(puzzle.charAt(c) != '.' || c == typed ? solution.charAt(c) : '.');
        }
        page.openPanel("challenge-panel");
        page.byId("challenge-fill").click();
        assertThat(page.byId("challenge-answer").getAttribute("value")).isEqualTo(expected.toString()).hasSize(9);
        page.byId("challenge-email").sendKeys("gaps@example.com");
        page.byId("challenge-submit").click();
        page.waitFor(() -> page.text("challenge-verdict").contains("missing"));
        int empty = emptyOnTheDiagonal.get(1);
        assertThat(page.text("challenge-verdict")).contains("ABCDEFGHI".charAt(empty / 9) + String.valueOf(empty % 9 + 1));
    }

    @Test
    void aLongEmailDoesNotWidenThePhonePage() {
        Browser.viewport(driver, 360, 740);
        page.reload();
        String puzzle = page.boardText();
        // domain labels stay within the 63 characters the server accepts
        String email = "ppppp@" + "d".repeat(63) + "." + "e".repeat(63) + "." + "f".repeat(62) + ".com";
        assertThat(email).hasSize(200);
        page.openPanel("challenge-panel");
        WebElement field = page.byId("challenge-email");
        field.clear();
        field.sendKeys(email);
        assertThat(page.pageWidth()).as("no sideways scrolling with a long e-mail").isLessThanOrEqualTo(360);
        page.byId("challenge-answer").sendKeys(ChallengeAnswer.of(Grid.parse(Page.solution(puzzle))));
        CLOCK.advance(java.time.Duration.ofMinutes(1));
        page.byId("challenge-submit").click();
        page.waitFor(() -> page.text("leaderboard").contains("p***@"));
        assertThat(page.pageWidth()).as("a long e-mail on the leaderboard is cut short").isLessThanOrEqualTo(360);
        Browser.screenshot(driver, "phone-leaderboard.png");
    }

    @Test
    void newPuzzleAsksBeforeThrowingAGameInProgressAway() {
        String first = page.boardText();
        page.byId("new-game").click();
        page.waitFor(() -> !page.boardText().equals(first));
        assertThat(page.asking()).as("an untouched game goes without a question").isFalse();

        page.play(PUZZLE);
        page.cell(0).click();
        page.byId("board").sendKeys("4");
        String playing = page.boardText();
        page.byId("new-game").click();
        page.waitFor(page::asking);
        assertThat(page.text("ask")).contains("Keep playing");
        Browser.screenshot(driver, "desktop-ask.png");
        assertThat((Boolean) page.script("return document.getElementById('ask').contains(document.activeElement)"))
                .as("the question has the focus").isTrue();
        page.byId("ask-no").sendKeys(Keys.ESCAPE);
        page.waitFor(() -> !page.asking());
        assertThat(page.boardText()).isEqualTo(playing);

        page.byId("new-game").click();
        page.waitFor(page::asking);
        page.byId("ask-no").click();
        page.waitFor(() -> !page.asking());
        assertThat(page.holdsFor(() -> page.boardText().equals(playing), 800)).isTrue();

        page.byId("new-game").click();
        page.waitFor(page::asking);
        page.byId("ask-yes").click();
        page.waitFor(() -> page.boardText().matches("[1-9.]{81}") && !page.boardText().equals(playing)
                && page.text("puzzle-info").startsWith("Puzzle"));

        page.play(PUZZLE);
        page.byId("solve").click();
        page.waitFor(() -> !page.boardText().contains("."));
        page.byId("new-game").click();
        page.waitFor(() -> page.text("puzzle-info").startsWith("Puzzle"));
        assertThat(page.asking()).as("a solved game goes without a question").isFalse();
    }

    @Test
    void deleteErasesTheDigitAndLeavesThePencilMarks() {
        page.play(PUZZLE);
        page.cell(0).click();
        page.byId("pencil").click();
        page.byId("board").sendKeys("1", "4");
        page.byId("pencil").click();
        page.byId("board").sendKeys("4");
        page.waitFor(() -> page.cell(0).getText().equals("4"));
        page.byId("board").sendKeys(Keys.DELETE);
        page.waitFor(() -> page.marks(0).equals("14"));
        page.byId("board").sendKeys(Keys.DELETE);
        page.waitFor(() -> page.marks(0).isEmpty());

        page.cell(1).click();
        page.byId("pencil").click();
        page.byId("board").sendKeys("5", "7");
        page.byId("pencil").click();
        page.byId("board").sendKeys("8");
        page.waitFor(() -> page.cell(1).getText().equals("8"));
        page.byId("board").sendKeys(Keys.BACK_SPACE);
        page.waitFor(() -> page.marks(1).equals("57"));
        page.byId("board").sendKeys(Keys.BACK_SPACE);
        page.waitFor(() -> page.marks(1).isEmpty());
    }

    @Test
    void helpInAChallengeIsAskedForOnceAndMakesItAssisted() {
        // a challenge saved by the page, as if from "New puzzle": the server's own id when it gives one
        var served = server.get("/demo/sudoku/v0.1/getpuzzle?level=easy").json();
        String puzzle = served.get("puzzle").asText();
        String id = served.hasNonNull("challenge") ? served.get("challenge").asText() : "c-42";
        List<Integer> cells = puzzle.chars().map(ch -> ch == '.' ? 0 : ch - '0').boxed().toList();
        page.script("localStorage.setItem('sudoku.game.v1', JSON.stringify({puzzle: arguments[0], digits: arguments[0],"
                + " marks: new Array(81).fill(0), served: true, level: 'easy', started: Date.now(), challenge: arguments[1]}))",
                cells, id);
        page.reload();
        assertThat(page.boardText()).isEqualTo(puzzle);
        page.recordPosts();

        page.byId("solve").click();
        page.waitFor(page::asking);
        assertThat(page.text("ask")).contains("assisted");
        page.byId("ask-no").sendKeys(Keys.ESCAPE);
        page.waitFor(() -> !page.asking());
        assertThat(page.holdsFor(() -> page.boardText().equals(puzzle), 800)).as("no help without a yes").isTrue();
        assertThat(page.saved("assisted")).isEqualTo("false");

        page.byId("hint").click();
        page.waitFor(page::asking);
        page.byId("ask-yes").click();
        page.waitFor(() -> page.text("message").contains("Hint 1/3"));
        assertThat(page.saved("assisted")).isEqualTo("true");
        assertThat(page.text("puzzle-info")).contains("assisted");
        assertThat(page.posted("api/hint")).singleElement().asString().contains("\"challenge\":\"" + id + "\"");

        page.reload();
        page.recordPosts();
        assertThat(page.saved("assisted")).as("a reload keeps it").isEqualTo("true");
        page.byId("solve").click();
        page.waitFor(() -> !page.boardText().contains("."));
        assertThat(page.asking()).as("asked once").isFalse();
        assertThat(page.posted("api/solve")).singleElement().asString().contains("\"challenge\":\"" + id + "\"");

        page.openPanel("challenge-panel");
        WebElement email = page.byId("challenge-email");
        email.clear();
        email.sendKeys("helped@example.com");
        page.byId("challenge-fill").click();
        page.byId("challenge-submit").click();
        page.waitFor(() -> page.text("challenge-verdict").contains("Correct"));
        assertThat(page.posted("submit")).singleElement().asString()
                .contains("\"challenge\":\"" + id + "\"", "\"board\":\"players\"", "\"assisted\":true");
    }

    @Test
    void theEmailIsCheckedBeforeItIsSent() {
        page.recordPosts();
        page.openPanel("challenge-panel");
        WebElement email = page.byId("challenge-email");
        for (String bad : List.of("no-at-sign.example.com", "two@@example.com", "name@localhost", "a b@example.com",
                "<a>@example.com", "x".repeat(250) + "@example.com")) {
            email.clear();
            email.sendKeys(bad);
            page.byId("challenge-answer").clear();
            page.byId("challenge-answer").sendKeys("123456789");
            page.byId("challenge-submit").click();
            page.waitFor(() -> !page.text("challenge-email-error").isEmpty());
            assertThat(email.getAttribute("aria-invalid")).as(bad).isNotNull();
        }
        assertThat(page.posted("submit")).as("nothing sent").isEmpty();
        email.clear();
        email.sendKeys("fine@example.com");
        assertThat(page.text("challenge-email-error")).isEmpty();
    }
}
