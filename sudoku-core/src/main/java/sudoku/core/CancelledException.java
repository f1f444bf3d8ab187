package sudoku.core;

/** Long work stopped by its {@link Cancellation}: the deadline passed or someone cancelled it. */
public final class CancelledException extends RuntimeException {
    private final boolean timedOut;

    /** A stop with a message saying why; {@code timedOut} when the deadline caused it. */
    public CancelledException(String message, boolean timedOut) {
        super(message, null, false, false);
        this.timedOut = timedOut;
    }

    /** Whether the deadline passed (rather than an explicit cancel). */
    public boolean timedOut() {
        return timedOut;
    }
}
