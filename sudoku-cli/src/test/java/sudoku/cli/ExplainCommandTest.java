package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.solve.Solvers;

class ExplainCommandTest {
    static final String PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    /** Runs the command line; returns the exit code, standard output and standard error. */
    static String[] run(String... args) {
        Cli c = Cli.run(args);
        return new String[] {String.valueOf(c.exitCode()), c.out(), c.err()};
    }

    @Test
    void jsonStepsFollowTheContractAndAgreeWithTheSolution() throws Exception {
        String[] r = run("explain", "--format", "json", PUZZLE);
        assertThat(r[0]).isEqualTo("0");
        JsonNode root = Json.MAPPER.readTree(r[1]);
        assertThat(root.get("puzzle").asText()).isEqualTo(PUZZLE);
        assertThat(root.get("rating").asDouble()).isBetween(1.0, 12.0);
        assertThat(root.get("level").asText()).isNotEmpty();
        assertThat(root.get("hardest").asText()).isNotEmpty();
        Grid solution = Solvers.best(Grid.parse(PUZZLE).geometry()).solution(Grid.parse(PUZZLE)).orElseThrow();
        int placed = 0;
        for (JsonNode step : root.get("steps")) {
            assertThat(step.get("technique").asText()).isNotEmpty();
            assertThat(step.get("text").asText()).isNotEmpty();
            for (JsonNode p : step.get("placements")) {
                int cell = (p.get("row").asInt() - 1) * 9 + p.get("col").asInt() - 1;
                assertThat(p.get("digit").asInt()).isEqualTo(solution.get(cell));
                placed++;
            }
            for (JsonNode e : step.get("eliminations")) {
                int cell = (e.get("row").asInt() - 1) * 9 + e.get("col").asInt() - 1;
                assertThat(e.get("digit").asInt()).isNotEqualTo(solution.get(cell));
            }
        }
        assertThat(placed).isEqualTo(81 - Grid.parse(PUZZLE).clueCount());
    }

    @Test
    void textShowsEachStepAndTheRating() {
        String[] r = run("explain", "--candidates", PUZZLE);
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains("1. Hidden Single:").contains("Rating ");
    }

    @Test
    void badPuzzleIsReported() {
        String[] r = run("explain", "12345");
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.INVALID));
        assertThat(r[2]).startsWith("error:");
    }

    @Test
    void unknownTechniqueIsReported() {
        String[] r = run("explain", "--without", "no-such-thing", PUZZLE);
        assertThat(r[0]).isNotEqualTo("0");
        assertThat(r[2]).contains("no-such-thing");
    }
}
