package sudoku.server;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waiting on an event that happens on another thread (a job started, a connection closed, a
 * file written): the condition is polled every millisecond until it holds, and the wait fails
 * with what it waited for after a deadline generous for a loaded machine. Never a fixed pause.
 */
final class Await {
    /** The longest wait, on a machine busy with other work. */
    static final long DEADLINE_SECONDS = 20;

    private Await() {
    }

    /**
     * Returns as soon as {@code condition} holds.
     * @throws AssertionError naming {@code what} when it does not within {@link #DEADLINE_SECONDS}
     */
    static void until(String what, BooleanSupplier condition) {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - until > 0) {
                throw new AssertionError("waited " + DEADLINE_SECONDS + " s for: " + what);
            }
            LockSupport.parkNanos(1_000_000);
        }
    }
}
