package sudoku.solve;

import java.util.Locale;
import sudoku.input.PuzzleRecord;
import sudoku.solve.internal.TeachingSolver;

/**
 * The outcome of solving one puzzle read from input: exactly one of solved, multiple,
 * unsolvable or invalid.
 *
 * @param input  the puzzle as read (with its line number, or its error when invalid)
 * @param result the search's result, or {@code null} when the input was invalid
 */
public record Verdict(PuzzleRecord input, SolveResult result) {
    /** The four outcomes. */
    public enum Status {
        /** Exactly one solution. */
        SOLVED,
        /** Two or more solutions. */
        MULTIPLE,
        /** No solution. */
        UNSOLVABLE,
        /** Not a puzzle: a bad line, or clashing clues. */
        INVALID;

        /**
         * The lower-case word used in output: {@code solved}, {@code multiple}, ...
         * @return the lower-case word used in output: {@code solved}, {@code multiple}, ...
         */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Solves a record with {@code solver} (or the best engine for its size when null), up to {@code limit}.
     * @param input the input record
     * @param limit how many solutions to look for at most
     * @param solver the engine
     * @return the verdict: the record and what the search found
     */
    public static Verdict of(PuzzleRecord input, Solver solver, long limit) {
        if (!input.isValid()) {
            return new Verdict(input, null);
        }
        Solver engine = solver != null && solver.supports(input.grid().geometry())
                ? solver : Solvers.best(input.grid().geometry());
        SolveResult result = engine.solve(input.grid(), limit);
        if (result.count() == 0 && result.reason() == null && !(engine instanceof TeachingSolver)
                && input.grid().geometry().cages().isEmpty()) {
            // fast engines do not say why; the teaching engine's propagation names the cell or unit
            String reason = new TeachingSolver().solve(input.grid(), 1).reason();
            result = new SolveResult(0, result.limit(), result.solutions(), result.stats(), reason);
        }
        return new Verdict(input, result);
    }

    /**
     * The outcome.
     * @return the outcome
     */
    public Status status() {
        if (result == null) {
            return Status.INVALID;
        }
        return result.status();
    }
}
