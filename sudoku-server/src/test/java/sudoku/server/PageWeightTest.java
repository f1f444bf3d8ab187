package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The page stays small: every file under static/, each gzipped as the server sends it, adds up to
 * less than 80 KB (an upper bound of what a first visit transfers; {@link PageSpeedBench} measures
 * what the browser counts).
 */
class PageWeightTest {
    static final long BUDGET = 80 * 1024;

    static long gzipped(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bytes);
        }
        return out.size();
    }

    @Test
    void thePageGzippedIsUnder80Kilobytes() throws Exception {
        Path root = Path.of(PageWeightTest.class.getClassLoader().getResource("static/index.html").toURI()).getParent();
        List<Path> files;
        try (Stream<Path> all = Files.walk(root)) {
            files = all.filter(Files::isRegularFile).toList();
        }
        assertThat(files).hasSizeGreaterThan(20);
        long plain = 0;
        long total = 0;
        for (Path f : files) {
            byte[] bytes = Files.readAllBytes(f);
            plain += bytes.length;
            total += gzipped(bytes);
        }
        System.out.printf("the page: %d files, %.1f KB, %.1f KB gzipped (budget %d KB)%n", files.size(), plain / 1024.0,
                total / 1024.0, BUDGET / 1024);
        assertThat(total).as("gzipped bytes of the page's files").isLessThan(BUDGET);
    }
}
