package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The commands that read puzzles take them as a Unix filter does: from arguments (several), from
 * files (several -f), or from standard input when neither is given or for {@code -}; one output
 * line per input line, in order; a usage error is the error and one line pointing at the help.
 */
class UnixFilterTest {
    static final String A = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String A_SOLVED = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    static final String B = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String B_SOLVED = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

    @Test
    void solveReadsStandardInputWhenGivenNoPuzzle() {
        Cli r = Cli.runWithInput(A + "\n" + B + "\n", "solve");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.lines()).containsExactly(A_SOLVED, B_SOLVED);
        Cli dash = Cli.runWithInput(B + "\n", "solve", "-");
        assertThat(dash.lines()).containsExactly(B_SOLVED);
    }

    @Test
    void solveTakesSeveralPuzzlesAndSeveralFilesInOrder(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.txt"), A + "\nnot a puzzle\n");
        Path b = Files.writeString(dir.resolve("b.txt"), B + "\n");
        Cli args = Cli.run("solve", A, B);
        assertThat(args.exitCode()).as(args.err()).isZero();
        assertThat(args.lines()).containsExactly(A_SOLVED, B_SOLVED);
        Cli files = Cli.run("solve", "-f", a.toString(), "-f", b.toString());
        assertThat(files.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(files.lines()).hasSize(3);
        assertThat(files.lines()[0]).isEqualTo(A_SOLVED);
        assertThat(files.lines()[1]).startsWith("invalid: line 2: ");
        assertThat(files.lines()[2]).isEqualTo(B_SOLVED);
    }

    @Test
    void dashOWritesTheOutputToAFile(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("solved.txt");
        Cli r = Cli.runWithInput(B + "\n", "solve", "-o", out.toString(), A, "-");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).isEmpty();
        assertThat(Files.readAllLines(out)).containsExactly(A_SOLVED, B_SOLVED);
        Path canon = dir.resolve("canon.txt");
        assertThat(Cli.run("canon", "--output", canon.toString(), A).exitCode()).isZero();
        assertThat(Files.readString(canon)).isEqualTo(Cli.run("canon", A).out());
        Cli nowhere = Cli.run("solve", "-o", dir.resolve("no/such/folder/x.txt").toString(), A);
        assertThat(nowhere.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(nowhere.err()).startsWith("error: cannot write ").contains("x.txt");
    }

    @Test
    void aBadArgumentIsNamedByItsPosition() {
        Cli r = Cli.run("solve", A, "12x", B);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INVALID);
        assertThat(r.lines()).hasSize(3);
        assertThat(r.lines()[1]).startsWith("invalid: line 2: ");
    }

    @Test
    void rateCanonAndMinimizeKeepOneLinePerInputLine() {
        String input = A + "\nnot a puzzle\n" + B + "\n";
        for (String[] command : new String[][] {{"rate", "--format", "jsonl"}, {"canon"}, {"minimize"},
                {"rate", "--format", "serate"}}) {
            Cli r = Cli.runWithInput(input, command);
            assertThat(r.lines()).as(String.join(" ", command) + "\n" + r.err()).hasSize(3);
            assertThat(r.lines()[1]).as(String.join(" ", command)).contains("line 2");
            assertThat(r.exitCode()).isEqualTo(ExitCodes.INVALID);
        }
    }

    @Test
    void rateTakesAVariant() {
        String x = "..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";
        Cli r = Cli.run("rate", "--variant", "x", "--format", "jsonl", x);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"rating\"");
        Cli classic = Cli.run("rate", "--format", "jsonl", x);
        assertThat(classic.out()).isNotEqualTo(r.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve --nosuch", "rate --format nosuch " + A, "generate -n x", "canon --dedup"})
    void aUsageErrorIsTheErrorAndOneLinePointingAtTheHelp(String line) {
        Cli r = Cli.run(line.split(" "));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.out()).isEmpty();
        String[] err = r.err().split("\n");
        assertThat(err[0]).startsWith("error: ");
        assertThat(err[err.length - 1]).isEqualTo("Try 'sudoku " + line.split(" ")[0] + " --help' for more information.");
        assertThat(err.length).isLessThanOrEqualTo(4);
        assertThat(r.err()).doesNotContain("Usage:");
    }
}
