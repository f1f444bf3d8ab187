package sudoku.solve;

/**
 * How much work a search did.
 *
 * @param guesses      branching decisions: each alternative tried at a branch point, such as a
 *                     value at a cell with two or more candidates (a puzzle propagation solves
 *                     alone has none)
 * @param backtracks   guesses that ended in a contradiction
 * @param branchNodes  the size of the search tree: a branch point with k alternatives counts
 *                     k - 1, so a binary branch counts once, whether or not its second
 *                     alternative had to be tried. Comparable across engines that branch in
 *                     different ways (tdoku's guess counter counts the same thing).
 */
public record SearchStats(long guesses, long backtracks, long branchNodes) {
    /** No search at all. */
    public static final SearchStats NONE = new SearchStats(0, 0, 0);

    /**
     * Stats of an engine that does not count its tree: branch nodes are taken as the guesses.
     * @param guesses the number of guesses
     * @param backtracks the number of dead ends backed out of
     */
    public SearchStats(long guesses, long backtracks) {
        this(guesses, backtracks, guesses);
    }

    /**
     * Whether propagation alone did all the work.
     * @return whether propagation alone did all the work
     */
    public boolean solvedWithoutGuessing() {
        return guesses == 0;
    }
}
