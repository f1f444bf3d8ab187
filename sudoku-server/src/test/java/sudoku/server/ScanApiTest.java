package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;
import sudoku.scan.train.BoardRenderer;
import sudoku.scan.train.BoardStyle;
import sudoku.scan.train.Degrade;
import sudoku.scan.train.HostileImages;
import sudoku.scan.train.PuzzleMaker;

/** {@code POST /api/scan} on a real server on loopback: pictures drawn here, and hostile ones. */
class ScanApiTest {
    @TempDir
    static Path dir;
    static TestServer server;
    static Grid puzzle;
    static byte[] png;

    @BeforeAll
    static void start() {
        server = TestServer.on(dir.resolve("scan.db"));
        SplittableRandom r = new SplittableRandom(21);
        puzzle = PuzzleMaker.make(r, 27);
        png = Degrade.png(BoardRenderer.screenshot(puzzle, BoardStyle.pageLight(), 320, r));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static TestServer.Reply postFile(TestServer s, String type, byte[] body) {
        return s.send(HttpRequest.newBuilder(URI.create(s.base + "/api/scan")).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    @Test
    void aScreenshotSentAsTheBodyIsReadWithEveryCell() {
        TestServer.Reply r = postFile(server, "image/png", png);
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        assertThat(r.json().get("puzzle").asText()).isEqualTo(puzzle.toLine());
        assertThat(r.json().get("solutions").asInt()).isEqualTo(1);
        assertThat(r.json().get("cells")).hasSize(81);
        assertThat(r.json().get("cells").get(0).get("cell").asText()).isEqualTo("A1");
        assertThat(r.json().get("cells").get(0).get("choices")).hasSize(3);
        assertThat(r.json().get("corners")).hasSize(4);
    }

    @Test
    void aSmallPictureMayComeAsBase64InJson() {
        String data = "data:image/png;base64," + Base64.getEncoder().encodeToString(png);
        TestServer.Reply r = server.post("/api/scan", TestServer.json("image", data));
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        assertThat(r.json().get("puzzle").asText()).isEqualTo(puzzle.toLine());
        TestServer.Reply unknown = server.post("/api/scan", TestServer.json("picture", "x"));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("error").asText()).contains("picture");
        TestServer.Reply notBase64 = server.post("/api/scan", TestServer.json("image", "%%%"));
        assertThat(notBase64.status()).isEqualTo(400);
        assertThat(notBase64.json().get("field").asText()).isEqualTo("image");
    }

    @Test
    void whatIsNotAnImageIsA400SayingSo() {
        TestServer.Reply r = postFile(server, "image/jpeg", "not a picture at all".getBytes(StandardCharsets.UTF_8));
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("status").asText()).isEqualTo("not_an_image");
        assertThat(r.json().get("error").asText()).contains("not a PNG or JPEG");
        TestServer.Reply cut = postFile(server, "image/png", Arrays.copyOf(png, png.length / 2));
        assertThat(cut.status()).isEqualTo(400);
        assertThat(cut.json().get("status").asText()).isEqualTo("not_an_image");
    }

    @Test
    void aTinyFileDeclaringAHugeBitmapIsRefusedBeforeDecoding() {
        byte[] bomb = HostileImages.pngDeclaring(50_000, 50_000);
        TestServer.Reply r = postFile(server, "image/png", bomb);
        assertThat(r.status()).isEqualTo(413);
        assertThat(r.json().get("status").asText()).isEqualTo("too_large");
        assertThat(r.json().get("error").asText()).contains("50000x50000");
    }

    @Test
    void aBodyOverTheRouteLimitIsRefusedUnread() {
        // refused from the head, before a byte of the body is sent: a client still sending when the
        // refusal comes may see the connection reset instead of the answer, so only the head goes
        assertThat(refusedFromTheHead("/api/scan", "image/jpeg", ScanApi.MAX_BODY + 1)).startsWith("HTTP/1.1 413");
        // the larger limit is this route's alone: another route refuses a tenth of it
        assertThat(refusedFromTheHead("/api/solve", "application/json", 70_000)).startsWith("HTTP/1.1 413");
    }

    /** The answer to a request head that declares a body of {@code length} bytes, none sent. */
    private static String refusedFromTheHead(String path, String type, int length) {
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", URI.create(server.base).getPort())) {
            s.setSoTimeout(10_000);
            RawHttp.send(s, "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: " + type + "\r\n"
                    + "Content-Length: " + length + "\r\n\r\n");
            return RawHttp.read(s);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aPictureWithoutAGridIsA422() {
        BufferedImage blank = new BufferedImage(300, 200, BufferedImage.TYPE_BYTE_GRAY);
        var g = blank.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, 300, 200);
        g.dispose();
        TestServer.Reply r = postFile(server, "image/png", Degrade.png(blank));
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.json().get("status").asText()).isEqualTo("no_grid");
    }

    @Test
    void scansAreRateLimitedPerAddressLikeTheOtherExpensiveRoutes() {
        try (TestServer strict = new TestServer(ServerOptions.defaults().toBuilder().db(dir.resolve("rate.db"))
                .expensivePerMinute(1).burst(2).build())) {
            byte[] junk = "junk".getBytes(StandardCharsets.UTF_8);
            assertThat(postFile(strict, "image/png", junk).status()).isEqualTo(400);
            assertThat(postFile(strict, "image/png", junk).status()).isEqualTo(400);
            TestServer.Reply third = postFile(strict, "image/png", junk);
            assertThat(third.status()).isEqualTo(429);
            assertThat(third.json().get("retry_after").asLong()).isPositive();
        }
    }

    @Test
    void theTimeBudgetStopsTheReading() {
        try (TestServer hurried = new TestServer(TestServer.functional(dir.resolve("time.db")).withBudget(1))) {
            TestServer.Reply r = postFile(hurried, "image/png", png);
            assertThat(r.status()).as(r.text()).isEqualTo(503);
        }
    }
}
