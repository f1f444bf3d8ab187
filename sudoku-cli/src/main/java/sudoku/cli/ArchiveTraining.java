package sudoku.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import picocli.CommandLine;

/**
 * The launcher's class-data sharing training run: the common commands once each, in one JVM,
 * their output dropped (the file solved on two threads is a temporary one, deleted after). The
 * archive the launcher records from this run then holds the classes they load, lambda classes
 * included, which later runs map instead of loading, verifying or generating them again.
 */
public final class ArchiveTraining {
    /** A hard puzzle (from Norvig's hardest) and an easy one (the README's). */
    private static final String HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    private ArchiveTraining() {
    }

    /** Runs the commands; the arguments are ignored. */
    public static void main(String[] args) throws IOException {
        PrintStream none = new PrintStream(OutputStream.nullOutputStream());
        System.setOut(none);
        System.setErr(none);
        // the one-puzzle solve, which the launcher runs without picocli
        SolveCommand.ofPuzzle(HARD).call();
        Path file = Files.createTempFile("sudoku-training", ".txt");
        try {
            Files.write(file, Collections.nCopies(200, HARD + "\n" + EASY));
            run(new String[][] {{"solve", "-f", file.toString(), "--threads", "2"}});
        } finally {
            Files.deleteIfExists(file);
        }
        run(new String[][] {
            {"generate", "-n", "300", "--related", "--seed", "1"},
            {"generate", "-n", "3", "--seed", "1", "--format", "jsonl"},
            {"rate", HARD},
            {"explain", EASY},
            {"hint", EASY},
        });
    }

    private static void run(String[][] commands) {
        for (String[] command : commands) {
            CommandLine cl = SudokuCommand.commandLine(command[0]);
            cl.setOut(ConsoleOut.stdout());
            cl.execute(command);
        }
    }
}
