package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.Solvers;

/**
 * "Play it" refuses a grid of one's own that is no puzzle, saying why in the page's language in
 * the answer line the player sees (inside the viewport, on a phone too): clues that clash (named,
 * and marked on the board), an empty grid, too few clues, no solution; a grid with several
 * solutions is said to be one and may be played anyway. The player's game stays until then.
 */
class OwnPuzzlePageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;

    /** The page afresh at {@code width} x {@code height} in {@code lang}, the paste panel open; returns its board. */
    private static String open(int width, int height, String lang) {
        Browser.viewport(driver, width, height);
        driver.get(server.base + "/");
        page.script("localStorage.clear(); localStorage.setItem('sudoku.lang', arguments[0])", lang);
        page.reload();
        assertThat(page.script("return document.documentElement.lang")).asString().startsWith(lang);
        page.openPanel("paste-panel");
        return page.boardText();
    }

    /** The page's text {@code key} in {@code lang}, up to its first placeholder. */
    @SuppressWarnings("unchecked")
    private static String said(String lang, String key) {
        Map<String, String> texts = (Map<String, String>) driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "import('/i18n/' + arguments[0] + '.js').then(m => done(m.default))", lang);
        String text = texts.get(key);
        assertThat(text).as(lang + " " + key).isNotBlank();
        int brace = text.indexOf('{');
        return brace < 0 ? text : text.substring(0, brace);
    }

    /** Presses "Play it" on {@code grid} and waits for the refusal; returns the answer line's text. */
    private static String refused(String grid, String lang, String key) {
        page.paste(grid, "paste-play");
        String expected = said(lang, key);
        page.waitFor(() -> page.text("message").startsWith(expected));
        assertThat(page.byId("message").getAttribute("class")).isEqualTo("bad");
        assertInView(key);
        return page.text("message");
    }

    /** Asserts the answer line is inside the viewport, not covered, and announced. */
    private static void assertInView(String kind) {
        @SuppressWarnings("unchecked")
        List<Number> box = (List<Number>) page.script("const r = document.getElementById('message').getBoundingClientRect();"
                + " return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight]");
        assertThat(box.get(3).doubleValue() - box.get(1).doubleValue()).as(kind + ": shown").isPositive();
        assertThat(box.get(0).doubleValue()).as(kind + ": left edge in view").isGreaterThanOrEqualTo(0);
        assertThat(box.get(1).doubleValue()).as(kind + ": top edge in view").isGreaterThanOrEqualTo(0);
        assertThat(box.get(2).doubleValue()).as(kind + ": right edge in view").isLessThanOrEqualTo(box.get(4).doubleValue());
        assertThat(box.get(3).doubleValue()).as(kind + ": bottom edge in view").isLessThanOrEqualTo(box.get(5).doubleValue());
        Object onTop = page.script("const m = document.getElementById('message'); const r = m.getBoundingClientRect();"
                + " const e = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2); return m.contains(e)");
        assertThat(onTop).as(kind + ": not covered").isEqualTo(true);
        assertThat(page.byId("message").getAttribute("aria-live")).as(kind + ": announced").isEqualTo("polite");
    }

    private static String cellName(int cell) {
        return Geometry.CLASSIC.cellName(cell);
    }

    /** The cells marked wrong on the board. */
    @SuppressWarnings("unchecked")
    private static List<Long> wrongCells() {
        return (List<Long>) page.script("return [...document.querySelectorAll('#board .cell.wrong')].map(c => +c.dataset.cell)");
    }

    /** A grid as the saved game writes it: a JSON array of 81 digits, 0 for empty. */
    private static String json(String grid) {
        StringBuilder sb = new StringBuilder("[");
        for (int c = 0; c < 81; c++) {
            sb.append(c == 0 ? "" : ",").append(grid.charAt(c) == '.' ? '0' : grid.charAt(c));
        }
        return sb.append(']').toString();
    }

    private static String with(String grid, int cell, char digit) {
        return grid.substring(0, cell) + digit + grid.substring(cell + 1);
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({"360, 740, es", "360, 740, zh", "1366, 768, en"})
    void clashingCluesAreNamedAndMarkedAndTheGameStays(int width, int height, String lang) {
        String game = open(width, height, lang);
        // an empty cell given the digit of a clue in its row
        int cell = PUZZLE.indexOf('.');
        int clue = cell - cell % 9;
        while (PUZZLE.charAt(clue) == '.') {
            clue++;
        }
        String grid = with(PUZZLE, cell, PUZZLE.charAt(clue));
        String text = refused(grid, lang, "ownClash");
        assertThat(text).contains(cellName(cell), cellName(clue));
        assertThat(page.boardText()).as("the refused grid is shown").isEqualTo(grid);
        assertThat(wrongCells()).contains((long) cell, (long) clue);
        Browser.screenshot(driver, "own-clash-" + lang + "-" + width + "x" + height + ".png");

        page.click(page.byId("own-back"));
        page.waitFor(() -> page.boardText().equals(game));
        assertThat(wrongCells()).isEmpty();
        assertThat(page.previewing()).isFalse();
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({"360, 740, es", "360, 740, zh", "1366, 768, en"})
    void anEmptyGridIsRefused(int width, int height, String lang) {
        String game = open(width, height, lang);
        refused(".".repeat(81), lang, "ownEmpty");
        assertThat(page.boardText()).as("the game stays").isEqualTo(game);
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({"360, 740, es", "360, 740, zh", "1366, 768, en"})
    void tooFewCluesAreRefused(int width, int height, String lang) {
        String game = open(width, height, lang);
        // the puzzle's first 16 clues: no clash, solutions, but too few to have one
        StringBuilder few = new StringBuilder(PUZZLE);
        int kept = 0;
        for (int c = 0; c < 81; c++) {
            if (few.charAt(c) != '.' && ++kept > 16) {
                few.setCharAt(c, '.');
            }
        }
        String text = refused(few.toString(), lang, "ownTooFew_other");
        assertThat(text).contains("16", "17");
        assertThat(page.boardText()).isEqualTo(few.toString());
        // a key on the board puts the game back, and only that: the digit is not written
        page.byId("board").sendKeys("5");
        page.waitFor(() -> !page.previewing());
        assertThat(page.boardText()).isEqualTo(game);
        assertThat(page.saved("digits")).isEqualTo(json(game));
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({"360, 740, es", "360, 740, zh", "1366, 768, en"})
    void aGridWithoutSolutionIsRefused(int width, int height, String lang) {
        open(width, height, lang);
        String grid = unsolvable(PUZZLE);
        refused(grid, lang, "ownNoSolution");
        assertThat(page.boardText()).isEqualTo(grid);
        assertThat(page.saved("puzzle")).as("not played").isNotEqualTo(json(grid));
    }

    @ParameterizedTest(name = "{0}x{1} {2}")
    @CsvSource({"360, 740, es", "360, 740, zh", "1366, 768, en"})
    void aGridWithSeveralSolutionsIsSaidToBeOneAndMayBePlayedAnyway(int width, int height, String lang) {
        String game = open(width, height, lang);
        String grid = Page.notUnique(PUZZLE);
        refused(grid, lang, "ownSeveral");
        assertThat(driver.findElements(By.id("own-anyway"))).hasSize(1);
        page.click(page.byId("own-back"));
        page.waitFor(() -> page.boardText().equals(game));

        page.playAnyway(grid);
        String on = said(lang, "ownSeveralOn");
        page.waitFor(() -> page.text("message").startsWith(on));
        assertInView("ownSeveralOn");
        assertThat(page.saved("puzzle")).isEqualTo(json(grid));
    }

    /** {@code puzzle} with one empty cell given a digit that clashes with no clue but leaves no solution. */
    static String unsolvable(String puzzle) {
        for (int c = 0; c < 81; c++) {
            if (puzzle.charAt(c) != '.') {
                continue;
            }
            for (char d = '1'; d <= '9'; d++) {
                String grid = with(puzzle, c, d);
                Grid g;
                try {
                    g = Grid.parse(grid);
                } catch (RuntimeException clash) {
                    continue;
                }
                if (Solvers.best(Geometry.CLASSIC).solve(g, 1).count() == 0) {
                    return grid;
                }
            }
        }
        throw new IllegalStateException("every digit that clashes with no clue leaves a solution");
    }
}
