package sudoku.logic.internal;

import sudoku.logic.Step;

/** Receives the steps a {@link StepFinder} finds. */
@FunctionalInterface
public interface StepSink {
    /** Takes one step; returns true to be offered more, false to stop the search. */
    boolean accept(Step step);
}
