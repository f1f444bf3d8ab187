package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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
import org.openqa.selenium.interactions.Actions;

/** The page's solving tools: all candidates, removing one, highlighting a digit, colours, checking the marks. */
class SolvingToolsPageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
    }

    /** The candidates of a cell of {@code grid}: the digits none of its peers holds. */
    static String candidates(String grid, int cell) {
        StringBuilder sb = new StringBuilder();
        int r = cell / 9;
        int c = cell % 9;
        for (char d = '1'; d <= '9'; d++) {
            boolean seen = false;
            for (int i = 0; i < 9; i++) {
                int box = (r / 3 * 3 + i / 3) * 9 + c / 3 * 3 + i % 3;
                seen |= grid.charAt(r * 9 + i) == d || grid.charAt(i * 9 + c) == d || grid.charAt(box) == d;
            }
            if (!seen) {
                sb.append(d);
            }
        }
        return sb.toString();
    }

    /** The highlighted candidates, read at once (a redraw replaces the elements). */
    private static String lit() {
        return (String) page.script("return [...document.querySelectorAll('#board .marks span.hl')].map(s => s.textContent).join('')");
    }

    /** The digits of the highlighted cells. */
    private static String same() {
        return (String) page.script("return [...document.querySelectorAll('#board .cell.same')].map(s => s.textContent).join('')");
    }

    /** The classes of a cell's pencil mark, read at once. */
    private static String markClass(int cell, int digit) {
        return (String) page.script("return document.querySelectorAll('#board .cell')[arguments[0]]"
                + ".querySelectorAll('.marks span')[arguments[1] - 1].className", cell, digit);
    }

    private static WebElement mark(int cell, int digit) {
        return page.cell(cell).findElements(By.cssSelector(".marks span")).get(digit - 1);
    }

    @Test
    void fillCandidatesWritesThemAllAndAutoKeepsThemUpToDate() {
        page.play(PUZZLE);
        page.byId("fill-marks").click();
        page.waitFor(() -> page.marks(0).equals(candidates(PUZZLE, 0)));
        List<String> marks = page.allMarks();
        for (int c = 0; c < 81; c++) {
            assertThat(marks.get(c)).as("cell " + c).isEqualTo(PUZZLE.charAt(c) == '.' ? candidates(PUZZLE, c) : "");
        }
        String solution = Page.solution(PUZZLE);
        page.byId("auto-marks").click();
        assertThat(page.byId("auto-marks").getAttribute("aria-pressed")).isEqualTo("true");
        page.cell(0).click();
        page.byId("board").sendKeys(solution.substring(0, 1));
        String placed = solution.charAt(0) + PUZZLE.substring(1);
        page.waitFor(() -> page.marks(1).equals(candidates(placed, 1)));
        assertThat(page.marks(18)).isEqualTo(candidates(placed, 18)).doesNotContain(solution.substring(0, 1));
        page.byId("board").sendKeys(Keys.DELETE);
        page.waitFor(() -> page.marks(0).equals(candidates(PUZZLE, 0)));
        assertThat(page.marks(1)).as("the digit comes back to the peers").isEqualTo(candidates(PUZZLE, 1));

        page.reload();
        assertThat(page.byId("auto-marks").getAttribute("aria-pressed")).as("the option is remembered").isEqualTo("true");
        String other = Page.notUnique(PUZZLE);
        page.playAnyway(other);
        try {
            page.waitFor(() -> page.marks(0).equals(candidates(other, 0)));
        } catch (RuntimeException e) {
            throw new AssertionError(page.boardText() + " " + page.marks(0) + " " + page.marks(1) + " / "
                    + page.text("message") + " / " + page.saved("marks"), e);
        }
    }

    @Test
    void aRightClickOrALongPressRemovesACandidate() {
        page.play(PUZZLE);
        page.byId("fill-marks").click();
        String all = candidates(PUZZLE, 0);
        page.waitFor(() -> page.marks(0).equals(all));
        new Actions(driver).click(mark(0, all.charAt(0) - '0')).perform();
        assertThat(page.holdsFor(() -> page.marks(0).equals(all), 1000)).as("a plain click removes nothing").isTrue();
        int first = all.charAt(0) - '0';
        int second = all.charAt(1) - '0';
        new Actions(driver).contextClick(mark(0, first)).perform();
        page.waitFor(() -> page.marks(0).equals(all.substring(1)));
        new Actions(driver).clickAndHold(mark(0, second)).pause(900).release().perform();
        page.waitFor(() -> page.marks(0).equals(all.substring(2)));
        page.byId("undo").click();
        page.waitFor(() -> page.marks(0).equals(all.substring(1)));
    }

    @Test
    void aNumberOrAPlacedDigitHighlightsItsCellsAndCandidates() {
        page.play(PUZZLE);
        page.byId("fill-marks").click();
        page.cell(2).click(); // a clue 3: the pad writes nothing there
        driver.findElement(By.cssSelector("#pad button[data-digit='5']")).click();
        long fives = PUZZLE.chars().filter(ch -> ch == '5').count();
        page.waitFor(() -> same().equals("5".repeat((int) fives)));
        assertThat(lit()).matches("5+");

        page.cell(2).click();
        page.cell(0).click(); // an empty cell keeps the highlight
        page.waitFor(() -> lit().matches("3+"));
        Browser.screenshot(driver, "tools-highlight.png");
    }

    @Test
    void sixColoursForCellsAndCandidatesThatCanBeCleared() {
        page.play(PUZZLE);
        assertThat(driver.findElements(By.cssSelector("#colours .swatch"))).hasSize(6);
        page.cell(10).click();
        driver.findElement(By.cssSelector("#colours .k3")).click();
        page.waitFor(() -> page.cell(10).getAttribute("class").contains("k3"));
        driver.findElement(By.cssSelector("#colours .k3")).click();
        page.waitFor(() -> !page.cell(10).getAttribute("class").contains("k3"));
        driver.findElement(By.cssSelector("#colours .k1")).click();
        page.cell(20).click();
        driver.findElement(By.cssSelector("#colours .k2")).click();

        page.byId("fill-marks").click();
        page.byId("colour-marks").click();
        int d = candidates(PUZZLE, 0).charAt(0) - '0';
        page.cell(0).click();
        driver.findElement(By.cssSelector("#pad button[data-digit='" + d + "']")).click();
        assertThat(page.boardText()).as("colouring candidates, the pad picks the digit").isEqualTo(PUZZLE);
        driver.findElement(By.cssSelector("#colours .k6")).click();
        page.waitFor(() -> markClass(0, d).contains("k6"));
        Browser.screenshot(driver, "tools-colours.png");

        page.reload();
        assertThat(page.cell(10).getAttribute("class")).as("colours are kept with the game").contains("k1");
        assertThat(page.cell(20).getAttribute("class")).contains("k2");
        assertThat(markClass(0, d)).contains("k6");
        page.byId("clear-colours").click();
        page.waitFor(() -> driver.findElements(By.cssSelector("#board .k1, #board .k2, #board .k6")).isEmpty());
    }

    @Test
    void checkMyPencilMarksPointsAtACellWhoseMarksLeaveOutItsDigit() {
        page.play(PUZZLE);
        page.byId("check-marks").click();
        page.waitFor(() -> page.text("message").contains("no pencil marks"));
        page.byId("fill-marks").click();
        page.byId("check-marks").click();
        page.waitFor(() -> page.text("message").contains("leave out no cell"));
        String solution = Page.solution(PUZZLE);
        int cell = 40;
        assertThat(PUZZLE.charAt(cell)).isEqualTo('.');
        page.cell(cell).click();
        page.byId("pencil").click();
        page.byId("board").sendKeys(solution.substring(cell, cell + 1));
        page.byId("pencil").click();
        page.waitFor(() -> !page.marks(cell).contains(solution.substring(cell, cell + 1)));
        page.byId("check-marks").click();
        try {
            page.waitFor(() -> page.cell(cell).getAttribute("class").contains("wrong"));
        } catch (RuntimeException e) {
            throw new AssertionError(page.text("message") + " / " + page.marks(cell) + " / " + page.cell(cell).getAttribute("class"), e);
        }
        assertThat(page.byId("message").getAttribute("class")).contains("bad");
        assertThat(page.text("message")).contains("E5");
    }
}
