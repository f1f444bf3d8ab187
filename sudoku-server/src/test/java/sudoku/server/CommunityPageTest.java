package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The page with other tools' links: a pasted SudokuPad link played with its rules, and "Open in" links beside the share link. */
class CommunityPageTest extends BrowserPageTest {
    @Test
    void aPastedSudokuPadLinkIsPlayedAndTheShareLinkHasOpenInLinks() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
        String givens = ConvertApiTest.JIGSAW_GIVENS;
        String link = server.post("/api/convert", TestServer.json("variant", "jigsaw", "puzzle", givens,
                "regions", ConvertApiTest.REGIONS, "format", "sudokupad")).json().get("text").asText();
        page.openPanel("paste-panel");
        WebElement text = page.byId("paste-text");
        text.clear();
        text.sendKeys(link);
        page.byId("paste-play").click();
        page.waitFor(() -> page.boardText().equals(givens));
        assertThat(page.saved("rules")).contains("\"jigsaw\"");

        page.byId("share").click();
        page.waitFor(() -> !driver.findElements(By.id("open-sudokupad")).isEmpty());
        String wiki = page.byId("open-sudokuwiki").getAttribute("href");
        String pad = page.byId("open-sudokupad").getAttribute("href");
        assertThat(wiki).startsWith("https://www.sudokuwiki.org/Jigsaw.aspx");
        assertThat(server.post("/api/convert", TestServer.json("puzzle", pad)).json().get("puzzle").asText())
                .isEqualTo(givens);
        assertThat(page.byId("open-sudokupad").getAttribute("target")).isEqualTo("_blank");
    }
}
