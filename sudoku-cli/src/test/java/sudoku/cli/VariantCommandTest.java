package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.testdata.TestData;

/** {@code sudoku solve} on variant puzzles: verdicts, counts and errors through the command line. */
class VariantCommandTest {
    private static final String X = "..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";
    private static final String X_SOLUTION =
            "948271653527963814316485972659832741732149586184657329495328167271596438863714295";

    private static List<String> data(String prefix) throws IOException {
        return Files.readAllLines(TestData.file("variants.txt")).stream().filter(l -> l.startsWith(prefix)).toList();
    }

    @Test
    void anXPuzzleSolvesWithTheOptionOrThePrefix() {
        Cli option = Cli.run("solve", "--variant", "x", "--format", "line", X);
        assertThat(option.exitCode()).isZero();
        assertThat(option.out().strip()).isEqualTo(X_SOLUTION);
        Cli prefix = Cli.run("solve", "x:" + X);
        assertThat(prefix.out()).contains("Puzzle (9x9 X Sudoku, 18 clues)").contains("Solved: the solution is unique");
        // read as a classic puzzle, the same clues leave many solutions
        assertThat(Cli.run("solve", X).exitCode()).isEqualTo(ExitCodes.MULTIPLE);
    }

    @Test
    void aKillerPuzzleShowsItsCagesAndSolves() throws IOException {
        String line = data("killer:").get(0);
        Cli r = Cli.run("solve", line);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("Killer Sudoku (31 cages)").contains("Cages:").contains("a a b |c d d |e e f")
                .contains("Sums: a=11,b=27").contains("Solved: the solution is unique");
    }

    @Test
    void countingAndVerdictsWorkForEveryVariant() throws IOException {
        String jigsaw = data("jigsaw:").get(0);
        String fewer = jigsaw.replaceFirst("9", ".");
        Cli counted = Cli.run("solve", "--count=50", "--format", "jsonl", fewer);
        assertThat(counted.exitCode()).isEqualTo(ExitCodes.MULTIPLE);
        assertThat(counted.out()).contains("\"status\":\"multiple\"").contains("\"exact\":");
        Cli wrongX = Cli.run("solve", "--format", "line", "x:3" + X.substring(1));
        assertThat(wrongX.exitCode()).isEqualTo(ExitCodes.UNSOLVABLE);
        assertThat(wrongX.out()).startsWith("unsolvable: ");
        String killer = data("killer:").get(0);
        Cli wrongKiller = Cli.run("solve", "--format", "line", "killer:1" + killer.substring("killer:.".length()));
        assertThat(wrongKiller.exitCode()).isEqualTo(ExitCodes.UNSOLVABLE);
        Cli proved = Cli.run("solve", "--count", "--format", "line", killer);
        assertThat(proved.out().strip()).endsWith("(1 solution)");
        Cli file = Cli.run("solve", "-f", TestData.file("variants.txt").toString());
        assertThat(file.exitCode()).isZero();
        assertThat(file.lines()).hasSize(16);
    }

    @Test
    void badVariantInputIsInvalidAndSaysWhy() {
        String rows = "111111111222222222333333333444444444555555555666666666777777777888888888999999999";
        Cli notConnected = Cli.run("solve", "jigsaw:" + X + " " + rows.substring(0, 4) + "3" + rows.substring(5, 22)
                + "1" + rows.substring(23));
        assertThat(notConnected.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(notConnected.err()).contains("region '1' is not connected: A6 cannot be reached from A1");
        Cli noMap = Cli.run("solve", "--variant", "jigsaw", X);
        assertThat(noMap.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(noMap.err()).contains("a jigsaw puzzle has 2 fields separated by spaces (puzzle, region map), got 1");
        Cli unknown = Cli.run("solve", "--variant", "sudoku-x", X);
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("'--variant': unknown variant 'sudoku-x'");
    }

    @Test
    void jsonOutputCarriesTheCagesAndJsonInputReadsThemBack() throws IOException {
        String line = data("killer-x:").get(0);
        Cli r = Cli.run("solve", "--format", "jsonl", line);
        JsonNode node = Json.MAPPER.readTree(r.out());
        assertThat(node.get("variant").asText()).isEqualTo("killer-x");
        assertThat(node.get("cages").get(0).get("sum").asInt()).isEqualTo(18);
        assertThat(node.get("cages").get(0).get("cells").get(0).asText()).isEqualTo("A1");
        String json = Json.line(java.util.Map.of("variant", "killer-x", "cages", node.get("cages")));
        Cli again = Cli.run("solve", "--format", "line", json);
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out().strip()).isEqualTo(node.get("solution").asText());
        Cli bad = Cli.run("solve", "{\"variant\": \"killer\", \"cages\": [{\"sum\": 12, \"cells\": [\"A1\"]}]}");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(bad.err()).contains("cage 1 (1 cell) cannot add up to 12: a digit is 1 to 9")
                .doesNotContain("Exception");
        Cli notJson = Cli.run("solve", "{\"variant\": ");
        assertThat(notJson.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(notJson.err()).contains("not a JSON puzzle");
    }

    @Test
    void jsonLinesWrittenBySolveReadBackFromAFileAsTheSamePuzzles() throws IOException {
        Cli written = Cli.run("solve", "--format", "jsonl", "-f", TestData.file("variants.txt").toString());
        assertThat(written.exitCode()).as(written.err()).isZero();
        List<String> lines = List.of(written.lines());
        assertThat(lines).hasSize(16);
        Cli read = Cli.runWithInput(written.out(), "solve", "--format", "jsonl", "-f", "-");
        assertThat(read.exitCode()).as(read.err()).isZero();
        List<String> again = List.of(read.lines());
        assertThat(again).hasSameSizeAs(lines);
        for (int i = 0; i < lines.size(); i++) {
            JsonNode before = Json.MAPPER.readTree(lines.get(i));
            JsonNode after = Json.MAPPER.readTree(again.get(i));
            for (String field : List.of("puzzle", "variant", "regions", "cages", "solution", "status")) {
                assertThat(after.get(field)).as("line %d, %s", i + 1, field).isEqualTo(before.get(field));
            }
        }
    }

    @Test
    void aBadJsonLineInAFileIsReportedWithItsLineAndTheOthersGoOn() {
        String x = "x:" + X;
        String file = "{\"variant\": \"x\", \"puzzle\": \"" + X + "\"}\n"
                + "{\"puzzle\": \"" + x + "\", \"colour\": \"red\"}\n"
                + "{\"variant\": \"windoku\", \"puzzle\": \"" + x + "\"}\n"
                + "[1, 2]\n"
                + "{\"variant\": \"x\", \"puzzle\": \n"
                + x + "\n";
        Cli r = Cli.runWithInput(file, "solve", "--format", "line", "-f", "-");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(r.out().lines().filter(X_SOLUTION::equals)).hasSize(2);
        assertThat(r.out()).contains("invalid: line 2: unknown field colour")
                .contains("invalid: line 3: variant differs from the puzzle's own (x)")
                .contains("invalid: line 4: ")
                .contains("invalid: line 5: not a JSON puzzle");
        assertThat(r.err()).contains("6 puzzles: 2 solved, 0 non-unique, 0 unsolvable, 4 invalid");
    }
}
