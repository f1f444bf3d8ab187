package sudoku.server;

import java.io.PrintStream;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * The faults of the disk under the database, told apart from faults of the program: a file made
 * read-only or immutable, a full disk, a lock held by another process, an I/O error, a file that
 * is no longer a database. Each is answered 503 naming the problem (never a crash, never a 500),
 * and logged once when it starts, at most once a minute while it lasts, and once when it ends.
 */
final class StorageFault {
    /** How long a client is asked to wait before trying a write again. */
    static final int RETRY_SECONDS = 10;
    /** At most one log line a minute about a fault that goes on. */
    static final Duration LOG_EVERY = Duration.ofMinutes(1);

    private final String file;
    private final PrintStream log;
    private final Clock clock;
    private String current;
    private Instant loggedAt;
    private long refused;

    StorageFault(String file, PrintStream log, Clock clock) {
        this.file = file;
        this.log = log;
        this.clock = clock;
    }

    /**
     * What a storage fault is, in words (e.g. "the disk is full"), or null when {@code e} is not a
     * storage fault (a mistake in a query, a broken constraint).
     */
    static String describe(SQLException e) {
        if (lostTables(e)) {
            return "it has lost its tables (emptied or overwritten in place); put the file back from a backup";
        }
        // the primary result code of SQLite is the low byte of the vendor code
        return switch (e.getErrorCode() & 0xff) {
            // the disk refuses: read-only, immutable (EPERM comes back as an I/O error) or failing
            case 3, 8, 10, 14 -> "the disk refuses it (a read-only, immutable or unwritable file, folder or"
                    + " file system, or an input/output error)";
            case 5, 6 -> "it is locked by another process";
            case 13 -> "the disk is full";
            case 11, 26 -> "it is not a valid database any more (damaged or replaced)";
            default -> null;
        };
    }

    /** Whether {@code e} says a table of the schema made on open is missing: the file was emptied under the server. */
    static boolean lostTables(SQLException e) {
        return (e.getErrorCode() & 0xff) == 1 && String.valueOf(e.getMessage()).contains("no such table");
    }

    /**
     * Notes a fault of {@code what} (e.g. "written") and returns the 503 to answer; logs the fault
     * when it is new or when the last line about it is a minute old.
     */
    synchronized ApiException refuse(String what, String reason, String detail) {
        String problem = "the database " + file + " cannot be " + what + ": " + reason;
        refused++;
        Instant now = clock.instant();
        // one fault, whether a read or a write met it
        if (!reason.equals(current)) {
            current = reason;
            loggedAt = now;
            log.println("storage: " + problem + " (" + LogSafe.escape(detail, 200)
                    + "); requests that need it answer 503 until it works again");
        } else if (Duration.between(loggedAt, now).compareTo(LOG_EVERY) >= 0) {
            loggedAt = now;
            log.println("storage: still failing: " + problem + " (" + refused + " requests refused so far)");
        }
        return new ApiException(503, problem + "; answers that do not need the database still work, try again later")
                .with("retry_after", RETRY_SECONDS);
    }

    /** Notes that a write worked; logs the end of a fault. */
    synchronized void worked() {
        if (current != null) {
            log.println("storage: the database " + file + " works again, after " + refused + " refused requests");
            current = null;
            refused = 0;
        }
    }

    /** Whether a fault is going on now. */
    synchronized boolean failing() {
        return current != null;
    }
}
