package sudoku.core;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A way to stop long work from outside: a deadline, a cancel call, or both. Long work (the
 * logic solver's technique loop, chain and forcing searches, the rater, the generator,
 * solution counting on large boards) polls {@link #check()} between small units of work and
 * stops with a {@link CancelledException} soon after the deadline passes or {@link #cancel()}
 * is called, from any thread. {@link #NONE} never stops anything and costs nothing to poll.
 *
 * <pre>{@code
 * Cancellation c = Cancellation.after(Duration.ofSeconds(2));
 * try {
 *     Explanation e = new Explainer().explain(puzzle, c);
 * } catch (CancelledException e) {
 *     // out of time: e.getMessage() says so
 * }
 * }</pre>
 */
public final class Cancellation {
    /** Never cancelled, no deadline. */
    public static final Cancellation NONE = new Cancellation(Long.MAX_VALUE, 0, false);

    private final long deadlineNanos;
    private final long budgetMillis;
    private final boolean hasDeadline;
    private final AtomicBoolean cancelled;
    /** The checks {@link #check()} may still pass; negative when only time and cancel count. */
    private long checksLeft = -1;

    private Cancellation(long deadlineNanos, long budgetMillis, boolean hasDeadline) {
        this(deadlineNanos, budgetMillis, hasDeadline, new AtomicBoolean());
    }

    private Cancellation(long deadlineNanos, long budgetMillis, boolean hasDeadline, AtomicBoolean cancelled) {
        this.deadlineNanos = deadlineNanos;
        this.budgetMillis = budgetMillis;
        this.hasDeadline = hasDeadline;
        this.cancelled = cancelled;
    }

    /**
     * A cancellation that only {@link #cancel()} triggers.
     * @return a cancellation that only {@link #cancel()} triggers
     */
    public static Cancellation manual() {
        return new Cancellation(Long.MAX_VALUE, 0, false);
    }

    /**
     * A cancellation that triggers {@code budget} from now (or earlier, by {@link #cancel()}).
     * @param budget the time allowed from now
     * @return a cancellation that triggers {@code budget} from now (or earlier, by {@link #cancel()})
     */
    public static Cancellation after(Duration budget) {
        long millis = Math.max(0, budget.toMillis());
        return new Cancellation(System.nanoTime() + budget.toNanos(), millis, true);
    }

    /**
     * A cancellation that triggers when {@link System#nanoTime()} reaches {@code deadlineNanos}
     * (for code that already keeps a deadline that way); its budget is the time left now.
     * @param deadlineNanos the deadline, on the clock of System.nanoTime()
     * @return a cancellation that triggers when {@link System#nanoTime()} reaches {@code deadlineNanos} (for
     *         code that already keeps a deadline that way); its budget is the time left now
     */
    public static Cancellation atNanos(long deadlineNanos) {
        long left = deadlineNanos - System.nanoTime();
        return new Cancellation(deadlineNanos, Math.max(0, left / 1_000_000), true);
    }

    /**
     * A cancellation that triggers {@code millis} milliseconds from now.
     * @param millis the time allowed, in milliseconds
     * @return a cancellation that triggers {@code millis} milliseconds from now
     */
    public static Cancellation afterMillis(long millis) {
        return after(Duration.ofMillis(millis));
    }

    /**
     * A bound on work rather than time: a cancellation that triggers as this one does (same
     * deadline, and a {@link #cancel()} of either stops both) and also at the check after
     * {@code checks} checks have passed, with a {@link CancelledException} whose
     * {@link CancelledException#workBudgetSpent()} is true. The engines check every few hundred
     * guesses, so the same search stops at the same point on every run, however fast the machine:
     * a generator can give up on a candidate that is too costly to prove and stay reproducible.
     * Its check count is for one thread.
     * @param checks how many checks may pass before the clock is read
     * @return a bound on work rather than time: a cancellation that triggers as this one does (same deadline,
     *         and a {@link #cancel()} of either stops both) and also at the check after {@code checks} checks
     *         have passed, with a {@link CancelledException} whose {@link
     *         CancelledException#workBudgetSpent()} is true
     */
    public Cancellation withCheckBudget(long checks) {
        if (checks < 0) {
            throw new IllegalArgumentException("a check budget cannot be negative: " + checks);
        }
        // NONE's flag is never set: a child of it gets its own, so cancelling the child stops only the child
        Cancellation bounded = new Cancellation(deadlineNanos, budgetMillis, hasDeadline,
                this == NONE ? new AtomicBoolean() : cancelled);
        bounded.checksLeft = checks;
        return bounded;
    }

    /** Stops the work at its next check. Safe from any thread; {@link #NONE} ignores it. */
    public void cancel() {
        if (this != NONE) {
            cancelled.set(true);
        }
    }

    /**
     * Whether the work should stop now: cancelled, the deadline has passed, or the check budget is spent.
     * @return whether the work should stop now: cancelled, the deadline has passed, or the check budget is
     *         spent
     */
    public boolean isCancelled() {
        return cancelled.get() || (hasDeadline && System.nanoTime() - deadlineNanos >= 0) || checksLeft == 0;
    }

    /**
     * Returns when the work may go on.
     * @throws CancelledException when it should stop
     */
    public void check() {
        if (this == NONE) {
            return;
        }
        if (cancelled.get()) {
            throw new CancelledException("cancelled", false);
        }
        if (hasDeadline && System.nanoTime() - deadlineNanos >= 0) {
            throw new CancelledException("ran out of its time budget of " + budgetMillis + " ms", true);
        }
        if (checksLeft == 0) {
            throw CancelledException.workBudget();
        }
        if (checksLeft > 0) {
            checksLeft--;
        }
    }

    /**
     * Whether a deadline was set.
     * @return whether a deadline was set
     */
    public boolean hasDeadline() {
        return hasDeadline;
    }

    /**
     * The {@link System#nanoTime()} value of the deadline ({@code Long.MAX_VALUE} when none).
     * @return the {@link System#nanoTime()} value of the deadline ({@code Long.MAX_VALUE} when none)
     */
    public long deadlineNanos() {
        return deadlineNanos;
    }

    /**
     * The budget the deadline was set from, in milliseconds (0 when none).
     * @return the budget the deadline was set from, in milliseconds (0 when none)
     */
    public long budgetMillis() {
        return budgetMillis;
    }
}
