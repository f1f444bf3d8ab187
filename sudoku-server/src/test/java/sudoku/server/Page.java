package sudoku.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.solve.SolveResult;
import sudoku.solve.Solvers;

/** The web page as a player sees it in the browser: the board, the message, the keys. */
final class Page {
    private static final Duration POLL = Duration.ofMillis(20);
    private final ChromeDriver driver;

    Page(ChromeDriver driver) {
        this.driver = driver;
    }

    /** Loads the page afresh (nothing saved) and waits until it has its first puzzle. */
    void openFresh(String base) {
        driver.get(base + "/");
        driver.executeScript("localStorage.clear()");
        driver.get(base + "/");
        waitUntilReady();
    }

    void reload() {
        driver.navigate().refresh();
        waitUntilReady();
    }

    void waitUntilReady() {
        waitFor(() -> "true".equals(driver.findElement(By.tagName("body")).getAttribute("data-ready")));
    }

    void waitFor(BooleanSupplier condition) {
        waitFor(condition, Duration.ofSeconds(15));
    }

    /**
     * Returns as soon as {@code condition} holds, failing after {@code timeout}. Asked every 20 ms
     * (a script call into the open page), not every 500 ms as a plain WebDriverWait does: most
     * conditions hold within a few milliseconds of the click that leads to them.
     */
    void waitFor(BooleanSupplier condition, Duration timeout) {
        new WebDriverWait(driver, timeout, POLL).until(d -> condition.getAsBoolean());
    }

    /** Whether {@code condition} holds all along for {@code millis}. */
    boolean holdsFor(BooleanSupplier condition, long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            if (!condition.getAsBoolean()) {
                return false;
            }
            sleep(100);
        }
        return condition.getAsBoolean();
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    String text(String id) {
        return byId(id).getText();
    }

    WebElement cell(int index) {
        return driver.findElement(By.cssSelector("#board .cell[data-cell='" + index + "']"));
    }

    /** The board as the page shows it: one character per cell, . for an empty one (marks are not digits). */
    String boardText() {
        Object text = driver.executeScript("return [...document.querySelectorAll('#board .cell')]"
                + ".map(c => c.querySelector('.marks') || !c.textContent.trim() ? '.' : c.textContent.trim()).join('')");
        return (String) text;
    }

    /** The pencil marks every cell shows, cell by cell, each as digits in order (read in one script). */
    @SuppressWarnings("unchecked")
    java.util.List<String> allMarks() {
        return (java.util.List<String>) driver.executeScript("return [...document.querySelectorAll('#board .cell')]"
                + ".map(c => [...c.querySelectorAll('.marks span')].map(s => s.textContent).join(''))");
    }

    /** The pencil marks a cell shows, as digits in order. */
    String marks(int index) {
        return (String) driver.executeScript("return [...arguments[0].querySelectorAll('.marks span')]"
                + ".map(s => s.textContent).join('')", cell(index));
    }

    /** Plays a puzzle of one's own through the paste panel, once the server has found it a puzzle. */
    void play(String puzzle) {
        String before = saved("started");
        paste(puzzle, "paste-play");
        waitFor(() -> boardText().equals(puzzle) && !previewing() && !saved("started").equals(before));
    }

    /** Plays a puzzle of one's own with several solutions: "Play it", then "Play it anyway". */
    void playAnyway(String puzzle) {
        paste(puzzle, "paste-play");
        waitFor(() -> !driver.findElements(By.id("own-anyway")).isEmpty());
        click(byId("own-anyway"));
        waitFor(() -> boardText().equals(puzzle) && !previewing());
    }

    /** Writes {@code text} in the paste panel and presses {@code button} ("paste-play" or "paste-solve"). */
    void paste(String text, String button) {
        openPanel("paste-panel");
        WebElement area = byId("paste-text");
        area.clear();
        area.sendKeys(text);
        click(byId(button));
    }

