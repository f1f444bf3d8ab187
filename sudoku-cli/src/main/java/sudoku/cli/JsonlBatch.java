package sudoku.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import sudoku.core.CancelledException;
import sudoku.core.Variant;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.PuzzleException;
import sudoku.input.PuzzleRecord;

/**
 * {@code explain -f} and {@code hint -f}: one JSON line per puzzle line of the files, in input
 * order, each with its {@code line}; a line that is not a puzzle, has no solution or ran out of
 * time gets {@code puzzle}, {@code status} and {@code error} instead of the result.
 */
final class JsonlBatch {
    private JsonlBatch() {
    }

    /** The result for one puzzle: the record to print and whether the puzzle has one solution. */
    record Result(Object view, boolean unique) {
    }

    /** The work done on each valid puzzle. */
    @FunctionalInterface
    interface Work {
        Result apply(PuzzleRecord record) throws CancelledException;
    }

    /** Runs {@code work} on every puzzle of {@code files}; the exit code is the worst of them. */
    static int run(List<String> files, Variant variant, Lang lang, PrintWriter out, PrintWriter err, Work work) {
        int code = ExitCodes.OK;
        List<PuzzleSource.Input> inputs = files.stream().map(f -> new PuzzleSource.Input(null, 0, f)).toList();
        try (PuzzleSource.Records records = new PuzzleSource.Records(inputs, variant)) {
            while (records.hasNext()) {
                PuzzleRecord r = records.next();
                ObjectNode line = Json.MAPPER.createObjectNode();
                line.put("line", r.line());
                int c;
                if (!r.isValid()) {
                    c = failed(line, r.text(), "invalid", r.error(), ExitCodes.INVALID);
                } else {
                    try {
                        Result result = work.apply(r);
                        line.setAll((ObjectNode) Json.MAPPER.valueToTree(result.view()));
                        c = result.unique() ? ExitCodes.OK : ExitCodes.MULTIPLE;
                    } catch (CancelledException e) {
                        c = failed(line, r.grid().toLine(), "timeout", "out of time: not done within the --timeout",
                                ExitCodes.TIMEOUT);
                    } catch (PuzzleException e) {
                        c = failed(line, r.grid().toLine(), e.status(), e.message(lang),
                                e.unsolvable() ? ExitCodes.UNSOLVABLE : ExitCodes.INVALID);
                    } catch (IllegalArgumentException e) {
                        c = failed(line, r.grid().toLine(), "invalid", e.getMessage(), ExitCodes.INVALID);
                    }
                }
                out.println(Json.line(line));
                code = ExitCodes.worst(code, c);
            }
        } catch (UncheckedIOException e) {
            err.println("error: " + e.getCause().getMessage());
            return ExitCodes.ERROR;
        }
        out.flush();
        return code;
    }

    private static int failed(ObjectNode line, String puzzle, String status, String error, int code) {
        line.put("puzzle", puzzle);
        line.put("status", status);
        line.put("error", error);
        return code;
    }
}
