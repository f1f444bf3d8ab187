package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import sudoku.logic.Technique;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rate, hint and techniques commands, run through the real command line. */
class LogicCommandsTest {
    static final String PUZZLE = ExplainCommandTest.PUZZLE;

    @TempDir
    Path dir;

    @Test
    void rateGivesOneLinePerPuzzleLineInOrder() throws Exception {
        Path file = dir.resolve("p.txt");
        Files.writeString(file, PUZZLE + "\nnot a puzzle\n" + "# comment\n"
                + "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        String[] r = ExplainCommandTest.run("rate", "-f", file.toString(), "--format", "jsonl", "--threads", "2");
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.INVALID));
        String[] lines = r[1].strip().split("\n");
        assertThat(lines).hasSize(3);
        JsonNode first = Json.MAPPER.readTree(lines[0]);
        assertThat(first.get("line").asInt()).isEqualTo(1);
        assertThat(first.get("puzzle").asText()).isEqualTo(PUZZLE);
        assertThat(first.get("rating").asDouble()).isBetween(1.0, 2.0);
        assertThat(first.get("level").asText()).isEqualTo("easy");
        assertThat(first.get("hardest").asText()).isNotEmpty();
        JsonNode bad = Json.MAPPER.readTree(lines[1]);
        assertThat(bad.get("line").asInt()).isEqualTo(2);
        assertThat(bad.get("error").asText()).isNotEmpty();
        assertThat(Json.MAPPER.readTree(lines[2]).get("line").asInt()).isEqualTo(4);
    }

    @Test
    void rateOnePuzzleAsText() {
        String[] r = ExplainCommandTest.run("rate", PUZZLE);
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains("easy").contains("Hidden Single");
    }

    @Test
    void hintPointsAtAClashFirst() {
        String current = "1" + PUZZLE.substring(1);
        String[] r = ExplainCommandTest.run("hint", "--grid", current, PUZZLE);
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        // level 1 says where, level 2 names the cell and the clash
        assertThat(r[1]).startsWith("Something is wrong in box 1.").doesNotContain("A1");
        String[] two = ExplainCommandTest.run("hint", "--level", "2", "--grid", current, PUZZLE);
        assertThat(two[1]).contains("clash").contains("A1");
    }

    @Test
    void hintLevelThreeGivesTheStepInJson() throws Exception {
        String[] r = ExplainCommandTest.run("hint", "--level", "3", "--format", "json", PUZZLE);
        assertThat(r[0]).isEqualTo("0");
        JsonNode h = Json.MAPPER.readTree(r[1]);
        assertThat(h.get("kind").asText()).isEqualTo("step");
        assertThat(h.get("step").get("placements").size() + h.get("step").get("eliminations").size()).isPositive();
    }

    @Test
    void hintReadsPencilMarks() throws Exception {
        Path marks = dir.resolve("marks.txt");
        String[] shown = ExplainCommandTest.run("explain", "--candidates", PUZZLE);
        String grid = shown[1].substring(shown[1].indexOf('\n') + 1);
        grid = grid.substring(0, grid.indexOf("  1."));
        Files.writeString(marks, grid);
        String[] r = ExplainCommandTest.run("hint", "--marks", marks.toString(), PUZZLE);
        assertThat(r[0]).as(r[2]).isEqualTo("0");
        assertThat(r[1]).startsWith("Look at");
        Files.writeString(marks, "12 3");
        assertThat(ExplainCommandTest.run("hint", "--marks", marks.toString(), PUZZLE)[2]).contains("found 2");
    }

    @Test
    void techniquesAreListedEasiestFirst() throws Exception {
        String[] r = ExplainCommandTest.run("techniques", "--format", "json");
        JsonNode list = Json.MAPPER.readTree(r[1]);
        assertThat(list.size()).isGreaterThanOrEqualTo(30);
        double last = 0;
        for (JsonNode t : list) {
            assertThat(t.get("difficulty").asDouble()).isGreaterThanOrEqualTo(last);
            last = t.get("difficulty").asDouble();
            // the techniques found only when named say so, the others not
            Technique technique = Technique.valueOf(t.get("id").asText());
            assertThat(t.get("byDefault").asBoolean()).as(t.get("id").asText()).isEqualTo(!technique.onRequestOnly());
        }
        String text = ExplainCommandTest.run("techniques")[1];
        assertThat(text.lines().filter(l -> l.contains(" kraken-fish ") || l.contains(" bowmans-bingo ")))
                .hasSize(2).allMatch(l -> l.endsWith("(when named)"));
        assertThat(text.lines().filter(l -> l.matches(".*\\s(junior-exocet|multi-sector-locked-set)(\\s.*)?")))
                .as("in explanations by default").hasSize(2).noneMatch(l -> l.endsWith("(when named)"));
        assertThat(text.lines().filter(l -> l.contains(" x-wing "))).singleElement().matches(l -> !l.contains("(when named)"));
    }
}
