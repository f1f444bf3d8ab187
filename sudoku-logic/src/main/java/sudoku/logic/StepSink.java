package sudoku.logic;

/** Receives the steps a {@link StepFinder} finds. */
@FunctionalInterface
public interface StepSink {
    /** Takes one step; returns true to be offered more, false to stop the search. */
    boolean accept(Step step);

    /**
     * Whether the sink keeps only the easiest of the steps it is offered: a finder may then leave
     * out a step it can tell is harder than {@link #ceiling()} or than another step it offers,
     * without working it out (a long chain, whose length is costly to count). Every step that may
     * be the easiest must still be offered.
     */
    default boolean easiestOnly() {
        return false;
    }

    /** With {@link #easiestOnly()}, the difficulty of the easiest step the sink holds (none: the largest value). */
    default double ceiling() {
        return Double.MAX_VALUE;
    }
}