    /** Whether the board shows a grid of one's own that was refused, over the game. */
    boolean previewing() {
        return Boolean.TRUE.equals(script("return document.querySelector('.board-wrap').classList.contains('preview')"));
    }

    void openPanel(String id) {
        if (byId(id).getAttribute("open") == null) {
            click(driver.findElement(By.cssSelector("#" + id + " summary")));
        }
    }

    /**
     * Clicks {@code element} as a player would: scrolled into the part of the screen the board
     * (which stays at the top of a phone's screen) leaves free, then clicked.
     */
    void click(WebElement element) {
        driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", element);
        element.click();
    }

    /**
     * Types {@code digits} (81 characters, . to skip a cell) with the keyboard, walking the board from A1
     * with the arrow keys; {@code upTo} cells (in reading order) are visited.
     */
    void type(String digits, int upTo) {
        cell(0).click();
        List<CharSequence> keys = new ArrayList<>();
        for (int c = 0; c < upTo; c++) {
            char d = digits.charAt(c);
            if (d >= '1' && d <= '9') {
                keys.add(String.valueOf(d));
            }
            if (c % 9 < 8) {
                keys.add(Keys.ARROW_RIGHT);
            } else {
                keys.add(Keys.ARROW_DOWN);
                for (int k = 0; k < 8; k++) {
                    keys.add(Keys.ARROW_LEFT);
                }
            }
        }
        byId("board").sendKeys(keys.toArray(CharSequence[]::new));
    }

    /** Types the digits of {@code solution} in the empty cells of {@code puzzle}, all of them. */
    void typeSolution(String puzzle, String solution) {
        type(missing(puzzle, solution), 81);
    }

    /** The digits of {@code solution} where {@code puzzle} is empty, . elsewhere. */
    static String missing(String puzzle, String solution) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 81; c++) {
            sb.append(puzzle.charAt(c) == '.' ? solution.charAt(c) : '.');
        }
        return sb.toString();
    }

    /** One solution of {@code puzzle}, by the library. */
    static String solution(String puzzle) {
        return Solvers.best(Geometry.CLASSIC).solve(Grid.parse(puzzle), 2).solutions().get(0).toLine();
    }

    /** A puzzle with more than one solution: {@code puzzle} without its first clues, as few as it takes. */
    static String notUnique(String puzzle) {
        StringBuilder p = new StringBuilder(puzzle);
        for (int c = 0; c < 81; c++) {
            if (p.charAt(c) == '.') {
                continue;
            }
            p.setCharAt(c, '.');
            SolveResult r = Solvers.best(Geometry.CLASSIC).solve(Grid.parse(p.toString()), 2);
            if (r.count() > 1) {
                return p.toString();
            }
        }
        throw new IllegalStateException("no clue makes it not unique");
    }

    /** Whether the in-page question is open. */
    boolean asking() {
        return byId("ask").getAttribute("open") != null;
    }

    Object script(String js, Object... args) {
        return driver.executeScript(js, args);
    }

    /** Records the bodies the page posts, as {@code window.posted}: [path, body] pairs. */
    void recordPosts() {
        script("window.posted = []; const f = window.fetch;"
                + "window.fetch = (u, o) => { if (o && o.body) window.posted.push([String(u), o.body]); return f(u, o); };");
    }

    /** The bodies posted to a path ending in {@code path}, since {@link #recordPosts()}. */
    @SuppressWarnings("unchecked")
    List<String> posted(String path) {
        return (List<String>) script("return window.posted.filter(p => p[0].endsWith(arguments[0])).map(p => p[1])", path);
    }

    /** The saved game's field {@code name}, as JSON text. */
    String saved(String name) {
        return String.valueOf(script("const g = JSON.parse(localStorage.getItem('sudoku.game.v1'));"
                + " return g ? JSON.stringify(g[arguments[0]]) : null", name));
    }

    /** How wide the page is laid out; more than the screen means sideways scrolling. */
    long pageWidth() {
        return (Long) script("return document.documentElement.scrollWidth");
    }
}
