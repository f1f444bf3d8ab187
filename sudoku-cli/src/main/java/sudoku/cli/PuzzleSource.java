package sudoku.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Where a command's puzzles come from: one puzzle on the command line, or a file of them
 * ({@code -} for standard input). Used as an exclusive, required argument group.
 */
final class PuzzleSource {
    @Parameters(index = "0", paramLabel = "PUZZLE",
            description = "A puzzle: 81 characters (. or 0 for empty), or a grid over several lines.")
    String puzzle;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE",
            description = "A file with one puzzle per line (- for standard input).")
    String file;
}
