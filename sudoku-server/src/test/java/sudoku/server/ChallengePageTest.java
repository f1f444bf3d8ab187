package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The challenge as the page plays it against the server's challenge contract: a puzzle from "New puzzle"
 * comes with a challenge id, an unaided right answer is ranked with its time on the players' board, and
 * help (Solve, Hint, the explanation) is warned about once and makes the entry assisted, not ranked.
 */
class ChallengePageTest extends BrowserPageTest {
    @BeforeEach
    void open() {
        Browser.viewport(driver, 360, 740);
        page.openFresh(server.base);
    }

    /** Gets a fresh challenge with "New puzzle" (the board is untouched: no question) and returns it. */
    private static String newChallenge() {
        String before = page.boardText();
        page.byId("new-game").click();
        page.waitFor(() -> !page.boardText().equals(before) && page.text("puzzle-info").startsWith("Puzzle"));
        assertThat(page.asking()).isFalse();
        assertThat(page.saved("challenge")).as("the puzzle came with a challenge id").matches("\".+\"");
        assertThat(page.saved("assisted")).isEqualTo("false");
        return page.boardText();
    }

    private static void submit(String email) {
        page.openPanel("challenge-panel");
        WebElement field = page.byId("challenge-email");
        field.clear();
        field.sendKeys(email);
        page.byId("challenge-fill").click();
        page.byId("challenge-submit").click();
        page.waitFor(() -> page.text("challenge-verdict").contains("Correct"));
    }

    @Test
    void anUnaidedChallengeIsRankedWithItsTime() {
        String puzzle = newChallenge();
        page.recordPosts();
        page.typeSolution(puzzle, Page.solution(puzzle));
        page.waitFor(() -> page.text("message").contains("Solved in"));
        // typed in a blink: the server is told a person's minute went by, above the human floor
        CLOCK.advance(java.time.Duration.ofMinutes(1));
        submit("ranked@example.com");
        assertThat(page.text("challenge-verdict")).contains("Ranked");
        assertThat(page.posted("submit")).singleElement().asString()
                .contains("\"board\":\"players\"", "\"assisted\":false", "\"challenge\":");
        page.waitFor(() -> page.text("leaderboard").contains("r***@"));
        assertThat(page.text("leaderboard")).as("masked e-mail, then the time taken")
                .containsPattern("r\\*\\*\\*@\\S+\\s+\\d+:\\d\\d");
        assertThat(page.byId("board-players").getAttribute("aria-selected")).isEqualTo("true");
        assertThat(page.pageWidth()).isLessThanOrEqualTo(360);
        page.script("document.getElementById('boards').scrollIntoView({block: 'end'})");
        Browser.screenshot(driver, "phone-challenge-ranked.png");
    }

    @Test
    void theVerdictSaysWhyAnEntryIsNotRanked() {
        String puzzle = newChallenge();
        page.typeSolution(puzzle, Page.solution(puzzle));
        page.waitFor(() -> page.text("message").contains("Solved in"));
        submit("quick@example.com");
        assertThat(page.text("challenge-verdict")).contains("faster than a person", "not ranked")
                .doesNotContain("Ranked");
    }

    @Test
    void solveInAChallengeWarnsFirstAndTheEntryIsAssistedNotRanked() {
        newChallenge();
        page.byId("solve").click();
        page.waitFor(page::asking);
        assertThat(page.text("ask")).contains("assisted", "not ranked");
        page.byId("ask-yes").click();
        page.waitFor(() -> !page.boardText().contains("."));
        assertThat(page.saved("assisted")).isEqualTo("true");
        page.reload();
        assertThat(page.saved("assisted")).as("a reload keeps it").isEqualTo("true");

        submit("helped@example.com");
        assertThat(page.text("challenge-verdict")).contains("Assisted", "not ranked");
        page.byId("board-players").click();
        page.waitFor(() -> "true".equals(page.byId("board-players").getAttribute("aria-selected")));
        assertThat(page.holdsFor(() -> !page.text("leaderboard").contains("h***@"), 800))
                .as("not on the players' board").isTrue();
        page.byId("board-machines").click();
        page.waitFor(() -> "true".equals(page.byId("board-machines").getAttribute("aria-selected")));
        page.waitFor(() -> !page.text("leaderboard").isEmpty() || !page.text("leaderboard-info").isEmpty());
        assertThat(page.text("leaderboard-info")).doesNotContain("⚠");
        page.script("document.getElementById('boards').scrollIntoView({block: 'end'})");
        Browser.screenshot(driver, "phone-challenge-assisted.png");
    }
}
