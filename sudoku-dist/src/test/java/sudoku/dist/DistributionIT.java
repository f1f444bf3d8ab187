package sudoku.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The zip as a user gets it: unpacked into an empty folder, far from the source tree and Maven,
 * then run through bin/sudoku with only a Java runtime, from a read-only installation.
 */
@DisabledOnOs(OS.WINDOWS)
class DistributionIT {
    static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    @TempDir
    static Path tmp;
    static Path home;
    static Path work;
    static Path userHome;
    static List<String> unpacked;

    @BeforeAll
    static void unpack() throws Exception {
        Path zip = Path.of(System.getProperty("sudoku.dist.zip"));
        assertThat(zip).as("the zip made by the package phase").isRegularFile();
        Path install = Files.createDirectories(tmp.resolve("install"));
        Unzip.unzip(zip, install);
        home = install.resolve(System.getProperty("sudoku.dist.name"));
        work = Files.createDirectories(tmp.resolve("work"));
        userHome = Files.createDirectories(tmp.resolve("user"));
        assertThat(home.resolve("bin/sudoku")).isExecutable();
        assertThat(home.resolve("bin/sudoku.bat")).isRegularFile();
        assertThat(home.resolve("README.md")).isRegularFile();
        assertThat(home.resolve("spark/sudoku-spark.jar")).isRegularFile();
        try (Stream<Path> lib = Files.list(home.resolve("lib"))) {
            assertThat(lib.map(p -> p.getFileName().toString()))
                    .anyMatch(n -> n.startsWith("sudoku-cli-")).anyMatch(n -> n.startsWith("picocli-"))
                    .noneMatch(n -> n.startsWith("sudoku-spark")).noneMatch(n -> n.startsWith("spark-"));
        }
        // Installed like a system package: nobody may write there, the launcher included.
        makeReadOnly(install);
        unpacked = listing(home);
    }

