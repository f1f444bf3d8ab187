package sudoku.solve;

import java.util.List;
import sudoku.core.Grid;

/**
 * What a search found.
 *
 * @param count     solutions found, no more than the limit asked
 * @param limit     the limit the search ran with; {@code count == limit} means "at least"
 * @param solutions the first solutions found (at most two), in the order found
 * @param stats     how much searching it took
 * @param reason    for a puzzle with no solution, why, when propagation alone showed it
 *                  (e.g. {@code cell E5 has no candidate left}); otherwise {@code null}
 */
public record SolveResult(long count, long limit, List<Grid> solutions, SearchStats stats, String reason) {
    /**
     * The verdict: {@link Verdict.Status#SOLVED} (one solution; unique when the limit was at least
     * 2), {@link Verdict.Status#MULTIPLE} or {@link Verdict.Status#UNSOLVABLE}; never
     * {@link Verdict.Status#INVALID}, which only unreadable input gets.
     * @return the verdict: {@link Verdict.Status#SOLVED} (one solution; unique when the limit was at least
     *         2), {@link Verdict.Status#MULTIPLE} or {@link Verdict.Status#UNSOLVABLE}; never {@link
     *         Verdict.Status#INVALID}, which only unreadable input gets
     */
    public Verdict.Status status() {
        return count == 0 ? Verdict.Status.UNSOLVABLE : count == 1 ? Verdict.Status.SOLVED : Verdict.Status.MULTIPLE;
    }

    /**
     * Whether the search proved there is exactly one solution.
     * @return whether the search proved there is exactly one solution
     */
    public boolean isUnique() {
        return count == 1 && limit >= 2;
    }

    /**
     * Whether the count is exact (the search ended before reaching the limit).
     * @return whether the count is exact (the search ended before reaching the limit)
     */
    public boolean countIsExact() {
        return count < limit;
    }
}
