package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code sudoku --help} and what happens to a command that does not exist. */
class TopLevelHelpTest {

    /** The "Commands:" section of the top-level help, one entry per command, lines joined. */
    private static List<String> commandEntries(String help) {
        String section = help.substring(help.indexOf("Commands:\n") + "Commands:\n".length());
        List<String> entries = new ArrayList<>();
        for (String line : section.split("\n")) {
            if (line.isBlank()) {
                break;
            }
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                entries.add(line.strip().replaceAll(" +", " "));
            } else {
                int last = entries.size() - 1;
                entries.set(last, entries.get(last) + " " + line.strip());
            }
        }
        return entries;
    }

    @Test
    void everyCommandIsListedWithAWholeSentence() {
        Cli run = Cli.run("--help");
        assertThat(run.exitCode()).isZero();
        List<String> entries = commandEntries(run.out());
        assertThat(entries).extracting(e -> e.split(" ")[0]).containsExactlyElementsOf(SudokuCommand.commandNames());
        for (String entry : entries) {
            assertThat(entry).as("help for " + entry.split(" ")[0]).endsWith(".")
                    .doesNotEndWith(",.").doesNotEndWith(" the.");
            assertThat(entry.chars().filter(c -> c == '(').count())
                    .as("brackets closed in " + entry).isEqualTo(entry.chars().filter(c -> c == ')').count());
        }
        assertThat(String.join("\n", entries))
                .contains("explain Solve a puzzle the way a person would: one named technique at a time,"
                        + " each step explained in a sentence, then the puzzle's rating.")
                .contains("techniques List the solving techniques, easiest first, with their difficulty on the"
                        + " Sudoku Explainer scale.");
    }

    @Test
    void helpLinesFitEightyColumns() {
        for (String line : Cli.run("--help").lines()) {
            assertThat(line.length()).as(line).isLessThanOrEqualTo(80);
        }
    }

    @Test
    void summaryStopsAtTheFirstSentenceOutsideBrackets() {
        var spec = picocli.CommandLine.Model.CommandSpec.create();
        spec.usageMessage().description("Play (A1, B2, ... I9) and go. Then more.", "Even more.");
        assertThat(SudokuCommand.summary(spec)).isEqualTo("Play (A1, B2, ... I9) and go.");
        spec.usageMessage().description("Rate on a scale (1.0 to about 11) with a", "level. Rest.");
        assertThat(SudokuCommand.summary(spec)).isEqualTo("Rate on a scale (1.0 to about 11) with a level.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"nosuch", "nosuch --help", "nosuch -h", "nosuch --version", "--help nosuch",
            "nosuch solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"})
    void anUnknownCommandIsAnErrorWhateverFollows(String line) {
        Cli run = Cli.run(line.split(" "));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("sudoku: unknown command 'nosuch'\n").contains("sudoku --help");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aMistypedCommandGetsASuggestion() {
        Cli run = Cli.run("slove", "--help");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("unknown command 'slove'").contains("Did you mean 'solve'?");
        assertThat(Cli.run("gen", "-n", "2").err()).contains("Did you mean 'generate'?");
        assertThat(Cli.run("techniqes").err()).contains("Did you mean 'techniques'?");
        assertThat(Cli.run("xyzzy").err()).doesNotContain("Did you mean");
    }

    @Test
    void clusterNamesWhereTheSparkJobIs() {
        Cli run = Cli.run("cluster", "solve", "in.txt", "out");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("unknown command 'cluster'").contains("spark-submit");
    }

    @Test
    void knownCommandsAndTopLevelOptionsStillWork() {
        assertThat(Cli.run("challenge", "--help").exitCode()).isZero();
        assertThat(Cli.run("--version").out()).startsWith("sudoku ");
        assertThat(Cli.run().exitCode()).isZero();
        assertThat(Cli.run("help", "solve").out()).contains("Usage: sudoku solve");
        assertThat(Cli.run("help", "nosuch").exitCode()).isEqualTo(ExitCodes.USAGE);
    }
}
