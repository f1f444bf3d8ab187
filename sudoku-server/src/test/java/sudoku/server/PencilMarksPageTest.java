package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * Pencil marks as players expect: a digit placed hides its mark from its peers, and Erase (or
 * Undo) brings back exactly the marks that were there, so the hinter and the explanation never
 * blame the player for a mark the page itself removed.
 */
class PencilMarksPageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
        page.play(PUZZLE);
    }

    /** An empty cell, and a digit among its candidates that is not its solution's and is a mark of some peer. */
    private static int[] wrongMove(List<String> marks) {
        String solution = Page.solution(PUZZLE);
        for (int c = 0; c < 81; c++) {
            for (char d : marks.get(c).toCharArray()) {
                if (d != solution.charAt(c) && peerHasMark(marks, c, d)) {
                    return new int[] {c, d - '0'};
                }
            }
        }
        throw new IllegalStateException("no wrong candidate");
    }

    private static boolean peerHasMark(List<String> marks, int cell, char d) {
        for (int p = 0; p < 81; p++) {
            if (p != cell && sees(p, cell) && marks.get(p).indexOf(d) >= 0) {
                return true;
            }
        }
        return false;
    }

    static boolean sees(int a, int b) {
        return a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
    }

    @Test
    void eraseBringsBackExactlyTheMarksAWrongDigitTookAndTheHinterBlamesNobody() {
        page.byId("fill-marks").click();
        page.waitFor(() -> !page.marks(PUZZLE.indexOf('.')).isEmpty());
        // the player trims some marks by hand: those must stay as the player left them
        int first = PUZZLE.indexOf('.');
        page.cell(first).click();
        List<String> before = page.allMarks();
        int[] move = wrongMove(before);
        int cell = move[0];
        char digit = (char) ('0' + move[1]);

        page.cell(cell).click();
        page.byId("pad").findElement(By.cssSelector("button[data-digit='" + digit + "']")).click();
        page.waitFor(() -> page.boardText().charAt(cell) == digit);
        List<String> placed = page.allMarks();
        for (int p = 0; p < 81; p++) {
            if (p != cell && sees(p, cell)) {
                assertThat(placed.get(p)).as("peer %d hides the placed digit's mark", p).doesNotContain(String.valueOf(digit));
            }
        }

        page.byId("erase").click();
        page.waitFor(() -> page.boardText().charAt(cell) == '.');
        assertThat(page.allMarks()).as("erase brings back exactly the marks that were there").isEqualTo(before);

        // the hinter finds no missing mark to blame the player for
        page.byId("hint").click();
        page.waitFor(() -> page.text("message").startsWith("Hint 1/3"));
        assertThat(page.byId("message").getAttribute("class")).isNotEqualTo("bad");
        assertThat(page.text("message")).doesNotContain("removed");

        // the same with undo, and after a digit replaced by another
        page.cell(cell).click();
        page.byId("board").sendKeys(String.valueOf(digit));
        page.waitFor(() -> page.boardText().charAt(cell) == digit);
        char right = Page.solution(PUZZLE).charAt(cell);
        page.byId("board").sendKeys(String.valueOf(right));
        page.waitFor(() -> page.boardText().charAt(cell) == right);
        page.byId("erase").click();
        page.waitFor(() -> page.boardText().charAt(cell) == '.');
        assertThat(page.allMarks()).as("a digit replaced, then erased").isEqualTo(before);
        page.byId("undo").click();
        page.waitFor(() -> page.boardText().charAt(cell) == right);
        page.byId("undo").click();
        page.waitFor(() -> page.boardText().charAt(cell) == digit);
        page.byId("undo").click();
        page.waitFor(() -> page.boardText().charAt(cell) == '.');
        assertThat(page.allMarks()).as("undone to before the first digit").isEqualTo(before);

        // and the explanation starts from the player's marks without refusing them
        page.openPanel("explain-panel");
        page.byId("explain").click();
        page.waitFor(() -> page.text("message").startsWith("Step 1/"));
    }
}
