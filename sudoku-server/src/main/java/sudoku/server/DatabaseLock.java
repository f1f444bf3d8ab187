package sudoku.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One server per database: an operating-system lock on {@code <database>.lock}, a file that
 * holds the process id of the server using the database. The lock goes with the process, so a
 * killed server never leaves the database locked; the pid is only there to name the other
 * server in the refusal. SQLite's own locks are not used for this: they are taken per
 * transaction, and a second server would start and write beside the first.
 */
final class DatabaseLock implements AutoCloseable {
    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private DatabaseLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of the database at {@code db}. */
    static Path fileOf(Path db) {
        return db.resolveSibling(db.getFileName() + ".lock");
    }

    /**
     * Takes the lock of the database at {@code db} and writes this process's id into it.
     * @throws IOException naming the database, the lock file and the other server's pid when
     *     another server holds it, or what went wrong with the lock file
     */
    static DatabaseLock take(Path db) throws IOException {
        Path file = fileOf(db.toAbsolutePath());
        // a lock is the process's: closing any channel of the file in this process would drop it,
        // so a second server in this process is refused before the file is even opened
        if (!HELD.add(file)) {
            throw inUse(db, file, ProcessHandle.current().pid() + " (this process)");
        }
        try {
            return take(db, file);
        } catch (IOException | RuntimeException e) {
            HELD.remove(file);
            throw e;
        }
    }

    /** The lock files held by this process. */
    private static final java.util.Set<Path> HELD = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private static IOException inUse(Path db, Path file, String process) {
        return new IOException("the database " + db.toAbsolutePath() + " is in use by another server ("
                + (process.isEmpty() ? "its process id is unknown" : "process " + process) + ", lock file " + file
                + "); stop that server or give this one another --db");
    }

    private static DatabaseLock take(Path db, Path file) throws IOException {
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw cannotOpen(db, file, e);
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        } catch (IOException e) {
            channel.close();
            throw new IOException("cannot lock " + file + ": " + e.getMessage(), e);
        }
        if (lock == null) {
            String other = owner(channel);
            channel.close();
            throw inUse(db, file, other);
        }
        try {
            channel.truncate(0);
            channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)), 0);
            channel.force(true);
        } catch (IOException e) {
            // the lock holds without the pid: the pid only names this server to a second one
        }
        return new DatabaseLock(file, channel, lock);
    }

    /**
     * The lock file cannot be opened for writing (an unwritable or immutable file or folder): the
     * refusal says whether another server holds it, which a shared lock on a read-only channel tells.
     */
    private static IOException cannotOpen(Path db, Path file, IOException e) {
        String why = e.getMessage();
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            why = fs.getReason();
        }
        if (Files.exists(file)) {
            try (FileChannel read = FileChannel.open(file, StandardOpenOption.READ)) {
                if (read.tryLock(0, Long.MAX_VALUE, true) == null) {
                    return inUse(db, file, owner(read));
                }
            } catch (IOException | OverlappingFileLockException ignored) {
                // cannot tell: the refusal below names the file and the reason
            }
        }
        return new IOException("cannot lock the database " + db.toAbsolutePath() + ": its lock file " + file
                + " cannot be written (" + why + ")", e);
    }

    /** The process id written in the lock file, or "" when it cannot be read. */
    private static String owner(FileChannel channel) {
        try {
            ByteBuffer b = ByteBuffer.allocate(32);
            channel.read(b, 0);
            String text = new String(b.array(), 0, b.position(), StandardCharsets.US_ASCII).strip();
            return text.matches("\\d{1,19}") ? text : "";
        } catch (IOException e) {
            return "";
        }
    }

    /** True while the lock file still exists where it was taken (deleting it does not free the lock, only its name). */
    boolean inPlace() {
        return Files.exists(file);
    }

    /** Releases the lock and removes the lock file. */
    @Override
    public void close() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a lock file left behind holds no lock: the next server takes it
        }
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // closing the channel releases the lock in any case
        }
        HELD.remove(file);
    }
}
