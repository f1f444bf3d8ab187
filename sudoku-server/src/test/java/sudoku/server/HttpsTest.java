package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --tls-cert/--tls-key}: HTTPS from PEM files, with a certificate made here by the
 * JDK's keytool; plain HTTP to that port is refused, and bad files are named in the error.
 */
class HttpsTest {
    @TempDir
    static Path dir;
    static Path cert;
    static Path key;
    static KeyStore trust;

    @BeforeAll
    static void makeCertificate() throws Exception {
        Path store = dir.resolve("made.p12");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "site", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost",
                "-ext", "san=ip:127.0.0.1", "-validity", "2", "-storetype", "pkcs12", "-keystore", store.toString(),
                "-storepass", "secret", "-keypass", "secret").redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(output).isZero();
        KeyStore made = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            made.load(in, "secret".toCharArray());
        }
        Certificate c = made.getCertificate("site");
        cert = dir.resolve("fullchain.pem");
        key = dir.resolve("privkey.pem");
        Files.writeString(cert, pem("CERTIFICATE", c.getEncoded()));
        Files.writeString(key, pem("PRIVATE KEY", made.getKey("site", "secret".toCharArray()).getEncoded()));
        trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("site", c);
    }

    private static String pem(String kind, byte[] der) {
        return "-----BEGIN " + kind + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(der) + "\n-----END " + kind + "-----\n";
    }

    private static SudokuServer start(Path certFile, Path keyFile) throws IOException {
        return SudokuServer.start(ServerOptions.defaults().toBuilder().db(dir.resolve("https.db")).host("127.0.0.1")
                .port(0).stockPerLevel(0).tls(certFile, keyFile).build(), new PrintStream(new ByteArrayOutputStream(), true));
    }

    @Test
    void theApiAnswersOverHttpsAndPlainHttpIsRefused() throws Exception {
        try (SudokuServer server = start(cert, key)) {
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, tmf.getTrustManagers(), null);
            HttpClient client = HttpClient.newBuilder().sslContext(context).build();
            String base = "https://127.0.0.1:" + server.port();
            HttpResponse<String> health = client.send(HttpRequest.newBuilder(URI.create(base + "/api/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(health.sslSession()).isPresent();
            assertThat(health.sslSession().get().getProtocol()).isIn("TLSv1.3", "TLSv1.2");
            // over TLS, browsers are told to use HTTPS only from now on
            assertThat(health.headers().firstValue("Strict-Transport-Security")).hasValueSatisfying(
                    v -> assertThat(v).startsWith("max-age=31536000"));
            HttpResponse<String> solved = client.send(HttpRequest.newBuilder(URI.create(base + "/api/solve"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"puzzle\": \"" + SolveApiTest.HARD + "\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(solved.statusCode()).isEqualTo(200);
            assertThat(solved.body()).contains("\"status\":\"solved\"");

            try (Socket plain = new Socket("127.0.0.1", server.port())) {
                plain.setSoTimeout(5000);
                plain.getOutputStream().write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                byte[] answer = plain.getInputStream().readNBytes(64);
                assertThat(new String(answer, StandardCharsets.ISO_8859_1)).doesNotContain("200 OK");
            }
        }
    }

    @Test
    void badFilesAreNamed() throws IOException {
        Path notPem = dir.resolve("broken.pem");
        Files.writeString(notPem, "hello");
        assertThatThrownBy(() -> start(cert, notPem)).hasMessageContaining("broken.pem")
                .hasMessageContaining("PRIVATE KEY");
        assertThatThrownBy(() -> start(notPem, key)).hasMessageContaining("broken.pem");
        Path pkcs1 = dir.resolve("rsa.pem");
        Files.write(pkcs1, List.of("-----BEGIN RSA PRIVATE KEY-----", "MIIB", "-----END RSA PRIVATE KEY-----"));
        assertThatThrownBy(() -> start(cert, pkcs1)).hasMessageContaining("openssl pkcs8");
        assertThatThrownBy(() -> ServerOptions.defaults().toBuilder().tls(cert, null).build())
                .hasMessageContaining("--tls-key");
    }
}
