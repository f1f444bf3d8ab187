package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WindowType;

/**
 * Honest time: the clock stops while the page is hidden (another tab), frozen (the device asleep)
 * or closed, says so when the player is back, and the statistics count the same active time.
 * Each step compares the clock with the wall-clock time that passed, less the time away.
 */
class HonestTimePageTest extends BrowserPageTest {
    static final String PUZZLE = PageTest.PUZZLE;
    /** How long each absence lasts. */
    static final long AWAY = 4000;

    @BeforeEach
    void open() {
        Browser.viewport(driver, 1280, 860);
        page.openFresh(server.base);
        page.play(PUZZLE);
        page.waitFor(() -> seconds() >= 1);
    }

    /** The clock's seconds. */
    private static int seconds() {
        String[] parts = page.text("timer").split(":");
        int s = 0;
        for (String p : parts) {
            s = s * 60 + Integer.parseInt(p.trim());
        }
        return s;
    }

    /** Runs {@code absence} and asserts the clock went on by no more than the time that passed outside it. */
    private static void assertNotCounted(String what, Runnable absence) {
        int before = seconds();
        long start = System.nanoTime();
        absence.run();
        page.waitFor(() -> page.text("message").contains("not counted") || page.text("message").contains("Welcome back"));
        int after = seconds();
        double wall = (System.nanoTime() - start) / 1e9;
        assertThat(after - before).as(what + ": the clock went from %d to %d in %.1f s with %d s away", before, after, wall,
                AWAY / 1000).isLessThanOrEqualTo((int) Math.ceil(wall - AWAY / 1000.0) + 1);
    }

    @Test
    void theClockStopsWhileThePageIsHiddenFrozenOrClosed() {
        assertNotCounted("another tab", () -> {
            String game = driver.getWindowHandle();
            driver.switchTo().newWindow(WindowType.TAB);
            Page.sleep(AWAY);
            driver.close();
            driver.switchTo().window(game);
        });
        assertThat(page.text("message")).contains("not counted");

        assertNotCounted("frozen", () -> {
            driver.executeCdpCommand("Page.setWebLifecycleState", Map.of("state", "frozen"));
            Page.sleep(AWAY);
            driver.executeCdpCommand("Page.setWebLifecycleState", Map.of("state", "active"));
        });

        assertNotCounted("closed", () -> {
            driver.get("about:blank");
            Page.sleep(AWAY);
            driver.get(server.base + "/");
            page.waitUntilReady();
        });

        // the statistics count the same time as the clock: its final time
        page.typeSolution(PUZZLE, Page.solution(PUZZLE));
        page.waitFor(() -> page.text("message").contains("Solved in"));
        int shown = seconds();
        Object counted = page.script("return JSON.parse(localStorage.getItem('sudoku.stats.v1')).history[0].seconds");
        assertThat(((Number) counted).intValue()).isBetween(shown - 1, shown + 1);
    }
}
