package sudoku.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.scan.DigitClassifier;
import sudoku.scan.train.ScanBench;

/** {@code sudoku scan-bench}: how well and how fast the scanner reads synthetic screenshots and photos. */
@Command(name = "scan-bench",
        description = {"Measure 'sudoku scan': screenshots of the page's board (300, 420 and 540 pixels, light",
                "and dark themes) and of two other layouts, synthetic photos (flat and bent) in fonts the",
                "classifier never saw, each compared with the puzzle drawn (cells and whole grids right,",
                "before and after the repair); then the time to read a 12-megapixel photo on one thread."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"", "Example:", "  nice ./sudoku scan-bench --per-set 20 --photos 100 --big 5"})
public final class ScanBenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--per-set", paramLabel = "N", defaultValue = "10",
            description = "Puzzles per screenshot layout and size (default: ${DEFAULT-VALUE}).")
    int perSet;

    @Option(names = "--photos", paramLabel = "N", defaultValue = "40",
            description = "Synthetic 1600x1200 photos, flat and as many bent (default: ${DEFAULT-VALUE}).")
    int photos;

    @Option(names = "--big", paramLabel = "N", defaultValue = "3",
            description = "12-megapixel photos to time (default: ${DEFAULT-VALUE}).")
    int big;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "20261128",
            description = "Seed of the puzzles and pictures (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--errors", paramLabel = "DIR",
            description = "Save each picture read wrong into DIR and list its wrong cells.")
    Path errors;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ScanBench.run(new ScanBench.Options(perSet, photos, big, seed, errors), DigitClassifier.standard(), out);
        out.flush();
        return ExitCodes.OK;
    }
}
