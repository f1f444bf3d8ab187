package sudoku.core;


/**
 * Long work stopped by its {@link Cancellation}: the deadline passed, someone cancelled it, or
 * it spent its {@linkplain Cancellation#withCheckBudget check budget}.
 */
public final class CancelledException extends RuntimeException {
    /** Whether the deadline caused the stop. */
    private final boolean timedOut;
    /** Whether the check budget caused the stop. */
    private final boolean workBudgetSpent;

    /**
     * A stop with a message saying why.
     * @param message  why the work stopped
     * @param timedOut whether the deadline caused it
     */
    public CancelledException(String message, boolean timedOut) {
        this(message, timedOut, false);
    }

    private CancelledException(String message, boolean timedOut, boolean workBudgetSpent) {
        super(message, null, false, false);
        this.timedOut = timedOut;
        this.workBudgetSpent = workBudgetSpent;
    }

    /**
     * The stop of work that spent its check budget.
     * @return the exception to throw
     */
    public static CancelledException workBudget() {
        return new CancelledException("ran past its work budget", false, true);
    }

    /**
     * Whether the work spent its {@linkplain Cancellation#withCheckBudget check budget}.
     * @return true when the check budget stopped it
     */
    public boolean workBudgetSpent() {
        return workBudgetSpent;
    }

    /**
     * Whether the deadline passed (rather than an explicit cancel).
     * @return true when the deadline stopped it
     */
    public boolean timedOut() {
        return timedOut;
    }
}
