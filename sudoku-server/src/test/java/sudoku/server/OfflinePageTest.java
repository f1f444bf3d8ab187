package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/** The installable page: a web app manifest, a service worker, and puzzles kept on the device for offline play. */
class OfflinePageTest {
    @TempDir
    static Path dir;
    static ChromeDriver driver;
    static Page page;

    @BeforeAll
    static void start() {
        driver = Browser.start(dir.resolve("profile"));
        page = new Page(driver);
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    @Test
    void theInstalledPagePlaysAStockedPuzzleWithoutTheServer() {
        String stocked;
        try (TestServer server = TestServer.on(dir.resolve("offline.db"))) {
            TestServer.Reply manifest = server.get("/manifest.webmanifest");
            assertThat(manifest.status()).isEqualTo(200);
            assertThat(manifest.contentType()).startsWith("application/manifest+json");
            assertThat(manifest.text()).contains("\"start_url\"", "\"display\": \"standalone\"", "favicon.svg");
            page.openFresh(server.base);
            assertThat(driver.findElements(By.cssSelector("link[rel='manifest']"))).hasSize(1);
            page.waitFor(() -> Boolean.TRUE.equals(page.script("return !!navigator.serviceWorker.controller")));
            page.waitFor(() -> ((Long) page.script("return (JSON.parse(localStorage.getItem('sudoku.stock.v1')) || []).length")) > 0);
            stocked = (String) page.script("return JSON.parse(localStorage.getItem('sudoku.stock.v1'))[0].puzzle");
        }
        // the server is gone: the page still opens, and plays a puzzle kept on the device
        page.reload();
        page.byId("new-game").click();
        page.waitFor(() -> page.boardText().equals(stocked));
        assertThat(page.text("message")).contains("Offline", "need the server");
        page.typeSolution(stocked, Page.solution(stocked));
        page.waitFor(() -> page.text("message").contains("Solved in"));
        Browser.screenshot(driver, "offline-solved.png");
    }

    @Test
    void theServiceWorkerKeepsEveryFileOfThePage() throws IOException, URISyntaxException {
        Path root = Path.of(OfflinePageTest.class.getClassLoader().getResource("static/index.html").toURI()).getParent();
        String sw;
        try (InputStream in = Files.newInputStream(root.resolve("sw.js"))) {
            sw = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> files;
        try (Stream<Path> all = Files.walk(root)) {
            files = all.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> !p.equals("sw.js")).toList();
        }
        assertThat(files).contains("index.html", "app.js", "i18n/zh.js");
        for (String f : files) {
            assertThat(sw).as("sw.js keeps " + f).contains("'" + f + "'");
        }
    }
}
