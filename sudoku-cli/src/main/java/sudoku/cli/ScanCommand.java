package sudoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.GridFormat;
import sudoku.scan.CellReading;
import sudoku.scan.ScanException;
import sudoku.scan.ScanLimits;
import sudoku.scan.ScanResult;
import sudoku.scan.ScanView;
import sudoku.scan.Scanner;

/** {@code sudoku scan}: reads the puzzle in a photo or a screenshot. */
@Command(name = "scan",
        description = {"Read the Sudoku in each image (JPEG or PNG): a phone photo of a printed puzzle or a",
                "screenshot. The grid is found and straightened, each cell read, and a read with no or",
                "several solutions repaired from the next most likely digits of the least certain cells.",
                "Cells still in doubt are listed (on stderr, or in JSON), never silently guessed."},
        mixinStandardHelpOptions = true,
        sortOptions = false,
        footer = {"",
                "Examples:",
                "  sudoku scan photo.jpg",
                "  sudoku scan --format json screenshot.png",
                "",
                "Exit codes: 0 every puzzle read with one solution and no doubt, 1 error (not an image,",
                "no grid found), 4 a read with no solution, 5 several solutions or cells in doubt."})
public final class ScanCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "IMAGE", arity = "1..*", description = "JPEG or PNG files.")
    List<Path> images;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "grid", converter = OutputFormat.Solved.class,
            description = "grid, line, jsonl or json (the puzzle with each cell's digit, confidence and "
                    + "next choices) (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "20",
            description = "Give up on an image after this long (default: ${DEFAULT-VALUE}).")
    double timeLimit;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Scanner scanner = new Scanner(ScanLimits.DEFAULT);
        int code = ExitCodes.OK;
        for (Path image : images) {
            ScanResult r;
            try {
                byte[] bytes = Files.readAllBytes(image);
                r = scanner.scan(bytes, Cancellation.afterMillis((long) (timeLimit * 1000)));
            } catch (IOException e) {
                err.println(image + ": cannot read the file: " + e.getMessage());
                code = ExitCodes.worst(code, ExitCodes.ERROR);
                continue;
            } catch (ScanException e) {
                err.println(image + ": " + e.getMessage());
                code = ExitCodes.worst(code, e.kind() == ScanException.Kind.OUT_OF_TIME ? ExitCodes.TIMEOUT
                        : ExitCodes.ERROR);
                continue;
            }
            print(out, image, r);
            code = ExitCodes.worst(code, r.solutions() == 0 ? ExitCodes.UNSOLVABLE
                    : r.isCertain() ? ExitCodes.OK : ExitCodes.MULTIPLE);
            if (format != OutputFormat.JSON && format != OutputFormat.JSONL && !r.isCertain()) {
                err.println(image + ": " + summary(r));
            }
        }
        out.flush();
        return code;
    }

    private void print(PrintWriter out, Path image, ScanResult r) {
        switch (format) {
            case LINE -> out.println(r.puzzle().toLine());
            case JSON -> out.println(Json.pretty(view(image, r)));
            case JSONL -> out.println(Json.line(view(image, r)));
            default -> {
                if (images.size() > 1) {
                    out.println(image + ":");
                }
                out.print(GridFormat.display(r.puzzle()));
            }
        }
    }

    /** In words: the status, the repaired cells and those in doubt. */
    static String summary(ScanResult r) {
        Geometry g = Geometry.CLASSIC;
        String s = switch (r.status()) {
            case "no_solution" -> "the read has no solution and no likely repair was found";
            case "several_solutions" -> "the read has several solutions and no likely repair was found";
            case "repaired" -> "repaired " + names(g, r.repaired());
            default -> "read with one solution";
        };
        return r.doubtful().isEmpty() ? s : s + "; check " + names(g, r.doubtful());
    }

    private static String names(Geometry g, List<Integer> cells) {
        List<String> out = new ArrayList<>();
        cells.forEach(c -> out.add(g.cellName(c)));
        return String.join(" ", out);
    }

    /** The JSON of one image: the puzzle, the status, the repaired and doubtful cells, and every cell. */
    static Map<String, Object> view(Path image, ScanResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("image", image.toString());
        m.putAll(ScanView.of(r));
        return m;
    }
}
