package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain -f} and {@code hint -f} give one JSON line per puzzle line, in input order;
 * {@code explain}, {@code hint} and {@code rate} take {@code --variant}; {@code rate --serate}
 * writes serate's lines in a format string.
 */
class BatchLogicTest {
    static final String EASY = UnixFilterTest.B;
    static final String X = "..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";

    @Test
    void explainAndHintAFileGiveOneJsonLinePerPuzzleLine(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("p.txt"), EASY + "\nnot a puzzle\n" + "11" + EASY.substring(2) + "\n");
        for (String command : new String[] {"explain", "hint"}) {
            Cli r = Cli.run(command, "-f", file.toString());
            assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INVALID);
            String[] lines = r.lines();
            assertThat(lines).as(command).hasSize(3);
            JsonNode first = Json.MAPPER.readTree(lines[0]);
            assertThat(first.get("line").asInt()).isEqualTo(1);
            assertThat(first.has("error")).isFalse();
            JsonNode bad = Json.MAPPER.readTree(lines[1]);
            assertThat(bad.get("line").asInt()).isEqualTo(2);
            assertThat(bad.get("status").asText()).isEqualTo("invalid");
            assertThat(bad.get("error").asText()).startsWith("line 2: ");
            assertThat(Json.MAPPER.readTree(lines[2]).get("line").asInt()).isEqualTo(3);
            assertThat(Json.MAPPER.readTree(lines[2]).has("error")).isTrue();
            // the same from standard input
            Cli stdin = Cli.runWithInput(Files.readString(file), command);
            assertThat(stdin.out()).isEqualTo(r.out());
        }
        String explained = Json.MAPPER.readTree(Cli.run("explain", "-f", file.toString()).lines()[0]).toString();
        assertThat(explained).isEqualTo(Json.MAPPER.readTree(
                Cli.run("explain", "--format", "jsonl", EASY).out()).deepCopy().toString().replaceFirst("^\\{", "{\"line\":1,"));
    }

    @Test
    void explainAndHintTakeAVariant() {
        for (String command : new String[] {"explain", "hint"}) {
            Cli x = Cli.run(command, "--variant", "x", "--format", "jsonl", X);
            assertThat(x.exitCode()).as(x.err()).isZero();
            Cli prefixed = Cli.run(command, "--format", "jsonl", "x:" + X);
            assertThat(x.out()).isEqualTo(prefixed.out());
            assertThat(Cli.run(command, "--format", "jsonl", X).out()).isNotEqualTo(x.out());
        }
    }

    @Test
    void rateWritesSerateLinesInAFormatString() {
        Cli def = Cli.run("rate", "--format", "serate", EASY);
        Cli same = Cli.run("rate", "--serate", "%g ED=%r/%p/%d", EASY);
        assertThat(same.exitCode()).as(same.err()).isZero();
        assertThat(same.out()).isEqualTo(def.out()).startsWith(EASY + " ED=");
        Cli mine = Cli.runWithInput(EASY + "\n" + EASY + "\n", "rate", "--serate", "%n|%g|%r|%h|%l|100%%");
        String[] fields = mine.lines()[1].split("\\|");
        assertThat(fields[0]).isEqualTo("2");
        assertThat(fields[1]).isEqualTo(EASY);
        assertThat(def.out()).contains("ED=" + fields[2] + "/");
        assertThat(fields[5]).isEqualTo("100%");
        Cli bad = Cli.run("rate", "--serate", "%g %q", EASY);
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err()).contains("%q");
    }
}
