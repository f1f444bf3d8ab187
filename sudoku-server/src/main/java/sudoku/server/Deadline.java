package sudoku.server;

import sudoku.core.Cancellation;

/**
 * The moment a job must end by. Long jobs poll {@link #check()} between units of work.
 *
 * @param nanos  the {@link System#nanoTime()} value of the deadline
 * @param millis the budget it was made from, for messages
 */
public record Deadline(long nanos, long millis) {
    /** A deadline {@code millis} from now. */
    public static Deadline in(long millis) {
        return new Deadline(System.nanoTime() + millis * 1_000_000L, millis);
    }

    /**
     * The deadline as a {@link Cancellation}, for the explainer, rater, hinter, generator and
     * solvers: they stop themselves with a {@link sudoku.core.CancelledException} soon after it.
     */
    public Cancellation cancellation() {
        return Cancellation.atNanos(nanos);
    }

    /** Whether the time is up. */
    public boolean passed() {
        return System.nanoTime() - nanos > 0;
    }

    /** @throws ApiException (503) once the time is up or the job was interrupted */
    public void check() {
        if (passed() || Thread.currentThread().isInterrupted()) {
            throw Budget.outOfTime(millis);
        }
    }
}
