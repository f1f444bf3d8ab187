package sudoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.scan.train.Trainer;

/** {@code sudoku scan-train}: trains the scanner's digit classifier on synthetic cells. */
@Command(name = "scan-train",
        description = {"Train the digit classifier of 'sudoku scan' on cells it draws itself: digits 1-9 and",
                "cells without a digit in the installed fonts (Debian's fonts-dejavu-core, fonts-liberation,",
                "fonts-freefont-ttf, fonts-noto-core, fonts-urw-base35; fonts-croscore and a few others are",
                "held out for measuring), with the damage of phone photos and the look of screenshots.",
                "One thread, fixed seed: the same options and fonts give the same weights."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Example (the shipped weights; about 130 s of one core):",
                "  nice ./sudoku scan-train"})
public final class ScanTrainCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--per-class", paramLabel = "N", defaultValue = "3000",
            description = "Training cells per class (default: ${DEFAULT-VALUE}).")
    int perClass;

    @Option(names = "--epochs", paramLabel = "N", defaultValue = "8",
            description = "Passes over the cells (default: ${DEFAULT-VALUE}).")
    int epochs;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE",
            defaultValue = "sudoku-scan/src/main/resources/sudoku/scan/digits.bin",
            description = "Where the weights go (default: ${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() {
        if (perClass < 10 || epochs < 1) {
            spec.commandLine().getErr().println("error: --per-class must be at least 10 and --epochs at least 1");
            return ExitCodes.USAGE;
        }
        PrintWriter log = spec.commandLine().getOut();
        try {
            Trainer.Report r = Trainer.train(new Trainer.Options(perClass, epochs, seed, out), log);
            log.printf("held-out fonts: %.2f%% of %d cells right; %.0f s elapsed, %.0f s of CPU%n",
                    100 * r.heldOutAccuracy(), r.heldOutCells(), r.seconds(), r.cpuSeconds());
            return ExitCodes.OK;
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
    }
}
