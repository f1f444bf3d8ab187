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
 */
final class Browser {
    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    /** Kept so the level sticks: Selenium warns about every Chromium newer than its DevTools bindings. */
    private static final java.util.logging.Logger SELENIUM = java.util.logging.Logger.getLogger("org.openqa.selenium");

    private Browser() {
    }

    /** A fresh headless browser with its own profile folder under {@code profile}. */
    static ChromeDriver start(Path profile) {
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

    /** Resizes the page's viewport (CSS pixels) through the DevTools protocol. */
    static void viewport(ChromeDriver driver, int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height + 120));
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
