package sudoku.logic.view.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import sudoku.core.Grid;
import sudoku.core.VariantRecord;
import sudoku.input.PuzzleRecord;
import sudoku.solve.SolveResult;
import sudoku.solve.Verdict;

/**
 * The record of one solve: what {@code sudoku solve --format jsonl} writes per line,
 * {@code POST /api/solve} answers and the cluster job stores per puzzle. Absent fields are left
 * out of the JSON.
 *
 * @param source         the file the puzzle was read from (batches over several files)
 * @param line           1-based line of the puzzle in its input (batches)
 * @param puzzle         the puzzle as read
 * @param status         {@code solved}, {@code multiple}, {@code unsolvable} or {@code invalid}
 * @param solution       the (first) solution found
 * @param secondSolution a second, different solution, for a puzzle that is not unique
 * @param solutions      the number of solutions found, when counted
 * @param exact          with a count: whether it is exact ({@code false}: at least that many)
 * @param unique         whether the solution is unique (absent when not checked)
 * @param guesses        guesses the search made
 * @param reason         why there is no solution, when known
 * @param error          what is wrong with invalid input, and where
 * @param warnings       remarks on a valid puzzle
 * @param variant        the board's rules when not classic Sudoku (e.g. {@code x}, {@code killer-x})
 * @param regions        for a jigsaw, one symbol per cell naming its region
 * @param cages          for a killer, each cage's sum and cells
 */
public record SolveView(String source, Long line, String puzzle, String status, String solution,
                        @JsonProperty("second_solution") String secondSolution, Long solutions, Boolean exact,
                        Boolean unique, Long guesses, String reason, String error, List<String> warnings,
                        String variant, String regions, List<VariantRecord.CageRecord> cages) {
    /**
     * The record of a verdict read from input.
     *
     * @param source  the file it came from, or null
     * @param counted whether the solutions were counted (writes {@code solutions} and {@code exact})
     * @param checked whether uniqueness was checked (writes {@code unique})
     */
    public static SolveView of(String source, Verdict v, boolean counted, boolean checked) {
        SolveResult r = v.result();
        VariantRecord rules = v.input().isValid() ? rules(v.input().grid()) : null;
        return new SolveView(source, v.input().line(), v.input().text(), v.status().word(),
                r == null ? null : first(r), r == null ? null : second(r),
                counted && r != null ? r.count() : null,
                counted && r != null ? r.countIsExact() : null,
                r == null || !checked ? null : unique(r),
                r == null || r.stats() == null ? null : r.stats().guesses(),
                r == null ? null : r.reason(),
                v.input().error(),
                v.input().warnings().isEmpty() ? null : v.input().warnings(),
                rules == null ? null : rules.variant(), rules == null ? null : rules.regions(),
                rules == null ? null : rules.cages());
    }

    /**
     * The record of one puzzle solved up to a limit, counted and checked for uniqueness.
     *
     * @param text   the puzzle as read
     * @param puzzle the puzzle
     * @param r      the search's result
     */
    public static SolveView of(String text, Grid puzzle, SolveResult r) {
        List<String> warnings = PuzzleRecord.warningsFor(puzzle);
        VariantRecord rules = rules(puzzle);
        return new SolveView(null, null, text, r.status().word(), first(r),
                second(r), r.count(), r.countIsExact(), unique(r),
                r.stats() == null ? null : r.stats().guesses(), r.reason(), null,
                warnings.isEmpty() ? null : warnings, rules == null ? null : rules.variant(),
                rules == null ? null : rules.regions(), rules == null ? null : rules.cages());
    }

    /** The rules of a variant puzzle, or null for classic Sudoku. */
    private static VariantRecord rules(Grid puzzle) {
        return puzzle.geometry().isVariant() ? VariantRecord.of(puzzle) : null;
    }

    private static String first(SolveResult r) {
        return r.solutions().isEmpty() ? null : r.solutions().get(0).toLine();
    }

    private static String second(SolveResult r) {
        return r.solutions().size() < 2 ? null : r.solutions().get(1).toLine();
    }

    /** Unique, not unique, or unknown (no solution: neither). */
    private static Boolean unique(SolveResult r) {
        return r.count() == 1 ? Boolean.TRUE : r.count() > 1 ? Boolean.FALSE : null;
    }
}
