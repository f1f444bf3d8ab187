package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sudoku convert}: other tools' formats written, read back as arguments and as lines of a file. */
class ConvertCommandTest {
    private static final String PUZZLE =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private static final String JIGSAW = "jigsaw:....3..7....6...1..........1......5..6.....4..5.26.....2.......6..1...95.7.3"
            + "....2 111122333112222333144222333114556666444556566444555566777889999777889999777888889";

    @Test
    void everyFormatReadsBackToTheSamePuzzle() {
        for (String format : new String[] {"sudokuwiki", "fpuzzles", "fpuzzles-json", "sudokupad", "ss", "sdk", "sdm",
                "hodoku-givens", "hodoku-values"}) {
            Cli written = Cli.run("convert", "--format", format, PUZZLE);
            assertThat(written.exitCode()).as(format).isZero();
            Cli back = Cli.run("convert", written.out());
            assertThat(back.err()).as(format).isEmpty();
            assertThat(back.out().trim()).as(format).isEqualTo(PUZZLE);
        }
        Cli solved = Cli.run("solve", "--format", "line", Cli.run("convert", "--format", "sudokupad", JIGSAW).out().trim());
        assertThat(solved.exitCode()).isZero();
    }

    @Test
    void aFileMixingFormatsIsReadLineByLineAndWhatAFormatCannotHoldIsReported(@TempDir Path dir) throws IOException {
        String wiki = Cli.run("convert", "--format", "sudokuwiki", PUZZLE).out().trim();
        String pad = Cli.run("convert", "--format", "sudokupad", JIGSAW).out().trim();
        String json = Cli.run("convert", "--format", "fpuzzles-json", PUZZLE).out().trim();
        String ss = Cli.run("convert", "--format", "ss", PUZZLE).out();
        Path file = dir.resolve("mixed.txt");
        Files.writeString(file, wiki + "\n" + pad + "\n" + json + "\n\n" + ss + "\n[Puzzle]\n" + ss.replace("|", "")
                .replace("-----------\n", "") + "\nhttps://www.sudokuwiki.org/sudoku.htm?bd=12x\n");
        Cli out = Cli.run("convert", "--format", "ss", "-f", file.toString());
        assertThat(out.exitCode()).isEqualTo(ExitCodes.INVALID);
        // one output line per input line: what cannot be read or written says so in its place
        assertThat(out.out()).contains("invalid: line 2: not written as ss").contains("Jigsaw")
                .contains("SudokuWiki: bd= has 3 characters");
        assertThat(out.out().split("\\.\\.3\\|\\.2\\.\\|6\\.\\.", -1)).hasSize(5); // four times the .ss grid
        List<String> lines = List.of(Cli.run("convert", "-f", file.toString()).lines());
        assertThat(lines.subList(0, 5)).containsExactly(PUZZLE, Cli.run("convert", JIGSAW).out().trim(), PUZZLE, PUZZLE,
                PUZZLE);
        assertThat(lines).hasSize(6);
        assertThat(lines.get(5)).startsWith("invalid: ").contains("bd= has 3 characters");
    }

    @Test
    void progressInALinkIsKept() {
        String link = "https://www.sudokuwiki.org/sudoku.htm?bd=S9B0b0n0g0d08090f0e0n0i0h0n0e0f0n04070b060e0d0l0o0g0i"
                + "0h0n2b020h030i0f0e0r2i0n040f0h0g0e0n0b092e0i0e0l0s0r2e0608080n090f050b2b0v2i0d0f0n070n0h020i0e050g0b0i"
                + "0v0u0h0n0f";
        Cli pm = Cli.run("convert", "--format", "hodoku", link);
        assertThat(pm.exitCode()).isZero();
        assertThat(pm.lines()[0]).startsWith(".---");
        assertThat(pm.lines()[5]).contains("17"); // D1's candidates, 1 and 7
        assertThat(Cli.run("convert", "--format", "sudokuwiki", link).out().trim()).isEqualTo(link);
    }

    @Test
    void generateWritesOtherToolsFormatsAndRefusesOnesThatCannotHoldTheVariant() {
        Cli pad = Cli.run("generate", "--variant", "x", "--seed", "5", "--format", "sudokupad");
        assertThat(pad.exitCode()).isZero();
        assertThat(pad.out()).startsWith("https://sudokupad.app/fpuzzles");
        Cli ss = Cli.run("generate", "--variant", "x", "--seed", "5", "--format", "ss");
        assertThat(ss.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(ss.err()).contains("--format ss").contains("classic 9x9");
    }
}
