package sudoku.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** Operating-system commands for the storage fault tests (chattr, mount), as a root operator would type them. */
final class Shell {
    /** What a command did: its exit code and its output and errors together. */
    record Result(int code, String output) {
        boolean ok() {
            return code == 0;
        }
    }

    private Shell() {
    }

    /** Runs {@code command} (at most 30 s). */
    static Result run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(-1, out + " (timed out)");
            }
            return new Result(p.exitValue(), out.strip());
        } catch (IOException e) {
            return new Result(-1, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "interrupted");
        }
    }

    /** The files of the database {@code db}: the file itself and those beside it named after it (journal, lock). */
    static List<String> filesOf(Path db) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> all = Files.list(db.getParent())) {
            all.filter(p -> p.getFileName().toString().startsWith(db.getFileName().toString()))
                    .forEach(p -> out.add(p.toString()));
        }
        return out;
    }

    /**
     * The class path {@code classpath} made readable by any user: each entry linked (or copied)
     * into {@code folder}, since the build's own folders may be closed to others.
     */
    static String classpathFor(Path folder, String classpath) throws IOException {
        Files.createDirectories(folder);
        List<String> out = new ArrayList<>();
        int i = 0;
        for (String entry : classpath.split(java.io.File.pathSeparator)) {
            Path from = Path.of(entry);
            Path to = folder.resolve(i++ + "-" + from.getFileName());
            if (Files.isDirectory(from)) {
                try (Stream<Path> all = Files.walk(from)) {
                    for (Path p : (Iterable<Path>) all::iterator) {
                        Files.copy(p, to.resolve(from.relativize(p).toString()));
                    }
                }
            } else if (Files.isRegularFile(from)) {
                try {
                    Files.createLink(to, from);
                } catch (IOException | UnsupportedOperationException e) {
                    Files.copy(from, to);
                }
            } else {
                continue;
            }
            out.add(to.toString());
        }
        run("chmod", "-R", "a+rX", folder.toString());
        return String.join(java.io.File.pathSeparator, out);
    }

    /** Runs {@code command} followed by every file of the database {@code db}. */
    static Result onFiles(Path db, String... command) throws IOException {
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(filesOf(db));
        return run(all.toArray(String[]::new));
    }
}
