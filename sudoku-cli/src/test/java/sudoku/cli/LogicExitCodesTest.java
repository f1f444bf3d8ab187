package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** explain, rate and hint end with the same exit codes as solve, from one table (ExitCodes). */
class LogicExitCodesTest {
    /** Two solutions, and a hard path: uniqueness techniques would be tempting. */
    static final String MULTIPLE = ".9....1....7.26.4...8..59..3.......5..6..3.8..5....6...8..37......2.9...1........";
    /** Two solutions (A2, A7, B2, B7 hold 8 and 6 either way) after singles: the status, quickly. */
    static final String TWO_WAYS = "...921.579.73.5.2.25.876..3..813.....29564.3813.7.8.453726895.4...2537696.5417.8.";
    static final String NONE = "12345678." + "........9" + ".".repeat(63);
    static final String CLASH = "11" + ".".repeat(79);

    @ParameterizedTest
    @ValueSource(strings = {"explain", "rate", "hint"})
    void unknownTechniqueIsAUsageError(String command) {
        String[] r = ExplainCommandTest.run(command, "--only", "no-such-technique", ExplainCommandTest.PUZZLE);
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.USAGE));
        assertThat(r[2]).contains("unknown technique 'no-such-technique'");
        r = ExplainCommandTest.run(command, "--without", "x-wingz", ExplainCommandTest.PUZZLE);
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.USAGE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"explain", "rate", "hint", "solve"})
    void clashingCluesAreInvalid(String command) {
        assertThat(ExplainCommandTest.run(command, CLASH)[0]).isEqualTo(String.valueOf(ExitCodes.INVALID));
    }

    @ParameterizedTest
    @ValueSource(strings = {"explain", "rate", "hint", "solve"})
    void noSolutionIsUnsolvable(String command) {
        String[] r = ExplainCommandTest.run(command, NONE);
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.UNSOLVABLE));
        if (!command.equals("solve")) {
            assertThat(r[1]).contains("unsolvable");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"explain", "rate", "hint", "solve"})
    void severalSolutionsAreMultiple(String command) {
        String[] r = ExplainCommandTest.run(command, TWO_WAYS);
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.MULTIPLE));
        if (!command.equals("solve")) {
            assertThat(r[1]).contains("multiple");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"explain", "rate", "hint"})
    void jsonCarriesTheStatus(String command) throws Exception {
        String[] r = ExplainCommandTest.run(command, "--format", "json", TWO_WAYS);
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.MULTIPLE));
        JsonNode multiple = Json.MAPPER.readTree(r[1]);
        assertThat(multiple.get("status").asText()).isEqualTo("multiple");
        if (!command.equals("hint")) {
            r = ExplainCommandTest.run(command, "--format", "json", NONE);
            assertThat(Json.MAPPER.readTree(r[1]).get("status").asText()).isEqualTo("unsolvable");
        }
        r = ExplainCommandTest.run(command, "--format", "json", ExplainCommandTest.PUZZLE);
        assertThat(r[0]).isEqualTo("0");
        assertThat(Json.MAPPER.readTree(r[1]).get("status").asText()).isEqualTo("solved");
    }

    @ParameterizedTest
    @ValueSource(strings = {"explain", "rate"})
    void multipleNeverUsesUniquenessTechniques(String command) {
        String[] r = ExplainCommandTest.run(command, "--format", "json", MULTIPLE);
        for (String t : new String[] {"Uniqueness Test", "Hidden Rectangle", "Bivalue Universal Grave"}) {
            assertThat(r[1]).doesNotContain(t);
        }
    }
}
