package sudoku.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * README.md runs as written: every shell block, in order, each command through bash in a copy of
 * the repository (the files git tracks, with the jars this build made, so {@code ./sudoku} finds
 * itself built) or in an empty folder with the unpacked release on the PATH, as the block's
 * comment says ({@link ReadmeBlock}). Each command ends with the exit code it documents and each
 * block's output holds the line its comment names. HOME is a folder of the test's own.
 * A server block starts on a free port: {@code --port N} is added to it, and 127.0.0.1:8080 in
 * the blocks after it (and the challenge client's default, through SUDOKU_SERVER) becomes that port.
 */
@DisabledOnOs(OS.WINDOWS)
class ReadmeIT {
    private static final long COMMAND_SECONDS = 300;
    private static final long SERVER_START_SECONDS = 120;

    @TempDir
    static Path tmp;

    private static Path root() {
        return Path.of(System.getProperty("sudoku.repo"));
    }

    private static List<ReadmeBlock> blocks() throws IOException {
        return ReadmeBlock.parse(Files.readAllLines(root().resolve("README.md"), StandardCharsets.UTF_8));
    }

    @Test
    void everyShellBlockSaysHowItIsRun() throws IOException {
        List<ReadmeBlock> blocks = blocks();
        assertThat(blocks).filteredOn(b -> !b.skipped()).hasSizeGreaterThan(10);
        assertThat(blocks).filteredOn(b -> !b.skipped()).allSatisfy(b -> assertThat(b.commands()).isNotEmpty());
        assertThat(blocks.stream().flatMap(b -> b.commands().stream()).map(ReadmeBlock.Command::text))
                .anyMatch(c -> c.startsWith("./sudoku cluster solve"));
    }

    @Test
    void theReadmeRunsAsWritten() throws Exception {
        Path repo = copyOfRepository(root(), Files.createDirectories(tmp.resolve("repo")));
        Path home = Files.createDirectories(tmp.resolve("home"));
        Map<String, String> env = new HashMap<>(System.getenv());
        for (String name : List.of("XDG_CACHE_HOME", "SUDOKU_JAVA_OPTS", "SUDOKU_EMAIL", "SUDOKU_SERVER", "SPARK_HOME")) {
            env.remove(name);
        }
        env.put("HOME", home.toString());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("PATH", home.resolve(".local/bin") + ":" + Path.of(System.getProperty("java.home"), "bin") + ":"
                + env.getOrDefault("PATH", "/usr/bin:/bin"));
        SoftAssertions soft = new SoftAssertions();
        List<Process> servers = new ArrayList<>();
        String port = null;
        try {
            for (ReadmeBlock block : blocks()) {
                if (block.skipped()) {
                    continue;
                }
                Path dir = block.where().equals("release") ? emptyFolderWithRelease(block, env) : repo;
                String expect = port == null ? block.expect() : onPort(block.expect(), port);
                StringBuilder output = new StringBuilder();
                for (ReadmeBlock.Command command : block.commands()) {
                    String text = port == null ? command.text() : onPort(command.text(), port);
                    String where = "README.md line " + command.line() + ": " + text;
                    if (block.background()) {
                        port = String.valueOf(freePort());
                        env.put("SUDOKU_SERVER", "http://127.0.0.1:" + port + "/");
                        expect = onPort(block.expect(), port);
                        servers.add(startServer(text + " --port " + port, dir, env, expect, where));
                        output.append(expect);
                        continue;
                    }
                    Path out = Files.createTempFile(tmp, "out", ".txt");
                    long start = System.nanoTime();
                    Process p = bash(text, dir, env).redirectErrorStream(true).redirectOutput(out.toFile()).start();
                    boolean done = p.waitFor(COMMAND_SECONDS, TimeUnit.SECONDS);
                    if (!done) {
                        p.destroyForcibly().waitFor();
                    }
                    // where the test's minutes go, one line per command
                    System.out.printf("%7.1f s  %s%n", (System.nanoTime() - start) / 1e9, where);
                    String printed = Files.readString(out, StandardCharsets.UTF_8);
                    output.append(printed);
                    soft.assertThat(done).as(where + "\nran over " + COMMAND_SECONDS + " s").isTrue();
                    soft.assertThat(done ? p.exitValue() : -1).as(where + "\n" + tail(printed))
                            .isEqualTo(command.exitCode());
                    soft.assertThat(printed).as(where + ": the launcher found its jars built")
                            .doesNotContain("sudoku: building").doesNotContain("sudoku cluster: building");
                }
                soft.assertThat(output.toString()).as("README.md block at line " + block.line() + ": its output")
                        .contains(expect);
            }
        } finally {
            for (Process server : servers) {
                server.destroy();
                if (!server.waitFor(20, TimeUnit.SECONDS)) {
                    server.destroyForcibly();
                    soft.fail("a server of the README did not stop within 20 s of SIGTERM");
                }
            }
        }
        soft.assertAll();
    }

    private static String onPort(String text, String port) {
        return text.replace("127.0.0.1:8080", "127.0.0.1:" + port);
    }

    private static ProcessBuilder bash(String command, Path dir, Map<String, String> env) {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", command).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().clear();
        pb.environment().putAll(env);
        return pb;
    }

    private static Process startServer(String command, Path dir, Map<String, String> env, String expect, String where)
            throws Exception {
        Path out = Files.createTempFile(tmp, "server", ".txt");
        Process p = bash("exec " + command, dir, env).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SERVER_START_SECONDS);
        while (!Files.readString(out, StandardCharsets.UTF_8).contains(expect)) {
            if (!p.isAlive() || System.nanoTime() > deadline) {
                p.destroyForcibly().waitFor();
                throw new AssertionError(where + "\ndid not print \"" + expect + "\" within " + SERVER_START_SECONDS
                        + " s:\n" + tail(Files.readString(out, StandardCharsets.UTF_8)));
            }
            Thread.sleep(200);
        }
        return p;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static String tail(String text) {
        return text.length() <= 3000 ? text : "..." + text.substring(text.length() - 3000);
    }

    /** A new empty folder for a release block, with the unpacked release's bin first on the PATH. */
    private static Path emptyFolderWithRelease(ReadmeBlock block, Map<String, String> env) throws Exception {
        Path release = tmp.resolve("release");
        if (!Files.exists(release)) {
            Unzip.unzip(Path.of(System.getProperty("sudoku.dist.zip")), Files.createDirectories(release));
        }
        Path bin = release.resolve(System.getProperty("sudoku.dist.name")).resolve("bin");
        if (!env.get("PATH").startsWith(bin.toString())) {
            env.put("PATH", bin + ":" + env.get("PATH"));
        }
        return Files.createDirectories(tmp.resolve("empty-" + block.line()));
    }

    /**
     * The repository as a fresh clone has it (the files git tracks or would track, as they are in the
     * working tree), plus what this build made that the launchers and the README use: the CLI's and
     * the Spark job's jars and class paths, and the zip. Modification times are kept, so the launchers
     * see their jars newer than the sources.
     */
    static Path copyOfRepository(Path root, Path into) throws Exception {
        List<String> files = trackedFiles(root);
        List<String> built = new ArrayList<>(List.of("sudoku-cli/target/sudoku-cli.jar",
                "sudoku-spark/target/sudoku-spark.jar", "sudoku-spark/target/spark-classpath.txt",
                "sudoku-dist/target/" + System.getProperty("sudoku.dist.name") + ".zip"));
        try (Stream<Path> lib = Files.list(root.resolve("sudoku-cli/target/lib"))) {
            lib.forEach(p -> built.add("sudoku-cli/target/lib/" + p.getFileName()));
        }
        for (String name : built) {
            assertThat(root.resolve(name)).as("made by this build").exists();
        }
        java.nio.file.attribute.FileTime jar = Files.getLastModifiedTime(root.resolve(built.get(0)));
        for (String name : files) {
            Path source = root.resolve(name);
            if ((name.endsWith("pom.xml") || name.contains("/src/main/")) && Files.isRegularFile(source)) {
                assertThat(Files.getLastModifiedTime(source)).as("%s is newer than the CLI jar this build made: "
                        + "build again (the README's ./sudoku would rebuild in the copy)", name).isLessThanOrEqualTo(jar);
            }
        }
        files.addAll(built);
        for (String name : files) {
            Path from = root.resolve(name);
            if (!Files.isRegularFile(from)) {
                continue; // deleted in the working tree, or a submodule
            }
            Path to = into.resolve(name);
            Files.createDirectories(to.getParent());
            Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
        }
        // folders too: the launchers look for anything under src/main newer than their jar
        try (Stream<Path> folders = Files.walk(into)) {
            for (Path folder : (Iterable<Path>) folders.filter(Files::isDirectory)::iterator) {
                Path original = root.resolve(into.relativize(folder).toString());
                if (Files.isDirectory(original)) {
                    Files.setLastModifiedTime(folder, Files.getLastModifiedTime(original));
                }
            }
        }
        return into;
    }

    private static List<String> trackedFiles(Path root) throws Exception {
        Process git = new ProcessBuilder("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
                .directory(root.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String listing = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (git.waitFor() == 0 && !listing.isEmpty()) {
            return new ArrayList<>(List.of(listing.split("\0")));
        }
        // a source tree without git: everything but build output
        try (Stream<Path> all = Files.walk(root)) {
            return new ArrayList<>(all.filter(Files::isRegularFile).map(p -> root.relativize(p).toString())
                    .filter(n -> !n.startsWith(".git") && !n.contains("target/")).toList());
        }
    }
}
