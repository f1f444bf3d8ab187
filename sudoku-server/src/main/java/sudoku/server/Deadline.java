package sudoku.server;

import sudoku.core.Cancellation;

/**
 * The moment a long job must end by, and the {@link Cancellation} that stops the library's work
 * at that moment (or earlier, when the server gives up on the job). Jobs hand
 * {@link #cancellation()} to the logic solver, the generator and the solvers, and may poll
 * {@link #check()} between units of their own work.
 *
 * @param cancellation the token the job's library calls poll
 * @param millis       the budget it was made from, for messages
 */
public record Deadline(Cancellation cancellation, long millis) {
    /** A deadline {@code millis} from now. */
    public static Deadline in(long millis) {
        return new Deadline(Cancellation.afterMillis(millis), millis);
    }

    /** The {@link System#nanoTime()} value of the deadline. */
    public long nanos() {
        return cancellation.deadlineNanos();
    }

    /** Whether the time is up or the job was given up. */
    public boolean passed() {
        return cancellation.isCancelled();
    }

    /** @throws ApiException (503) once the time is up or the job was given up */
    public void check() {
        if (passed()) {
            throw Budget.outOfTime(millis);
        }
    }
}
