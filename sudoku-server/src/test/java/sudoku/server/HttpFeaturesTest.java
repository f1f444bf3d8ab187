package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CORS for listed origins only, conditional and gzipped static files, and the client address behind a proxy. */
class HttpFeaturesTest {
    static final String ALLOWED = "https://puzzles.example.org";
    static final HttpClient CLIENT = HttpClient.newHttpClient();

    @TempDir
    static Path dir;
    static TestServer open;
    static TestServer proxied;

    @BeforeAll
    static void start() {
        open = new TestServer(TestServer.functional(dir.resolve("cors.db")).toBuilder()
                .corsOrigins(List.of(ALLOWED)).build());
        proxied = new TestServer(ServerOptions.defaults().toBuilder().db(dir.resolve("proxy.db")).trustProxy(true)
                .burst(2).expensivePerMinute(1).build());
    }

    @AfterAll
    static void stop() {
        open.close();
        proxied.close();
    }

    static HttpResponse<byte[]> send(HttpRequest.Builder b) throws IOException, InterruptedException {
        return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void corsIsAllowedForListedOriginsOnly() throws Exception {
        String body = "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}";
        HttpResponse<byte[]> allowed = send(HttpRequest.newBuilder(URI.create(open.base + "/api/solve"))
                .header("Origin", ALLOWED).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(allowed.statusCode()).isEqualTo(200);
        assertThat(allowed.headers().firstValue("Access-Control-Allow-Origin")).contains(ALLOWED);
        HttpResponse<byte[]> other = send(HttpRequest.newBuilder(URI.create(open.base + "/api/solve"))
                .header("Origin", "https://evil.example").header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(other.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();

        HttpResponse<byte[]> preflight = send(HttpRequest.newBuilder(URI.create(open.base + "/api/solve"))
                .header("Origin", ALLOWED).header("Access-Control-Request-Method", "POST")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()));
        assertThat(preflight.statusCode()).isEqualTo(204);
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Methods").orElse("")).contains("POST");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Headers").orElse("")).contains("Content-Type");
        HttpResponse<byte[]> refused = send(HttpRequest.newBuilder(URI.create(open.base + "/api/solve"))
                .header("Origin", "https://evil.example").header("Access-Control-Request-Method", "POST")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()));
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(refused.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @Test
    void corsIsOffByDefault() throws Exception {
        HttpResponse<byte[]> r = send(HttpRequest.newBuilder(URI.create(proxied.base + "/api/techniques"))
                .header("Origin", ALLOWED).GET());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @Test
    void staticFilesHaveETagsAndAnswer304() throws Exception {
        HttpResponse<byte[]> first = send(HttpRequest.newBuilder(URI.create(open.base + "/app.js")).GET());
        assertThat(first.statusCode()).isEqualTo(200);
        String etag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(etag).startsWith("\"").endsWith("\"");
        HttpResponse<byte[]> again = send(HttpRequest.newBuilder(URI.create(open.base + "/app.js"))
                .header("If-None-Match", etag).GET());
        assertThat(again.statusCode()).isEqualTo(304);
        assertThat(again.body()).isEmpty();
        HttpResponse<byte[]> changed = send(HttpRequest.newBuilder(URI.create(open.base + "/app.js"))
                .header("If-None-Match", "\"something-else\"").GET());
        assertThat(changed.statusCode()).isEqualTo(200);
        assertThat(changed.body()).isEqualTo(first.body());
    }

    @Test
    void staticFilesAreGzippedWhenAccepted() throws Exception {
        HttpResponse<byte[]> plain = send(HttpRequest.newBuilder(URI.create(open.base + "/style.css")).GET());
        HttpResponse<byte[]> zipped = send(HttpRequest.newBuilder(URI.create(open.base + "/style.css"))
                .header("Accept-Encoding", "gzip, deflate").GET());
        assertThat(zipped.headers().firstValue("Content-Encoding")).contains("gzip");
        assertThat(zipped.headers().firstValue("Vary").orElse("")).contains("Accept-Encoding");
        assertThat(zipped.body().length).isLessThan(plain.body().length);
        byte[] unzipped = new GZIPInputStream(new ByteArrayInputStream(zipped.body())).readAllBytes();
        assertThat(new String(unzipped, StandardCharsets.UTF_8)).isEqualTo(new String(plain.body(), StandardCharsets.UTF_8));
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        HttpResponse<byte[]> refused = send(HttpRequest.newBuilder(URI.create(open.base + "/style.css"))
                .header("Accept-Encoding", "gzip;q=0").GET());
        assertThat(refused.headers().firstValue("Content-Encoding")).isEmpty();
    }

    @Test
    void behindATrustedProxyTheForwardedAddressIsTheClient() throws Exception {
        String body = "{\"puzzle\":\"" + SolveApiTest.EASY + "\"}";
        // a burst of 2 per address: the third from one forwarded address is refused, another goes through
        int refusedAt = -1;
        for (int i = 0; i < 4 && refusedAt < 0; i++) {
            HttpResponse<byte[]> r = send(HttpRequest.newBuilder(URI.create(proxied.base + "/api/rate"))
                    .header("X-Forwarded-For", "198.51.100.7, 203.0.113.9")
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
            if (r.statusCode() == 429) {
                refusedAt = i;
                assertThat(r.headers().firstValue("Retry-After")).isPresent();
            }
        }
        assertThat(refusedAt).isEqualTo(2);
        HttpResponse<byte[]> other = send(HttpRequest.newBuilder(URI.create(proxied.base + "/api/rate"))
                .header("X-Forwarded-For", "198.51.100.7, 203.0.113.10")
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(other.statusCode()).isEqualTo(200);
    }
}
