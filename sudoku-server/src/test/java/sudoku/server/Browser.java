package sudoku.server;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven through /usr/bin/chromedriver. Both paths are set explicitly
 * so that Selenium never looks for (or downloads) a browser or a driver.
 *
 * <p>When either is missing the browser tests fail with a message saying how to install them. A
 * machine that cannot have them may opt out with {@code -Dsudoku.browser=skip}: the tests are then
 * skipped with a notice, except under CI ({@code CI=true}), which must run them. Other locations:
 * {@code -Dsudoku.chromium=PATH}, {@code -Dsudoku.chromedriver=PATH}.
 */
final class Browser {
    static final String CHROMIUM = System.getProperty("sudoku.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("sudoku.chromedriver", "/usr/bin/chromedriver");

    /** Kept so the level sticks: Selenium warns about every Chromium newer than its DevTools bindings. */
    private static final java.util.logging.Logger SELENIUM = java.util.logging.Logger.getLogger("org.openqa.selenium");

    private Browser() {
    }

    /**
     * Fails (or, when opted out, aborts as skipped) unless Chromium and chromedriver are there.
     * Called before anything else is started.
     */
    static void require() {
        java.util.List<String> missing = new java.util.ArrayList<>();
        for (String program : java.util.List.of(CHROMIUM, CHROMEDRIVER)) {
            if (!Files.isExecutable(Path.of(program))) {
                missing.add(program);
            }
        }
        boolean optOut = "skip".equalsIgnoreCase(System.getProperty("sudoku.browser", ""));
        boolean ci = "true".equalsIgnoreCase(System.getenv("CI"));
        if (optOut && ci) {
            throw new IllegalStateException("-Dsudoku.browser=skip is refused under CI (CI=true): "
                    + "the browser tests must run there (.ci/run installs chromium and chromium-driver).");
        }
        if (missing.isEmpty()) {
            return;
        }
        if (optOut) {
            String notice = "\n*** BROWSER TESTS SKIPPED (-Dsudoku.browser=skip): missing " + String.join(", ", missing)
                    + ".\n*** The web page was NOT tested. Install them with: apt-get install chromium chromium-driver\n";
            System.err.println(notice);
            org.junit.jupiter.api.Assumptions.abort("browser tests skipped on request (-Dsudoku.browser=skip): missing "
                    + String.join(", ", missing));
        }
        throw new IllegalStateException("The browser tests need Chromium and its driver, missing here: "
                + String.join(", ", missing) + ". On Debian install them with: "
                + "sudo apt-get install chromium chromium-driver (elsewhere point -Dsudoku.chromium=PATH and "
                + "-Dsudoku.chromedriver=PATH at them). To run the other tests without them, add "
                + "-Dsudoku.browser=skip (then the web page is not tested).");
    }

    /** A fresh headless browser with its own profile folder under {@code profile}. */
    static ChromeDriver start(Path profile) {
        require();
        SELENIUM.setLevel(java.util.logging.Level.SEVERE);
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=1280,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        return driver;
    }

    /**
     * Resizes the page's viewport (CSS pixels) through the DevTools protocol. The window's new size
     * is asked for first and read back: some Chromium builds apply it late, after the override,
     * and so undo the override (a phone-width page then lays out wider, and the resize it sees
     * mid-test closes its panels).
     */
    static void viewport(ChromeDriver driver, int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height + 120));
        driver.manage().window().getSize();
        driver.executeScript("return innerWidth");
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", java.util.Map.of(
                "width", width, "height", height, "deviceScaleFactor", 1, "mobile", width < 500));
    }

    /** Saves a screenshot of the page to {@code target/} as {@code name}. */
    static Path screenshot(ChromeDriver driver, String name) {
        try {
            Path out = Path.of("target", "screenshots", name);
            Files.createDirectories(out.getParent());
            Files.write(out, driver.getScreenshotAs(OutputType.BYTES));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
