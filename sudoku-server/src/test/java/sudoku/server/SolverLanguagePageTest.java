package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/** The page asks the solver for its texts in the page's language. */
class SolverLanguagePageTest extends BrowserPageTest {
    @Test
    void switchingThePageToSpanishGivesSpanishHintsAndSteps() {
        page.openFresh(server.base);
        new Select(page.byId("lang")).selectByValue("es");
        page.waitFor(() -> page.text("new-game").equals("Nuevo sudoku"));
        page.play(PageTest.PUZZLE);
        page.recordPosts();
        page.byId("hint").click();
        page.waitFor(() -> page.text("message").contains("Pista 1/3"));
        assertThat(page.text("message")).containsPattern("Mira (la fila|la columna|la caja|[A-I][1-9])");
        assertThat(page.posted("api/hint")).allMatch(body -> body.contains("\"lang\":\"es\""));
        page.byId("hint").click();
        page.waitFor(() -> page.text("message").contains("Pista 2/3"));
        assertThat(page.text("message")).contains("Busca ").doesNotContain("Look");
        page.byId("hint").click();
        page.waitFor(() -> page.text("message").contains("Pista 3/3"));
        assertThat(page.text("message")).doesNotContain(" in ").doesNotContain(" row ").doesNotContain("{");
    }

    @Test
    void switchingThePageToChineseGivesChineseExplanationSteps() {
        page.openFresh(server.base);
        new Select(page.byId("lang")).selectByValue("zh");
        page.waitFor(() -> page.text("new-game").equals("新题目"));
        page.play(PageTest.PUZZLE);
        driver.findElement(By.cssSelector("#explain-panel summary")).click();
        page.byId("explain").click();
        page.waitFor(() -> driver.findElements(By.cssSelector("#steps li")).size() > 10);
        String steps = page.text("steps");
        assertThat(steps).contains("摒除法").containsPattern("[1-9]宫|[A-I]行|[1-9]列")
                .doesNotContain(" fits ").doesNotContain(" box ").doesNotContain("Hidden Single");
    }
}
