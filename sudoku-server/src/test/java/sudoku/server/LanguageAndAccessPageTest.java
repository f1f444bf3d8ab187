package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/** The page's languages (message catalogues) and its accessibility: the ARIA grid, the keyboard, axe-core. */
class LanguageAndAccessPageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
    }

    @AfterEach
    void plain() {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
        driver.executeCdpCommand("Emulation.setUserAgentOverride", Map.of("userAgent", "", "acceptLanguage", "en-US"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyCatalogueHasEveryKeyAndNoEmptyText() {
        Map<String, Map<String, String>> catalogues = (Map<String, Map<String, String>>) driver.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "Promise.all(['en', 'es', 'zh'].map(l => import('/i18n/' + l + '.js')))"
                + ".then(ms => done({en: ms[0].default, es: ms[1].default, zh: ms[2].default}));");
        Map<String, String> en = catalogues.get("en");
        assertThat(en).hasSizeGreaterThan(100);
        for (String lang : List.of("es", "zh")) {
            Map<String, String> other = catalogues.get(lang);
            assertThat(other.keySet()).as(lang + " has every English key").containsAll(en.keySet());
            assertThat(en.keySet()).as(lang + " has no key English lacks").containsAll(other.keySet());
            other.forEach((k, v) -> assertThat(v).as(lang + " " + k).isNotBlank());
            other.forEach((k, v) -> assertThat(placeholders(v)).as(lang + " " + k + " keeps the placeholders")
                    .isEqualTo(placeholders(en.get(k))));
        }
        assertThat(catalogues.get("es").get("fillMarks")).containsIgnoringCase("candidatos");
        assertThat(catalogues.get("es").get("hint")).contains("Pista");
        assertThat(catalogues.get("zh").get("fillMarks")).contains("候选数");
        assertThat(catalogues.get("zh").get("hint")).contains("提示");
    }

    private static List<String> placeholders(String text) {
        List<String> out = new ArrayList<>();
        var m = java.util.regex.Pattern.compile("\\{(\\w+)\\}").matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out.stream().sorted().toList();
    }

    @Test
    void theLanguageFollowsTheBrowserCanBeSwitchedAndIsRemembered() {
        driver.executeCdpCommand("Emulation.setUserAgentOverride", Map.of("userAgent", "Mozilla/5.0 Chrome", "acceptLanguage", "es-ES,es"));
        page.openFresh(server.base);
        assertThat(page.text("new-game")).isEqualTo("Nuevo sudoku");
        assertThat(page.script("return document.documentElement.lang")).isEqualTo("es");
        assertThat(page.text("fill-marks")).isEqualTo("Candidatos");
        assertThat(page.cell(0).getAttribute("aria-label")).startsWith("fila 1, columna 1");

        new Select(page.byId("lang")).selectByValue("zh");
        page.waitFor(() -> page.text("new-game").equals("新题目"));
        assertThat(page.text("hint")).contains("提示");
        assertThat(page.script("return document.documentElement.lang")).isEqualTo("zh-Hans");
        assertThat(page.cell(0).getAttribute("aria-label")).startsWith("第 1 行，第 1 列");
        page.play(PUZZLE);
        page.byId("check").click();
        page.waitFor(() -> page.text("message").contains("目前没有错误"));
        Browser.viewport(driver, 360, 740);
        Browser.screenshot(driver, "lang-zh-phone.png");
        page.reload();
        assertThat(page.text("new-game")).as("the choice is remembered").isEqualTo("新题目");
        new Select(page.byId("lang")).selectByValue("en");
        page.waitFor(() -> page.text("new-game").equals("New puzzle"));
    }

    @Test
    void theGridIsAnAriaGridWhoseCellsSayWhereTheyAreAndWhatTheyHold() {
        page.play(PUZZLE);
        WebElement board = page.byId("board");
        assertThat(board.getAttribute("role")).isEqualTo("grid");
        List<WebElement> rows = board.findElements(By.cssSelector(":scope > [role='row']"));
        assertThat(rows).hasSize(9);
        for (WebElement row : rows) {
            assertThat(row.findElements(By.cssSelector(":scope > [role='gridcell']"))).hasSize(9);
        }
        assertThat(page.cell(23).getAttribute("aria-label")).isEqualTo("row 3, column 6, 6, given");
        assertThat(page.cell(0).getAttribute("aria-label")).isEqualTo("row 1, column 1, empty");
        page.byId("fill-marks").click();
        page.waitFor(() -> page.cell(0).getAttribute("aria-label").startsWith("row 1, column 1, empty, candidates "));
        assertThat(page.cell(0).getAttribute("aria-label"))
                .endsWith(String.join(" ", SolvingToolsPageTest.candidates(PUZZLE, 0).split("")));

        // the keyboard alone: Tab reaches the grid, the arrows move, a digit writes, the grid names the active cell
        page.byId("pause").sendKeys(Keys.TAB);
        assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("board");
        driver.switchTo().activeElement().sendKeys(Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_RIGHT);
        assertThat(board.getAttribute("aria-activedescendant")).isEqualTo("cell-31");
        assertThat(page.cell(31).getAttribute("aria-selected")).isEqualTo("true");
        driver.switchTo().activeElement().sendKeys("4");
        page.waitFor(() -> page.cell(31).getAttribute("aria-label").equals("row 4, column 5, 4"));
        driver.switchTo().activeElement().sendKeys(" ");
        page.waitFor(() -> page.byId("paused-cover").isDisplayed());
        page.byId("resume").sendKeys(Keys.ENTER);
        page.waitFor(() -> !page.byId("paused-cover").isDisplayed());
    }

    @Test
    void axeFindsNoViolationOnAPhoneAndADesktopInLightAndDark() {
        page.play(PUZZLE);
        page.byId("fill-marks").click();
        page.cell(0).click();
        page.byId("board").sendKeys("4");
        driver.findElement(By.cssSelector("#colours .k2")).click();
        page.cell(40).click();
        driver.findElement(By.cssSelector("#colours .k5")).click();
        for (String panel : List.of("explain-panel", "paste-panel", "challenge-panel", "stats-panel", "print-panel")) {
            page.openPanel(panel);
        }
        List<String> problems = new ArrayList<>();
        for (int[] size : new int[][] {{360, 740}, {1280, 800}}) {
            for (String scheme : List.of("light", "dark")) {
                Browser.viewport(driver, size[0], size[1]);
                driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "", "features",
                        List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
                Results r = new AxeBuilder().withTags(List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"))
                        .analyze(driver);
                for (Rule v : r.getViolations()) {
                    problems.add(size[0] + "x" + size[1] + " " + scheme + ": " + v.getId() + " " + v.getHelp() + " at "
                            + v.getNodes().stream().limit(3).map(n -> n.getTarget() + " " + n.getFailureSummary())
                            .collect(Collectors.joining("; ")));
                }
                Browser.screenshot(driver, "a11y-" + size[0] + "-" + scheme + ".png");
            }
        }
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }
}
