package sudoku.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import sudoku.core.VariantRecord;
import sudoku.solve.SolveResult;
import sudoku.solve.Verdict;

/**
 * The JSON form of one verdict, one object per puzzle line in {@code --format jsonl}.
 *
 * @param line           1-based line of the puzzle in its input
 * @param puzzle         the puzzle as read
 * @param status         solved, multiple, unsolvable or invalid
 * @param solution       the (first) solution found
 * @param secondSolution a second, different solution, for a puzzle that is not unique
 * @param solutions      the number of solutions, when counting was asked
 * @param exact          with counting: whether the count is exact (false: "at least")
 * @param unique         whether uniqueness was proven (absent when not checked)
 * @param guesses        guesses the search made
 * @param reason         why there is no solution, when known
 * @param error          what is wrong with invalid input, and where
 * @param warnings       remarks on a valid puzzle
 * @param variant        for a variant puzzle, its name ({@code x}, {@code killer-x}, ...)
 * @param regions        for a jigsaw, one symbol per cell naming its region
 * @param cages          for a killer, each cage's sum and cells, as a JSON puzzle gives them
 */
record SolveRecord(
        long line,
        String puzzle,
        String status,
        String solution,
        @JsonProperty("second_solution") String secondSolution,
        Long solutions,
        Boolean exact,
        Boolean unique,
        Long guesses,
        String reason,
        String error,
        List<String> warnings,
        String variant,
        String regions,
        List<VariantRecord.CageRecord> cages) {

    static SolveRecord of(Verdict v, boolean counting, boolean first) {
        SolveResult r = v.result();
        VariantRecord rules = v.input().isValid() && v.input().grid().geometry().isVariant()
                ? VariantRecord.of(v.input().grid()) : null;
        String sol = r == null || r.solutions().isEmpty() ? null : r.solutions().get(0).toLine();
        String second = r == null || r.solutions().size() < 2 ? null : r.solutions().get(1).toLine();
        return new SolveRecord(
                v.input().line(),
                v.input().text(),
                v.status().word(),
                sol,
                second,
                counting && r != null ? r.count() : null,
                counting && r != null ? r.countIsExact() : null,
                r == null || first ? null : r.count() == 1 ? Boolean.TRUE : r.count() > 1 ? Boolean.FALSE : null,
                r == null ? null : r.stats().guesses(),
                r == null ? null : r.reason(),
                v.input().error(),
                v.input().warnings().isEmpty() ? null : v.input().warnings(),
                rules == null ? null : rules.variant(),
                rules == null ? null : rules.regions(),
                rules == null ? null : rules.cages());
    }
}
