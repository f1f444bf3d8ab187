package sudoku.server;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;

/**
 * The SQLite file under the store, kept usable through the faults of its disk. It opens the file
 * with no memory mapping at all and a rollback journal kept between writes (journal mode
 * TRUNCATE): SQLite's write-ahead log maps a shared-memory file, and a write to that mapping
 * once the file is immutable, truncated or out of space kills the process with SIGBUS. Without a
 * mapping a fault is an error code, answered 503 by {@link StorageFault}; after one the
 * connection is opened afresh on the next request, so the store recovers by itself. Before each
 * write it checks that the path still names the file it opened: a deleted file is put back from
 * the open copy, and a file replaced by another is used only after the open copy is kept beside
 * it, so nothing acknowledged is written where it would be lost.
 */
final class DatabaseFile implements AutoCloseable {
    /** Work on the open connection. */
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /** How long a write waits for a lock held by another process before it is refused. */
    static final int BUSY_MILLIS = 2000;

    private final Path path;
    private final StorageFault fault;
    private final PrintStream log;
    private DatabaseLock lock;
    private Connection connection;
    private Object fileKey;

    private DatabaseFile(Path path, DatabaseLock lock, PrintStream log, Clock clock) {
        this.path = path;
        this.lock = lock;
        this.log = log;
        this.fault = new StorageFault(path.toString(), log, clock);
    }

    /**
     * Takes the database's lock, opens (creating when absent) the file at {@code path} and runs
     * {@code schema} on it.
     * @throws IOException when another server uses it, or it cannot be opened or set up
     */
    static DatabaseFile open(Path path, PrintStream log, Clock clock, Work<Void> schema) throws IOException {
        Path file = path.toAbsolutePath();
        Path parent = file.getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        DatabaseLock lock = DatabaseLock.take(file);
        DatabaseFile db = new DatabaseFile(file, lock, log, clock);
        try {
            db.connect(true);
            schema.run(db.connection);
        } catch (SQLException | IOException e) {
            db.close();
            throw new IOException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
        return db;
    }

    /**
     * Opens the connection; once the server runs ({@code create} false) never on a missing file,
     * which SQLite would make anew and empty.
     */
    private void connect(boolean create) throws SQLException, IOException {
        if (!create && !Files.exists(path)) {
            throw new IOException("the file is missing; put it back (from a backup) where it was");
        }
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + path);
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA mmap_size=0");
            s.execute("PRAGMA busy_timeout=" + BUSY_MILLIS);
            s.execute("PRAGMA journal_mode=TRUNCATE");
            s.execute("PRAGMA synchronous=FULL");
            fileKey = key();
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        connection = c;
    }

    /** The identity (device and inode) of the file at the path now, or null when there is none. */
    private Object key() {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return fileKey;
        }
    }

    /** Runs {@code work} reading the database; a 503 naming the fault when the disk fails it. */
    synchronized <T> T read(Work<T> work) {
        return run("read", work, false);
    }

    /** Runs {@code work} as one committed transaction; a 503 naming the fault when the disk fails it. */
    synchronized <T> T write(Work<T> work) {
        return run("written", work, true);
    }

    private <T> T run(String what, Work<T> work, boolean write) {
        try {
            T out;
            try {
                out = attempt(work, write);
            } catch (SQLException e) {
                if (!reopen(e)) {
                    throw e;
                }
                // opened read-only while the file could not be written, or on another file: once more, afresh
                closeConnection();
                out = attempt(work, write);
            }
            if (write) {
                fault.worked();
            }
            return out;
        } catch (SQLException e) {
            String reason = StorageFault.describe(e);
            if (reason == null) {
                throw new IllegalStateException("database query failed: " + e.getMessage(), e);
            }
            if (reopen(e)) {
                closeConnection();
            }
            throw fault.refuse(what, reason, e.getMessage());
        } catch (IOException e) {
            throw fault.refuse(what, "its file was deleted or replaced and could not be put right ("
                    + e.getMessage() + ")", e.toString());
        }
    }

    private <T> T attempt(Work<T> work, boolean write) throws SQLException, IOException {
        if (connection == null) {
            connect(false);
        }
        if (!write) {
            return work.run(connection);
        }
        checkFile();
        connection.setAutoCommit(false);
        try {
            T out = work.run(connection);
            connection.commit();
            return out;
        } finally {
            rollbackQuietly();
        }
    }

    /**
     * Whether the connection must be opened afresh after {@code e}: one opened read-only (the file
     * was not writable then) or on a file that is no longer a database. Any other fault (a full
     * disk, an I/O error, a lock) passes on the same connection, which keeps the open file, so a
     * file deleted or replaced meanwhile is still noticed and nothing is lost with it.
     */
    private static boolean reopen(SQLException e) {
        int code = e.getErrorCode() & 0xff;
        return code == 8 || code == 14 || code == 11 || code == 26 || StorageFault.lostTables(e);
    }

    private void rollbackQuietly() {
        try {
            if (!connection.getAutoCommit()) {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            closeConnection();
        }
    }

    /** Puts a deleted file back, or keeps the open copy of a replaced one, before anything is written. */
    private void checkFile() throws IOException, SQLException {
        Object now = key();
        if (now != null && now.equals(fileKey)) {
            return;
        }
        if (now == null) {
            // deleted while open: the open connection still reads every page, so it is written back
            copyTo(path, "put back");
            log.println("storage: the database " + path + " was deleted while in use; put it back from the open copy");
        } else {
            Path kept = path.resolveSibling(path.getFileName() + ".kept-" + System.currentTimeMillis());
            copyTo(kept, "kept");
            log.println("storage: the database " + path + " was replaced by another file while in use; the data this"
                    + " server had is kept in " + kept + ", and the new file is used from now on");
        }
        closeConnection();
        if (!lock.inPlace()) {
            lock.close();
            lock = DatabaseLock.take(path);
        }
        connect(false);
    }

    /** Writes the open database into {@code target} (through a temporary file, so no half copy ever has its name). */
    private void copyTo(Path target, String verb) throws IOException, SQLException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        Files.deleteIfExists(tmp);
        try (Statement s = connection.createStatement()) {
            s.execute("VACUUM INTO '" + tmp.toString().replace("'", "''") + "'");
        }
        try {
            Files.move(tmp, target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw new IOException("the copy to be " + verb + " could not be moved to " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * Runs a trivial query; a 503 naming the fault when the database cannot be read.
     * @throws ApiException 503 when it cannot
     */
    synchronized void checkReadable() {
        read(c -> {
            try (Statement s = c.createStatement(); var r = s.executeQuery("SELECT count(*) FROM sqlite_master")) {
                return r.next();
            }
        });
    }

    /** Whether a storage fault is going on (the last request that used the database met one). */
    boolean failing() {
        return fault.failing();
    }

    private void closeConnection() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // closing after a fault: the fault is the one reported
            }
            connection = null;
        }
    }

    /**
     * Closes the database once the requests in flight are done. There is no write-ahead log to
     * checkpoint: with the rollback journal every answered write is already in the database file
     * ({@code synchronous=FULL}). What SQLite asks of a long-running program before it closes a
     * connection is done: {@code PRAGMA optimize}, which refreshes the query planner's statistics.
     */
    @Override
    public synchronized void close() {
        if (connection != null && !fault.failing()) {
            try (Statement s = connection.createStatement()) {
                s.execute("PRAGMA optimize");
            } catch (SQLException ignored) {
                // closing: a fault now loses nothing, every answered write is in the file
            }
        }
        closeConnection();
        lock.close();
    }
}
