package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The page's speed in a real browser on loopback, a benchmark (not a timed test): first
 * contentful paint of a cold load (cache and storage emptied through DevTools), bytes transferred
 * (gzipped, as the browser counts them), and the time from a key press on a cell to the digit
 * shown, at phone and desktop sizes. Prints a table for BENCHMARKS.md; run on a quiet machine:
 * {@code mvn -o -pl sudoku-server -am test -Dtest=PageSpeedBench -Dpage.bench=true -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@EnabledIfSystemProperty(named = "page.bench", matches = "true")
class PageSpeedBench {
    private static final int LOADS = 15;
    private static final int KEYS = 40;

    @TempDir
    Path dir;

    @Test
    void coldLoadsAndKeyPresses() {
        try (TestServer server = TestServer.on(dir.resolve("bench.db"))) {
            ChromeDriver driver = Browser.start(dir.resolve("profile"));
            try {
                StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                        "%n| viewport | first contentful paint, median / max (ms) | transferred (KB, gzip) | key to digit shown, median / max (ms) |%n|---|---:|---:|---:|%n"));
                for (int[] size : new int[][] {{360, 740}, {1280, 800}}) {
                    Browser.viewport(driver, size[0], size[1]);
                    List<Double> paints = new ArrayList<>();
                    double kb = 0;
                    for (int i = 0; i < LOADS; i++) {
                        driver.executeCdpCommand("Network.enable", Map.of());
                        driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
                        driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin",
                                server.base, "storageTypes", "all"));
                        driver.get(server.base + "/");
                        new Page(driver).waitUntilReady();
                        Number fcp = (Number) driver.executeScript("const p = performance.getEntriesByName("
                                + "'first-contentful-paint')[0]; return p ? p.startTime : -1;");
                        Number bytes = (Number) driver.executeScript("return [performance.getEntriesByType('navigation')[0],"
                                + " ...performance.getEntriesByType('resource')].filter(e => !e.name.includes('/api/'))"
                                + ".reduce((s, e) => s + (e.transferSize || 0), 0);");
                        assertThat(fcp.doubleValue()).isPositive();
                        paints.add(fcp.doubleValue());
                        kb = Math.max(kb, bytes.doubleValue() / 1024);
                    }
                    List<Double> keys = keyPresses(driver);
                    table.append(String.format(Locale.ROOT, "| %dx%d | %.0f / %.0f | %.1f | %.1f / %.1f |%n", size[0], size[1],
                            median(paints), Collections.max(paints), kb, median(keys), Collections.max(keys)));
                }
                System.out.println(table);
            } finally {
                driver.quit();
            }
        }
    }

    /** Milliseconds from a digit key press on an empty cell to the digit in the cell, after the next frame. */
    @SuppressWarnings("unchecked")
    private static List<Double> keyPresses(ChromeDriver driver) {
        Object out = driver.executeAsyncScript(
                "const done = arguments[arguments.length - 1]; const n = " + KEYS + "; const times = [];"
                + "const cells = [...document.querySelectorAll('#board .cell')].filter(c => !c.textContent.trim());"
                + "const frame = () => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));"
                + "(async () => { for (let i = 0; i < n; i++) {"
                + "  const cell = document.querySelector(`#board .cell[data-cell='${cells[i % cells.length].dataset.cell}']`);"
                + "  cell.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, pointerType: 'mouse', button: 0}));"
                + "  cell.dispatchEvent(new PointerEvent('pointerup', {bubbles: true, pointerType: 'mouse', button: 0}));"
                + "  await frame();"
                + "  const digit = String(1 + (i % 9)); const t0 = performance.now();"
                + "  cell.dispatchEvent(new KeyboardEvent('keydown', {key: digit, bubbles: true}));"
                + "  await frame(); const shown = document.querySelector(`#board .cell[data-cell='${cell.dataset.cell}']`);"
                + "  if (!shown.textContent.includes(digit)) { done('digit not shown: ' + shown.outerHTML); return; }"
                + "  times.push(performance.now() - t0);"
                + "  shown.dispatchEvent(new KeyboardEvent('keydown', {key: 'Delete', bubbles: true})); await frame();"
                + "} done(times); })();");
        assertThat(out).as(String.valueOf(out)).isInstanceOf(List.class);
        return ((List<Number>) out).stream().map(Number::doubleValue).toList();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
