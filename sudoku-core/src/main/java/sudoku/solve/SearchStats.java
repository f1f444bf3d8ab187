package sudoku.solve;

/**
 * How much work a search did.
 *
 * @param guesses     branching decisions: each value tried at a cell with two or more candidates
 *                    (a puzzle propagation solves alone has none)
 * @param backtracks  guesses that ended in a contradiction
 */
public record SearchStats(long guesses, long backtracks) {
    /** No search at all. */
    public static final SearchStats NONE = new SearchStats(0, 0);

    /** Whether propagation alone did all the work. */
    public boolean solvedWithoutGuessing() {
        return guesses == 0;
    }
}