    private static void makeReadOnly(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p);
                perms.removeAll(Set.of(PosixFilePermission.OWNER_WRITE, PosixFilePermission.GROUP_WRITE,
                        PosixFilePermission.OTHERS_WRITE));
                Files.setPosixFilePermissions(p, perms);
            }
        }
    }

    /** bin/sudoku with these arguments, from the empty work folder, with a user home of its own. */
    private static ProcessBuilder sudoku(Map<String, String> env, String... args) {
        List<String> command = new ArrayList<>();
        command.add(home.resolve("bin/sudoku").toString());
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(work.toFile());
        pb.environment().remove("XDG_CACHE_HOME");
        pb.environment().remove("SUDOKU_JAVA_OPTS");
        pb.environment().put("HOME", userHome.toString());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().putAll(env);
        return pb;
    }

    record Run(int exitCode, String out, String err) {
    }

    private static Run run(Map<String, String> env, String... args) throws Exception {
        return run(120, env, args);
    }

    private static Run run(int seconds, Map<String, String> env, String... args) throws Exception {
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        Process p = sudoku(env, args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("bin/sudoku " + String.join(" ", args) + " took over " + seconds + " s");
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static Run run(String... args) throws Exception {
        return run(Map.of(), args);
    }

    @Test
    void versionIsTheProjectVersion() throws Exception {
        Run r = run("--version");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("sudoku " + System.getProperty("sudoku.version") + "\n").contains("Java ");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void solvesAPuzzleAndKeepsItsStartUpArchiveInTheUserCache() throws Exception {
        Run r = run("solve", PUZZLE);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("Solved: the solution is unique");
        String solved = r.out().substring(r.out().indexOf("Solved:"));
        String digits = solved.substring(solved.indexOf('\n')).replaceAll("[^1-9]", "");
        assertThat(digits).isEqualTo(SOLUTION);
        try (Stream<Path> cache = Files.list(userHome.resolve(".cache/sudoku"))) {
            assertThat(cache.map(p -> p.getFileName().toString())).anyMatch(n -> n.endsWith(".jsa"));
        }
        Run again = run("solve", "--format", "line", PUZZLE);
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out().strip()).isEqualTo(SOLUTION);
        assertThat(again.err()).isEmpty();
    }

    @Test
    void runsWithoutAWritableCacheFolder() throws Exception {
        // below a plain file no folder can be made, not even by root (for whom no mode is read-only)
        Path file = Files.writeString(tmp.resolve("a-file"), "");
        Run r = run(Map.of("XDG_CACHE_HOME", file.resolve("cache").toString()), "solve", "--format", "line", PUZZLE);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out().strip()).isEqualTo(SOLUTION);
        assertThat(r.err()).isEmpty();
    }

    @AfterAll
    static void nothingWasWrittenIntoTheInstallation() throws IOException {
        assertThat(listing(home)).isEqualTo(unpacked);
    }

    private static List<String> listing(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.map(p -> root.relativize(p) + " " + p.toFile().length()).sorted().toList();
        }
    }

    @Test
    void runsWithJavaFromThePath() throws Exception {
        String path = Path.of(System.getProperty("java.home"), "bin") + java.io.File.pathSeparator
                + System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        ProcessBuilder pb = sudoku(Map.of("PATH", path), "--version");
        pb.environment().remove("JAVA_HOME");
        Process p = pb.redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        assertThat(out).startsWith("sudoku ");
    }

    @Test
    void anUnknownCommandIsAnError() throws Exception {
        Run r = run("slove", "--help");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("unknown command 'slove'").contains("'solve'");
    }

    @Test
    void aPipeIntoHeadStopsTheBatchThereAndExitsWithZero() throws Exception {
        Path big = work.resolve("big.txt");
        try (var w = Files.newBufferedWriter(big)) {
            for (int i = 0; i < 100_000; i++) {
                w.write(PUZZLE);
                w.newLine();
            }
        }
        Path err = Files.createTempFile(tmp, "err", ".txt");
        Process p = new ProcessBuilder("bash", "-c", "set -o pipefail; \"$0\" solve -f big.txt | head -n 2",
                home.resolve("bin/sudoku").toString()).directory(work.toFile()).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(err)).isZero();
        assertThat(out).isEqualTo(SOLUTION + "\n" + SOLUTION + "\n");
        // the summary comes after the last puzzle: it is never reached
        assertThat(Files.readString(err)).doesNotContain("puzzles:").doesNotContain("error");
    }

    @Test
    void readsStandardInputAndGoesOnPastLinesThatAreNotText() throws Exception {
        java.io.ByteArrayOutputStream in = new java.io.ByteArrayOutputStream();
        in.writeBytes((PUZZLE + "\n").getBytes(StandardCharsets.US_ASCII));
        in.writeBytes("caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1)); // Latin-1, not UTF-8
        in.writeBytes(new byte[] {0, 1, 2, (byte) 0xFF, (byte) 0xFE, 10}); // binary
        in.writeBytes((PUZZLE + "\n").getBytes(StandardCharsets.US_ASCII));
        Path input = Files.write(tmp.resolve("mixed.txt"), in.toByteArray());
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        Process p = sudoku(Map.of(), "solve").redirectInput(input.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(err)).isEqualTo(3);
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo(SOLUTION);
        assertThat(lines.get(1)).startsWith("invalid: line 2, column 4: bytes that are not UTF-8 text");
        assertThat(lines.get(2)).startsWith("invalid: line 3");
        assertThat(lines.get(3)).isEqualTo(SOLUTION);
    }

    @Test
    void clusterWithoutSparkSaysWhatToInstall() throws Exception {
        Run cluster = run(Map.of("SPARK_HOME", "", "PATH", "/usr/bin:/bin"), "cluster", "solve", "in.txt", "out");
        assertThat(cluster.exitCode()).isEqualTo(1);
        assertThat(cluster.err())
                .contains("spark-" + System.getProperty("sudoku.spark.version") + "-bin-hadoop3.tgz")
                .contains("export SPARK_HOME=")
                .contains("spark-submit --class sudoku.spark.ClusterCommand "
                        + home.resolve("spark/sudoku-spark.jar") + " solve in.txt out");
        assertThat(cluster.out()).isEmpty();
    }

    /**
     * With Spark installed (a SPARK_HOME whose jars/ holds the jars Spark is built from, as a Spark
     * distribution lays them out), {@code sudoku cluster} runs the job here and accounts for every line.
     */
    @Test
    void clusterRunsLocallyWithSparkInstalled() throws Exception {
        Path spark = Files.createDirectories(tmp.resolve("spark-home/jars"));
        String classpath = Files.readString(Path.of(System.getProperty("sudoku.spark.classpath"))).strip();
        for (String jar : classpath.split(java.io.File.pathSeparator)) {
            Path from = Path.of(jar);
            Files.createSymbolicLink(spark.resolve(from.getFileName()), from);
        }
        Path input = Files.writeString(work.resolve("cluster-in.txt"), PUZZLE + "\n" + "12x\n" + PUZZLE + "\n");
        // Spark's start-up alone takes tens of seconds on a busy machine
        Run r = run(600, Map.of("SPARK_HOME", spark.getParent().toString()),
                "cluster", "solve", input.getFileName().toString(), "cluster-out");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.err()).contains("every puzzle accounted for: 3 in, 3 out").contains("local[*]");
        assertThat(work.resolve("cluster-out/_SUCCESS")).exists();
    }

    @Test
    void servesTheHealthCheck() throws Exception {
        Path db = work.resolve("serve.db");
        Process p = sudoku(Map.of(), "serve", "--port", "0", "--db", db.toString())
                .redirectError(tmp.resolve("serve.err").toFile()).start();
        try {
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            Thread lineReader = new Thread(() -> {
                try (var in = new java.io.BufferedReader(
                        new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; ) {
                        lines.add(line);
                    }
                } catch (IOException ignored) {
                    // the process was stopped
                }
            });
            lineReader.setDaemon(true);
            lineReader.start();
            long started = System.nanoTime();
            String first = lines.poll(60, TimeUnit.SECONDS);
            assertThat(first).as("the server's first line within 60 s; stderr: "
                    + (Files.exists(tmp.resolve("serve.err")) ? Files.readString(tmp.resolve("serve.err")) : ""))
                    .isNotNull();
            Matcher m = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/").matcher(first);
            assertThat(m.find()).as(first).isTrue();
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
            HttpResponse<String> health = client.send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + m.group(1) + "/api/health"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(health.body()).contains("\"status\"").contains("\"ok\"");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(60));
        } finally {
            p.destroy();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("sudoku serve did not stop within 20 s of SIGTERM");
            }
        }
    }
}
