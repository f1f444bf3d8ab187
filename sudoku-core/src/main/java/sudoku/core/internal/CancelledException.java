package sudoku.core.internal;

import sudoku.core.Cancellation;

/**
 * Long work stopped by its {@link Cancellation}: the deadline passed, someone cancelled it, or
 * it spent its {@linkplain Cancellation#withCheckBudget check budget}.
 */
public final class CancelledException extends RuntimeException {
    private final boolean timedOut;
    private final boolean workBudgetSpent;

    /** A stop with a message saying why; {@code timedOut} when the deadline caused it. */
    public CancelledException(String message, boolean timedOut) {
        this(message, timedOut, false);
    }

    private CancelledException(String message, boolean timedOut, boolean workBudgetSpent) {
        super(message, null, false, false);
        this.timedOut = timedOut;
        this.workBudgetSpent = workBudgetSpent;
    }

    /** The stop of work that spent its check budget. */
    public static CancelledException workBudget() {
        return new CancelledException("ran past its work budget", false, true);
    }

    /** Whether the work spent its {@linkplain Cancellation#withCheckBudget check budget}. */
    public boolean workBudgetSpent() {
        return workBudgetSpent;
    }

    /** Whether the deadline passed (rather than an explicit cancel). */
    public boolean timedOut() {
        return timedOut;
    }
}
