package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;
import sudoku.core.GridFormat;

class SolveCommandTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String MANY = "2.............62....1....7......8...3...9...7...6..4...4....8....52.............3";
    static final String NONE = "12345678.........9" + ".".repeat(63);

    @TempDir
    Path dir;

    private static List<JsonNode> jsonLines(String out) throws IOException {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : out.split("\n")) {
            nodes.add(Json.MAPPER.readTree(line));
        }
        return nodes;
    }

    @Test
    void seedExampleSolvesUniquely() {
        Cli r = Cli.run("solve", EASY);
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("Solved: the solution is unique")
                .contains("4 8 3 |9 2 1 |6 5 7 ");
    }

    @Test
    void searchExampleIsNotUniqueAndShowsTwoSolutions() {
        Cli r = Cli.run("solve", MANY);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.MULTIPLE);
        assertThat(r.out()).contains("Not unique: at least 2 solutions");
        Cli counted = Cli.run("solve", "--count=100001", "--format", "jsonl", MANY);
        assertThat(counted.out()).contains("\"solutions\":100001").contains("\"exact\":false");
    }

    @Test
    void firstSaysUniquenessWasNotChecked() {
        Cli r = Cli.run("solve", "--first", MANY);
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("uniqueness not checked");
    }

    @Test
    void unsolvableSaysWhy() {
        Cli r = Cli.run("solve", NONE);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.UNSOLVABLE);
        assertThat(r.out()).contains("No solution: ").contains("A9");
    }

    @Test
    void invalidInputNamesTheProblem() {
        Cli r = Cli.run("solve", EASY.substring(2));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(r.err()).contains("79 cells");
        assertThat(Cli.run("solve", "-f", "no/such/file.txt").exitCode()).isEqualTo(ExitCodes.ERROR);
        Cli nothing = Cli.run("solve"); // standard input, empty here
        assertThat(nothing.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(nothing.out()).isEmpty();
        assertThat(nothing.err()).startsWith("0 puzzles");
    }

    @Test
    void jsonlGivesOneObjectPerPuzzleLineInOrder() throws IOException {
        String shown = GridFormat.display(Grid.parse(HARD));
        String file = String.join("\n",
                "# a mixed file",                       // 1
                EASY,                                   // 2
                "",                                     // 3
                MANY,                                   // 4
                "not a puzzle",                         // 5
                shown.stripTrailing(),                  // 6..16
                NONE,                                   // 17
                EASY.replace('3', 'x'),                 // 18
                "55" + EASY.substring(2).replace('5', '.'), // 19
                "");
        Path input = dir.resolve("mixed.txt");
        Files.writeString(input, file.replace("\n", "\r\n"));
        Cli r = Cli.run("solve", "-f", input.toString(), "--format", "jsonl");
        List<JsonNode> rows = jsonLines(r.out());
        assertThat(rows).extracting(n -> n.get("line").asInt()).containsExactly(2, 4, 5, 6, 17, 18, 19);
        assertThat(rows).extracting(n -> n.get("status").asText())
                .containsExactly("solved", "multiple", "invalid", "solved", "unsolvable", "invalid", "invalid");
        for (JsonNode row : rows) {
            if (row.has("solution")) {
                Grid puzzle = Grid.parse(row.get("puzzle").asText());
                assertThat(Grid.parse(row.get("solution").asText()).isSolutionOf(puzzle)).isTrue();
            }
        }
        assertThat(rows.get(1).get("second_solution").asText()).isNotEqualTo(rows.get(1).get("solution").asText());
        assertThat(rows.get(5).get("error").asText()).contains("line 18, column 3 (cell A3): 'x'");
        assertThat(rows.get(6).get("error").asText()).contains("digit 5 twice in row A: A1 and A2");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INVALID);
    }

    @Test
    void lineFormatKeepsOneLinePerPuzzle() {
        Cli r = Cli.runWithInput(EASY + "\n" + NONE + "\n", "solve", "-f", "-");
        assertThat(r.out().lines().toList()).hasSize(2);
        assertThat(r.out().lines().findFirst().orElseThrow())
                .isEqualTo("483921657967345821251876493548132976729564138136798245372689514814253769695417382");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.UNSOLVABLE);
    }

    @Test
    void traceShowsRoundsGuessesAndCandidateGrids() {
        Cli r = Cli.run("solve", "--trace", HARD);
        assertThat(r.out()).contains("Round 1: eliminate removed")
                .contains("(only choice: the one place for")
                .contains("Guess (depth 1)")
                .contains("123456789".substring(0, 3))
                .contains("Solution 1 found.");
        Cli cut = Cli.run("solve", "--trace", "--trace-limit", "5", HARD);
        assertThat(cut.out()).contains("trace cut after 5 events");
        assertThat(cut.out().length()).isLessThan(r.out().length());
    }

    @Test
    void otherSizes() {
        Cli four = Cli.run("solve", "1......2..4..3..");
        assertThat(four.out()).contains("4x4 with 2x2 boxes").contains("Solved: the solution is unique");
        Cli latin = Cli.run("solve", "--format", "line", "1.. ..2 .3.");
        assertThat(latin.out().strip()).isEqualTo("123312231");
    }

    @Test
    void theQuickPathForOnePuzzlePrintsWhatTheFullCommandLinePrints() {
        java.io.PrintStream saved = System.out;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
            code = SolveCommand.ofPuzzle(MANY).call();
        } finally {
            System.setOut(saved);
        }
        Cli full = Cli.run("solve", MANY);
        assertThat(code).isEqualTo(full.exitCode()).isEqualTo(ExitCodes.MULTIPLE);
        assertThat(bytes.toString(java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(full.out());
    }
}
