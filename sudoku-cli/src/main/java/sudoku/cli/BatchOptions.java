package sudoku.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import sudoku.core.Variant;

/**
 * {@code --variant} and {@code -f} for the commands that take one puzzle or a batch of them
 * ({@code explain}, {@code hint}): a batch is the files of {@code -f}, or standard input when no
 * puzzle is given or for {@code -}. A mixin.
 */
final class BatchOptions {
    @Option(names = "--variant", paramLabel = "NAME", converter = Converters.VariantName.class,
            description = "Read puzzles without a prefix as this variant (x, windoku, jigsaw, killer, ...; "
                    + "default: classic).")
    Variant variant = Variant.NONE;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE",
            description = {"Every puzzle of FILE (- for standard input; -f may be given several times):",
                    "one JSON line each, with its line number, in input order."})
    List<String> files = new ArrayList<>();

    /** The files of the batch for the puzzle argument {@code puzzle} (null when none); empty for one puzzle. */
    List<String> batch(String puzzle) {
        return !files.isEmpty() ? files : puzzle == null || PuzzleSource.STDIN.equals(puzzle.strip())
                ? List.of(PuzzleSource.STDIN) : List.of();
    }

    /** Whether {@code puzzle} is a puzzle given beside the batch's files, which is an error. */
    static boolean isPuzzle(String puzzle) {
        return puzzle != null && !PuzzleSource.STDIN.equals(puzzle.strip());
    }
}
