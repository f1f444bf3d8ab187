package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import sudoku.core.Grid;
import sudoku.scan.train.BoardRenderer;
import sudoku.scan.train.BoardStyle;
import sudoku.scan.train.Degrade;
import sudoku.scan.train.PuzzleMaker;

/** "Scan a puzzle" in a real browser: a picture file is read, shown for correction, and played. */
class ScanPageTest extends BrowserPageTest {
    @Test
    void aPictureIsReadCorrectedAndPlayed() throws IOException {
        Browser.viewport(driver, 1280, 900);
        page.openFresh(server.base);
        SplittableRandom r = new SplittableRandom(41);
        Grid puzzle = PuzzleMaker.make(r, 27);
        Path picture = dir.resolve("newspaper.png");
        Files.write(picture, Degrade.png(BoardRenderer.screenshot(puzzle, BoardStyle.newspaper(), 400, r)));

        page.openPanel("scan-panel");
        driver.findElement(By.id("scan-file")).sendKeys(picture.toAbsolutePath().toString());
        page.waitFor(() -> page.text("scan-status").startsWith("Read"));
        assertThat(page.text("scan-status")).as("the status names the outcome").isEqualTo("Read with one solution.");
        assertThat(driver.findElements(By.cssSelector("#scan-view canvas"))).hasSize(1);
        // the 81 cells of the reading, in one script
        Object read = driver.executeScript("return Array.from({length: 81}, (_, c) => "
                + "document.getElementById('scan-' + c).value || '.').join('')");
        assertThat(read).isEqualTo(puzzle.toLine());

        // the player's correction is what is played: an empty cell filled with its solution digit
        int empty = puzzle.toLine().indexOf('.');
        char digit = Page.solution(puzzle.toLine()).charAt(empty);
        page.byId("scan-" + empty).sendKeys(String.valueOf(digit));
        page.byId("scan-play").click();
        String played = puzzle.toLine().substring(0, empty) + digit + puzzle.toLine().substring(empty + 1);
        page.waitFor(() -> page.boardText().equals(played));
        Browser.screenshot(driver, "scan-read.png");
    }
}
