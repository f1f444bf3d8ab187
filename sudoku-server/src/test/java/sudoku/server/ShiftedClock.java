package sudoku.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The system's UTC clock moved forward by {@link #advance}: a player who took a minute, without the wait. */
final class ShiftedClock extends Clock {
    private volatile Duration shift = Duration.ZERO;

    /** Moves this clock forward by {@code by}. */
    void advance(Duration by) {
        shift = shift.plus(by);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(shift);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        if (!zone.equals(ZoneOffset.UTC)) {
            throw new UnsupportedOperationException("this clock keeps UTC only");
        }
        return this;
    }
}
