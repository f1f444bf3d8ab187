package sudoku.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** The release zip unpacked as a user would. */
final class Unzip {
    private Unzip() {
    }

    /** Unpacks with unzip when there is one (it keeps the file modes, as a user's would), else in Java. */
    static void unzip(Path zip, Path into) throws Exception {
        if (onPath("unzip")) {
            Process p = new ProcessBuilder("unzip", "-q", zip.toString(), "-d", into.toString())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as(out).isZero();
            return;
        }
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                Path to = into.resolve(e.getName()).normalize();
                assertThat(to).startsWith(into);
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    Files.copy(in, to);
                    if (to.getParent().getFileName().toString().equals("bin") && !to.toString().endsWith(".bat")) {
                        to.toFile().setExecutable(true, false);
                    }
                }
            }
        }
    }

    static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

}
