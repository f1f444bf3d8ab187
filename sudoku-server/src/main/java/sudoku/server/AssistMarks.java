package sudoku.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The marks of help on challenges: a challenge played with help is marked assisted for good. A
 * mark the disk refuses (a storage fault) is kept here and written with the next submission, so
 * help is never refused for want of the database and never forgotten while the server runs.
 */
final class AssistMarks {
    /** How many challenges of one client help is looked up in: its most recent open ones. */
    static final int OPEN_CHALLENGES = 32;
    /** The most marks kept waiting for the disk; the oldest are dropped first beyond it. */
    static final int MAX_PENDING = 10_000;

    private final DatabaseFile db;
    private final Set<String> pending = Collections.synchronizedSet(Collections.newSetFromMap(
            new LinkedHashMap<>() {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                    return size() > MAX_PENDING;
                }
            }));

    AssistMarks(DatabaseFile db) {
        this.db = db;
    }

    /** Marks the challenge {@code id} assisted in the transaction of {@code c}; false when there is none. */
    static boolean mark(Connection c, String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE challenge SET assisted = 1 WHERE id = ?")) {
            p.setString(1, id);
            return p.executeUpdate() > 0;
        }
    }

    /** Marks the challenge {@code id}; false when there is none; true, and kept, when the disk refuses. */
    boolean mark(String id) {
        try {
            return db.write(c -> mark(c, id));
        } catch (ApiException storageFault) {
            pending.add(id);
            return true;
        }
    }

    /**
     * Marks every open challenge (not solved, not yet assisted) of the client {@code clientKey}
     * whose solution {@code helped} accepts; returns how many. Reads first, and writes only when
     * one matches; when the database cannot be read none is found.
     */
    int markOpen(String clientKey, Predicate<String> helped) {
        List<String> ids;
        try {
            ids = db.read(c -> {
                List<String> out = new ArrayList<>();
                try (PreparedStatement p = c.prepareStatement("SELECT c.id, p.solution FROM challenge c"
                        + " JOIN puzzle p ON p.puzzle = c.puzzle WHERE c.client = ? AND c.solved_at IS NULL"
                        + " AND c.assisted = 0 ORDER BY c.served_at DESC LIMIT " + OPEN_CHALLENGES)) {
                    p.setString(1, clientKey);
                    try (ResultSet r = p.executeQuery()) {
                        while (r.next()) {
                            if (helped.test(r.getString(2))) {
                                out.add(r.getString(1));
                            }
                        }
                    }
                }
                return out;
            });
        } catch (ApiException storageFault) {
            return 0;
        }
        ids.forEach(this::mark);
        return ids.size();
    }

    /** Whether a mark of {@code id} waits for the disk. */
    boolean pending(String id) {
        return pending.contains(id);
    }

    /** The marks waiting for the disk, to be written with the next submission. */
    List<String> pending() {
        synchronized (pending) {
            return List.copyOf(pending);
        }
    }

    /** The marks {@code written} are on disk now. */
    void written(List<String> written) {
        written.forEach(pending::remove);
    }
}
