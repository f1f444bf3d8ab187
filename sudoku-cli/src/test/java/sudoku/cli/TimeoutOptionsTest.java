package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code --timeout DURATION} on explain, rate, hint and generate: out of time is exit code 6 with a clear message. */
class TimeoutOptionsTest {
    /** The empty 16x16 board: its forcing-chain searches take minutes. */
    private static final String EMPTY_16 = ".".repeat(256);
    /** How long after its budget a command may take, on a machine busy with other work. */
    private static final long SLACK_MILLIS = 3000;

    /** Loads the command classes first, so that the timed runs time the work, not the class loading. */
    @BeforeAll
    static void warmUp() {
        Cli.run("rate", "--format", "jsonl", ExplainCommandTest.PUZZLE);
        Cli.run("explain", "--format", "json", ExplainCommandTest.PUZZLE);
        Cli.run("generate", "--seed", "1", "--format", "jsonl");
    }

    @Test
    void explainingTheEmpty16x16RunsOutOfTime() {
        long start = System.nanoTime();
        Cli run = Cli.run("explain", "--timeout", "200ms", EMPTY_16);
        assertThat(millisSince(start)).isLessThan(200 + SLACK_MILLIS);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.TIMEOUT).isEqualTo(6);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: out of time").contains("--timeout of 200 ms");
    }

    /** A 16x16 puzzle whose forcing chains take seconds (the empty board is rated at once: a guess). */
    @Test
    void ratingAHard16x16RunsOutOfTime() {
        String hard16 = sudoku.testdata.TestData.hard16();
        long start = System.nanoTime();
        Cli run = Cli.run("rate", "--timeout", "0.2", "--format", "jsonl", hard16);
        assertThat(millisSince(start)).isLessThan(200 + SLACK_MILLIS);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.out()).contains("\"error\"").contains("out of time").contains("200 ms");
    }

    @Test
    void aPuzzleRatedInTimeIsNotTouched() {
        Cli run = Cli.run("rate", "--timeout", "2m", ExplainCommandTest.PUZZLE);
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(Cli.run("rate", ExplainCommandTest.PUZZLE).out());
        assertThat(Cli.run("explain", "--timeout", "1m", ExplainCommandTest.PUZZLE).exitCode()).isZero();
        assertThat(Cli.run("hint", "--timeout", "30s", ExplainCommandTest.PUZZLE).exitCode()).isZero();
    }

    @Test
    void hintingOnAHard16x16RunsOutOfTimeOrAnswers() {
        // the first hint of an empty board comes at once; whatever the machine, no wait past the budget
        long start = System.nanoTime();
        Cli run = Cli.run("hint", "--timeout", "200ms", EMPTY_16);
        assertThat(millisSince(start)).isLessThan(200 + SLACK_MILLIS);
        assertThat(run.exitCode()).isIn(0, ExitCodes.TIMEOUT);
        if (run.exitCode() == ExitCodes.TIMEOUT) {
            assertThat(run.err()).contains("out of time").contains("200 ms");
        }
    }

    @Test
    void generateTakesADurationAndStopsInsideASlowCandidate() {
        long start = System.nanoTime();
        Cli run = Cli.run("generate", "--size", "25", "--minimal", "--seed", "1", "--timeout", "300ms");
        assertThat(millisSince(start)).isLessThan(300 + SLACK_MILLIS);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.err()).contains("out of time").contains("within the 300 ms timeout");
    }

    @Test
    void badDurationsAreUsageErrors() {
        Cli run = Cli.run("explain", "--timeout", "soon", ExplainCommandTest.PUZZLE);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("'soon' is not a duration");
        assertThat(Cli.run("rate", "--timeout", "0s", ExplainCommandTest.PUZZLE).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("generate", "--timeout", "-1", "--seed", "1").exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void durationsParseInTheUsualUnits() {
        assertThat(Durations.parse("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(Durations.parse("10s")).isEqualTo(Duration.ofSeconds(10));
        assertThat(Durations.parse("1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Durations.parse("2m")).isEqualTo(Duration.ofMinutes(2));
        assertThat(Durations.parse("1h")).isEqualTo(Duration.ofHours(1));
        assertThat(Durations.parse("60")).isEqualTo(Duration.ofSeconds(60));
        assertThat(Durations.parse("0.5")).isEqualTo(Duration.ofMillis(500));
        assertThatThrownBy(() -> Durations.parse("10 parsecs")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Durations.describe(Duration.ofMillis(200))).isEqualTo("200 ms");
        assertThat(Durations.describe(Duration.ofMillis(1500))).isEqualTo("1.5 s");
        assertThat(Durations.describe(Duration.ofSeconds(60))).isEqualTo("1 min");
        assertThat(Durations.describe(Duration.ofSeconds(10))).isEqualTo("10 s");
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
