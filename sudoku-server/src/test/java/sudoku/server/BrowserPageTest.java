package sudoku.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What every browser test class starts with: Chromium checked for (a clear failure, or the
 * announced opt-out), a real server on loopback with its own database, one headless browser and
 * the {@link Page} helper for it, all closed after the class.
 */
abstract class BrowserPageTest {
    @TempDir
    static Path dir;
    static TestServer server;
    static ChromeDriver driver;
    static Page page;
    /** The server's clock, which a test moves forward to take a person's time without waiting for it. */
    static final ShiftedClock CLOCK = new ShiftedClock();

    @BeforeAll
    static void startServerAndBrowser() {
        Browser.require();
        server = new TestServer(TestServer.functional(dir.resolve("page.db")), CLOCK);
        driver = Browser.start(dir.resolve("profile"));
        page = new Page(driver);
    }

    @AfterAll
    static void stopServerAndBrowser() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
    }
}
