package sudoku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A library user's project, built as they would build it: the library's jars and poms installed
 * into a fresh local repository (as {@code mvn install} lays them out), a separate Maven project
 * that depends on {@code sudoku-generate} alone and {@code requires sudoku.generate}, compiled by
 * Maven, then run on the module path. Maven reads everything else (its plugins, Jackson's
 * annotations) from the build's own local repository, as a file mirror: no network.
 */
class LibraryConsumerIT {
    private static final String[] MODULES = {"sudoku-core", "sudoku-logic", "sudoku-generate"};

    @TempDir
    Path dir;

    @Test
    void aSeparateProjectCompilesAndRunsAgainstTheInstalledLibrary() throws Exception {
        String groupId = System.getProperty("sudoku.groupId");
        String version = System.getProperty("sudoku.version");
        Path builderRepository = Path.of(System.getProperty("sudoku.localRepository"));
        Path repository = dir.resolve("repository");
        Path projectRoot = Path.of("..").toAbsolutePath().normalize();
        install(repository, groupId, "sudoku-parent", version, projectRoot.resolve("pom.xml"), null);
        for (String module : MODULES) {
            Path jar = projectRoot.resolve(module).resolve("target").resolve(module + "-" + version + ".jar");
            assertThat(jar).as("built by mvn package before the integration tests").exists();
            install(repository, groupId, module, version, projectRoot.resolve(module).resolve("pom.xml"), jar);
        }
        Path project = dir.resolve("consumer");
        copyConsumer(project, groupId, version);
        Files.writeString(dir.resolve("settings.xml"), """
                <settings>
                  <mirrors>
                    <mirror>
                      <id>builder</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(builderRepository.toUri()));

        Path classpath = dir.resolve("classpath.txt");
        run(project, "mvn", "-B", "-q", "-s", dir.resolve("settings.xml").toString(),
                "-Dmaven.repo.local=" + repository, "compile", "dependency:build-classpath",
                "-Dmdep.outputFile=" + classpath);
        String modulePath = project.resolve("target/classes") + java.io.File.pathSeparator
                + Files.readString(classpath).strip();
        List<String> lines = run(project, Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-p", modulePath, "-m", "example/example.Example");

        Sudoku puzzle = Sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
        assertThat(lines).containsExactly(
                puzzle.solution().orElseThrow().toString(),
                "EASY",
                String.valueOf(puzzle.hint(2).technique()),
                "true",
                "FORMAT 1 81");
        // only the library's own artifacts came into the fresh repository from the project's build
        assertThat(repository.resolve(groupId.replace('.', '/')).resolve("sudoku-server")).doesNotExist();
    }

    /** Lays out an artifact as {@code mvn install} does: {@code group/artifact/version/artifact-version.pom|jar}. */
    private static void install(Path repository, String groupId, String artifact, String version, Path pom, Path jar)
            throws IOException {
        Path to = repository.resolve(groupId.replace('.', '/')).resolve(artifact).resolve(version);
        Files.createDirectories(to);
        Files.copy(pom, to.resolve(artifact + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        if (jar != null) {
            Files.copy(jar, to.resolve(artifact + "-" + version + ".jar"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void copyConsumer(Path project, String groupId, String version) throws IOException {
        Path source = Path.of("src", "test", "resources", "consumer");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path to = project.resolve(source.relativize(f).toString());
                Files.createDirectories(to.getParent());
                String text = Files.readString(f).replace("@groupId@", groupId).replace("@version@", version);
                Files.writeString(to, text);
            }
        }
    }

    /** Runs a command in {@code dir}: its output lines; fails with the output when it fails or takes over 5 minutes. */
    private static List<String> run(Path dir, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (var in = p.inputReader(StandardCharsets.UTF_8)) {
            in.lines().forEach(lines::add);
        }
        boolean done = p.waitFor(5, TimeUnit.MINUTES);
        if (!done) {
            p.destroyForcibly();
        }
        assertThat(done && p.exitValue() == 0).as("%s%n%s", String.join(" ", command), String.join("\n", lines))
                .isTrue();
        return lines;
    }
}
