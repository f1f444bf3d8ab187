package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;
import sudoku.generate.internal.Equivalence;

class CanonCommandTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void onePuzzleAndItsDisguisesGiveTheSameForm() {
        Cli plain = Cli.run("canon", PUZZLE);
        assertThat(plain.exitCode()).isZero();
        String form = plain.out().trim();
        assertThat(Grid.parse(form).clueCount()).isEqualTo(17);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 5; i++) {
            String moved = Equivalence.randomlyTransformed(Grid.parse(PUZZLE), random).toLine();
            assertThat(Cli.run("canon", moved).out().trim()).isEqualTo(form);
        }
    }

    @Test
    void fileModeReportsDuplicatesAndBadLines(@TempDir Path dir) throws IOException {
        String disguised = Equivalence.randomlyTransformed(Grid.parse(PUZZLE), new SplittableRandom(9)).toLine();
        String other = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        Path file = dir.resolve("p.txt");
        Files.writeString(file, PUZZLE + "\n" + other + "\nnot a puzzle\n" + disguised + "\n");
        Cli jsonl = Cli.run("canon", "-f", file.toString(), "--format", "jsonl");
        assertThat(jsonl.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(jsonl.err()).contains("1 duplicate");
        String[] lines = jsonl.lines();
        assertThat(lines).as("one line out per line in").hasSize(4);
        JsonNode bad = Json.MAPPER.readTree(lines[2]);
        assertThat(bad.get("line").asInt()).isEqualTo(3);
        assertThat(bad.get("error").asText()).startsWith("line 3: ");
        assertThat(bad.has("canonical")).isFalse();
        JsonNode last = Json.MAPPER.readTree(lines[3]);
        assertThat(last.get("line").asInt()).isEqualTo(4);
        assertThat(last.get("duplicate_of").asInt()).isEqualTo(1);
        assertThat(Json.MAPPER.readTree(lines[1]).has("duplicate_of")).isFalse();

        Cli text = Cli.run("canon", "-f", file.toString());
        assertThat(text.lines()).hasSize(4);
        assertThat(text.lines()[2]).startsWith("invalid: line 3: ");
        assertThat(text.lines()[3]).isEqualTo(text.lines()[0]);

        Cli dedupe = Cli.run("canon", "-f", file.toString(), "--dedupe");
        assertThat(dedupe.lines()).containsExactly(PUZZLE, other, text.lines()[2]);
        assertThat(dedupe.err()).contains("3 puzzles, 2 distinct, 1 duplicate");
    }
}
