package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's systemd unit passes {@code systemd-analyze verify} (where systemd is installed):
 * every directive known and well-formed, its command executable (pointed at a stand-in here,
 * since /opt/sudoku is where an operator unpacks the zip).
 */
class SystemdUnitTest {
    static final String UNIT_MARK = "# /etc/systemd/system/sudoku.service";

    @TempDir
    Path dir;

    /** The unit as the README shows it. */
    static String unit() throws Exception {
        Path readme = null;
        for (Path d = Path.of("").toAbsolutePath(); d != null && readme == null; d = d.getParent()) {
            if (Files.exists(d.resolve("README.md")) && Files.exists(d.resolve("data"))) {
                readme = d.resolve("README.md");
            }
        }
        assertThat(readme).as("README.md").isNotNull();
        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        int start = lines.indexOf(UNIT_MARK);
        assertThat(start).as("the README shows the unit after " + UNIT_MARK).isPositive();
        assertThat(lines.get(start - 1)).isEqualTo("```ini");
        StringBuilder unit = new StringBuilder();
        for (int i = start; !lines.get(i).equals("```"); i++) {
            unit.append(lines.get(i)).append('\n');
        }
        return unit.toString();
    }

    @Test
    void theReadmesUnitVerifies() throws Exception {
        String unit = unit();
        assertThat(unit).contains("ExecStart=/opt/sudoku/bin/sudoku serve").contains("KillSignal=SIGTERM")
                .contains("Restart=on-failure");
        Path analyze = Path.of("/usr/bin/systemd-analyze");
        assumeTrue(Files.isExecutable(analyze), "systemd-analyze is not installed");
        Path stand = dir.resolve("sudoku");
        Files.writeString(stand, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(stand, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path file = dir.resolve("sudoku.service");
        Files.writeString(file, unit.replace("/opt/sudoku/bin/sudoku", stand.toString()));
        Process p = new ProcessBuilder(analyze.toString(), "verify", file.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).as("warnings of systemd-analyze verify").isBlank();
    }
}
