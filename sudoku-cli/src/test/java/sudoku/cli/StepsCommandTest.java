package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code sudoku steps}, and {@code explain} and {@code hint} started from a pencil-mark state. */
class StepsCommandTest {
    static final String PUZZLE = "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....";
    /**
     * A regression-library line written for this test: the puzzle above with 4 placed in C9 as a
     * digit found since, and 2 and 3 deleted from A2 (r1c2).
     */
    static final String LINE = ":0100:2:" + PUZZLE.substring(0, 26) + "+4" + PUZZLE.substring(27) + ":212 312:::";

    @Test
    void everyInstanceOfTheTechniquesNamedIsListedInJson() throws Exception {
        Cli all = Cli.run("steps", "--technique", "hidden-single,0100,claiming,0300,sashimi-x-wing", "--format", "json",
                PUZZLE);
        assertThat(all.exitCode()).as(all.err()).isZero();
        JsonNode steps = new ObjectMapper().readTree(all.out()).get("steps");
        assertThat(steps.size()).isGreaterThan(1);
        List<String> ids = new ArrayList<>();
        steps.forEach(s -> ids.add(s.get("id").asText()));
        assertThat(ids).contains("HIDDEN_SINGLE", "POINTING", "CLAIMING", "SASHIMI_X_WING").doesNotContain("X_WING");
        steps.forEach(s -> assertThat(s.get("placements").size() + s.get("eliminations").size()).isPositive());

        Cli singles = Cli.run("steps", "--technique", "0002", PUZZLE);
        assertThat(singles.exitCode()).isZero();
        long count = ids.stream().filter("HIDDEN_SINGLE"::equals).count();
        assertThat(singles.lines()).hasSize((int) count + 1);
        assertThat(singles.lines()[singles.lines().length - 1]).isEqualTo(count + (count == 1 ? " step." : " steps."));
    }

    @Test
    void aStateGivenThreeWaysGivesTheSameSteps() {
        String[] some = {"steps", "--technique", "full-house,hidden-single,naked-single,pointing,claiming,naked-pair,x-wing"};
        Cli fromLine = Cli.run(with(some, LINE));
        assertThat(fromLine.exitCode()).as(fromLine.err()).isZero();
        Cli explained = Cli.run("explain", "--candidates", LINE);
        assertThat(explained.exitCode()).as(explained.err()).isZero();
        String grid = candidateGridBeforeFirstStep(explained.out());
        assertThat(grid).contains("*4").contains("{456}");
        Cli fromGrid = Cli.run(with(some, grid));
        assertThat(fromGrid.out()).isEqualTo(fromLine.out());
        Cli fromString = Cli.run(with(some, candidateString(grid)));
        assertThat(fromString.out()).isEqualTo(fromLine.out());
    }

    @Test
    void explainAndHintStartFromTheState() {
        Cli fromPuzzle = Cli.run("explain", PUZZLE);
        Cli fromState = Cli.run("explain", LINE);
        assertThat(fromState.exitCode()).as(fromState.err()).isZero();
        assertThat(fromState.out()).startsWith("Puzzle: " + PUZZLE).isNotEqualTo(fromPuzzle.out());
        Cli hint = Cli.run("hint", "--level", "3", LINE);
        assertThat(hint.exitCode()).as(hint.err()).isZero();
        String firstStep = java.util.Arrays.stream(fromState.lines()).filter(l -> l.startsWith("  1. "))
                .findFirst().orElseThrow().substring(5);
        assertThat(hint.out().strip()).isEqualTo(firstStep);
    }

    @Test
    void badStatesAndNamesAreNamed() {
        Cli bad = Cli.run("steps", LINE.replace(":212 312:", ":212 3x2:"));
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(bad.err()).contains("'3x2'");
        Cli noCandidate = Cli.run("explain", "123456789".repeat(80) + ".........");
        assertThat(noCandidate.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(noCandidate.err()).contains("I9 has no candidate");
        Cli unknown = Cli.run("steps", "--technique", "0999", PUZZLE);
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("0999");
        Cli templates = Cli.run("steps", "--technique", "1201", "--format", "json", PUZZLE);
        assertThat(templates.exitCode()).as(templates.err()).isZero();
        assertThat(templates.out()).contains("\"steps\"");
        Cli wrongMarks = Cli.run("hint", "--marks", "x", LINE);
        assertThat(wrongMarks.exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    static String[] with(String[] args, String last) {
        String[] out = java.util.Arrays.copyOf(args, args.length + 1);
        out[args.length] = last;
        return out;
    }

    /** The first candidate grid {@code explain --candidates} prints (lines after the puzzle, up to the step). */
    static String candidateGridBeforeFirstStep(String out) {
        StringBuilder grid = new StringBuilder();
        for (String line : out.split("\n")) {
            if (line.matches("\\s*1\\. .*")) {
                break;
            }
            if (!line.matches("[A-Z].*")) {
                grid.append(line).append('\n');
            }
        }
        return grid.toString();
    }

    /** The same state as 729 characters: a placed digit or clue as its one candidate. */
    static String candidateString(String grid) {
        StringBuilder out = new StringBuilder();
        for (String token : grid.replace('|', ' ').split("\\s+")) {
            if (token.isEmpty() || token.matches("[-+]+")) {
                continue;
            }
            String digits = token.replaceAll("[^1-9]", "");
            for (int d = 1; d <= 9; d++) {
                out.append(digits.indexOf((char) ('0' + d)) >= 0 ? (char) ('0' + d) : '.');
            }
        }
        return out.toString();
    }
}
