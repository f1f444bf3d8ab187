package sudoku.solve.internal;

import sudoku.core.Cancellation;
import sudoku.core.Geometry;

/**
 * A search for boards of one shape, as the engines for any shape run it: the solutions it found
 * (the first two kept) and how much searching it took. One object serves one thread.
 */
public abstract class ShapeSearch {
    /** The shape this search serves. */
    protected final Geometry geometry;
    /** The first two solutions of the last search, one digit per cell. */
    private final int[][] kept = new int[2][];
    /** How many solutions of the last search are kept (at most two). */
    private int keptCount;
    /** Branching decisions of the last search. */
    protected long guesses;
    /** Branch nodes of the last search: a cell with k candidates branched on counts k - 1. */
    protected long branchNodes;
    /** Branches of the last search that ended in a contradiction. */
    protected long backtracks;

    /** A search for boards of this shape. */
    protected ShapeSearch(Geometry geometry) {
        this.geometry = geometry;
        kept[0] = new int[geometry.cellCount()];
        kept[1] = new int[geometry.cellCount()];
    }

    /**
     * Searches {@code clues} (one digit per cell, 0 for empty) for up to {@code limit} solutions,
     * polling {@code cancellation} every few hundred guesses; the first two are kept, each goes to
     * {@code sink} when not null.
     * @return the number found, at most {@code limit}
     * @throws sudoku.core.CancelledException when the cancellation triggers
     */
    public abstract long run(int[] clues, long limit, BandSearch.SolutionSink sink, Cancellation cancellation);

    /** The shape this search serves. */
    public Geometry geometry() {
        return geometry;
    }

    /** Branching decisions of the last search. */
    public long guesses() {
        return guesses;
    }

    /** Branch nodes of the last search: a cell with k candidates branched on counts k - 1. */
    public long branchNodes() {
        return branchNodes;
    }

    /** Branches of the last search that ended in a contradiction. */
    public long backtracks() {
        return backtracks;
    }

    /** How many solutions the last search kept (at most two). */
    public int keptCount() {
        return keptCount;
    }

    /** The i-th kept solution, one digit per cell; reused by the next search. */
    public int[] kept(int i) {
        return kept[i];
    }

    /** Clears the counts and the kept solutions before a search. */
    protected void startCounting() {
        guesses = 0;
        branchNodes = 0;
        backtracks = 0;
        keptCount = 0;
    }

    /** Keeps a copy of a solution when fewer than two are kept. */
    protected void keep(int[] digits) {
        if (keptCount < 2) {
            System.arraycopy(digits, 0, kept[keptCount++], 0, digits.length);
        }
    }
}
