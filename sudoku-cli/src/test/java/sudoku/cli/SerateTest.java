package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sudoku Explainer's three figures: ER/EP/ED in every format, and serate lines read and written. */
class SerateTest {
    static final String EASY = ExplainCommandTest.PUZZLE;
    static final String HARD = "....7..2.8.......6.1.2.5...9.54....8.........3....85.1...3.2.8.4.......9.7..6....";

    @TempDir
    Path dir;

    @Test
    void serateLinesAreReadWithTheirFiguresAndWrittenInTheSameForm() throws Exception {
        Path file = dir.resolve("se.txt");
        Files.writeString(file, "# rated elsewhere\n" + EASY + " ED=1.2/1.2/1.2\n" + HARD + "   ED=7.2/2.6/2.6\r\n");
        Cli r = Cli.run("rate", "--format", "serate", "--stats", "-f", file.toString());
        assertThat(r.exitCode()).isZero();
        String[] lines = r.out().strip().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).matches(java.util.regex.Pattern.quote(EASY) + " ED=1\\.[0-9]/1\\.[0-9]/1\\.[0-9]");
        assertThat(lines[1]).startsWith(HARD + " ED=");
        String[] figures = lines[1].substring(lines[1].indexOf("ED=") + 3).split("/");
        double er = Double.parseDouble(figures[0]);
        double ep = Double.parseDouble(figures[1]);
        double ed = Double.parseDouble(figures[2]);
        assertThat(er).isGreaterThan(6.0);
        assertThat(ed).isLessThanOrEqualTo(ep).isLessThanOrEqualTo(er);
        assertThat(r.err()).contains("compared with 2 ED= figures read");
    }

    @Test
    void aPuzzleArgumentMayCarryItsFigures() {
        Cli r = Cli.run("rate", "--format", "serate", EASY + " ED=9.9/9.9/9.9");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().strip()).startsWith(EASY + " ED=1.");
    }

    @Test
    void jsonAndTextCarryTheThreeFigures() throws Exception {
        Cli json = Cli.run("rate", "--format", "json", HARD);
        JsonNode v = Json.MAPPER.readTree(json.out());
        assertThat(v.get("er").asDouble()).isEqualTo(v.get("rating").asDouble());
        assertThat(v.get("ep").asDouble()).isBetween(v.get("ed").asDouble(), v.get("er").asDouble());
        assertThat(v.get("ed").asDouble()).isPositive();
        Cli text = Cli.run("rate", HARD);
        assertThat(text.out()).contains(String.format("ER/EP/ED %.1f/%.1f/%.1f", v.get("er").asDouble(),
                v.get("ep").asDouble(), v.get("ed").asDouble()));
    }
}
