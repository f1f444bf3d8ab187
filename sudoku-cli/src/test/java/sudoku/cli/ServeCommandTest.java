package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code sudoku serve}: settings from flags, SUDOKU_* variables and a config file in that order,
 * shown by {@code --print-config}; and, in a process of its own, SIGTERM in the middle of a
 * request: the request gets its answer, and the process exits 0.
 */
class ServeCommandTest {
    @TempDir
    Path dir;

    /** Runs {@code serve} with {@code env} as its environment; its standard output. */
    static String run(Map<String, String> env, String... args) {
        ServeCommand serve = new ServeCommand();
        serve.environment = env::get;
        CommandLine cl = new CommandLine(serve);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        assertThat(code).as(err.toString()).isZero();
        return out.toString();
    }

    /** The value and the origin {@code --print-config} gives for {@code name}. */
    static List<String> setting(String printed, String name) {
        Matcher m = Pattern.compile("# (.*)\\n" + Pattern.quote(name) + " = (.*)\\n").matcher(printed);
        assertThat(m.find()).as(printed).isTrue();
        return List.of(m.group(2), m.group(1));
    }

    @Test
    void flagsWinOverTheEnvironmentWhichWinsOverTheConfigFile() throws Exception {
        Path file = dir.resolve("serve.properties");
        Files.writeString(file, "port = 9001\nmax-connections = 2000\ncors = https://a.example, https://b.example\n"
                + "trust-proxy = true\n");
        String printed = run(Map.of("SUDOKU_MAX_CONNECTIONS", "3000", "SUDOKU_PORT", "9002",
                        "SUDOKU_CONFIG", file.toString()),
                "--port", "9003", "--print-config");
        assertThat(setting(printed, "port")).containsExactly("9003", "flag");
        assertThat(setting(printed, "max-connections")).containsExactly("3000", "SUDOKU_MAX_CONNECTIONS");
        assertThat(setting(printed, "cors")).containsExactly("https://a.example,https://b.example",
                "config file " + file);
        assertThat(setting(printed, "trust-proxy")).containsExactly("true", "config file " + file);
        assertThat(setting(printed, "idle-timeout-ms")).containsExactly("30000", "default");
    }

    @Test
    void anUnknownSettingInTheConfigFileIsAnErrorNamingIt() throws Exception {
        Path file = dir.resolve("bad.properties");
        Files.writeString(file, "prot = 9001\n");
        ServeCommand serve = new ServeCommand();
        serve.environment = Map.<String, String>of()::get;
        CommandLine cl = new CommandLine(serve);
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        assertThat(cl.execute("--config", file.toString(), "--print-config")).isEqualTo(ExitCodes.USAGE);
        assertThat(err.toString()).contains("unknown setting 'prot'").contains(file.toString());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void sigtermMidRequestLetsItFinishAndExitsZero() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), SudokuCommand.class.getName(),
                "serve", "--port", "0", "--db", dir.resolve("serve.db").toString(), "--stock", "0",
                "--drain-ms", "10000", "--min-body-rate", "1")
                .redirectError(dir.resolve("serve.err").toFile()).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String banner = out.readLine();
            Matcher m = Pattern.compile(":(\\d+)/").matcher(String.valueOf(banner));
            assertThat(m.find()).as("banner: " + banner + "; " + Files.readString(dir.resolve("serve.err"))).isTrue();
            int port = Integer.parseInt(m.group(1));
            String body = "{\"puzzle\":\"" + "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                    + "\"}";
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
                s.setSoTimeout(30_000);
                OutputStream o = s.getOutputStream();
                // one whole request first: the connection and the server are warm when the next one is cut in two
                o.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                o.flush();
                StringBuilder first = new StringBuilder();
                while (!first.toString().endsWith("{\"status\":\"ok\"}")) {
                    int c = s.getInputStream().read();
                    assertThat(c).as("the first answer: " + first).isNotNegative();
                    first.append((char) c);
                }
                // the head alone, asking to continue: the 100 comes once the route reads the body, so
                // the request is in flight when the signal arrives
                o.write(("POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                        + "Expect: 100-continue\r\nContent-Length: " + body.length() + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                o.flush();
                StringBuilder go = new StringBuilder();
                while (!go.toString().endsWith("\r\n\r\n")) {
                    int c = s.getInputStream().read();
                    assertThat(c).as("the interim answer: " + go).isNotNegative();
                    go.append((char) c);
                }
                assertThat(go.toString()).startsWith("HTTP/1.1 100");
                p.destroy();   // SIGTERM
                Path err = dir.resolve("serve.err");
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (!Files.readString(err).contains("stopping")) {
                    assertThat(System.nanoTime() - until).as("the server says it is stopping").isNegative();
                    LockSupport.parkNanos(1_000_000);
                }
                try {
                    o.write(body.getBytes(StandardCharsets.US_ASCII));
                    o.flush();
                } catch (java.io.IOException e) {
                    throw new AssertionError("the request in flight was cut: " + e + "; the server said: "
                            + Files.readString(dir.resolve("serve.err")), e);
                }
                String reply = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(reply).startsWith("HTTP/1.1 200").contains("\"status\":\"solved\"");
            }
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped within 30 s of SIGTERM").isTrue();
            assertThat(p.exitValue()).as(Files.readString(dir.resolve("serve.err"))).isZero();
            assertThat(Files.readString(dir.resolve("serve.err"))).contains("stopping").contains("stopped");
        } finally {
            p.destroyForcibly();
        }
    }
}
