package sudoku.server;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Reads a request body of at most {@code max} bytes without ever blocking a thread: what has
 * already arrived (usually all of a small JSON body) is read at once on the calling thread; the
 * rest is read as it arrives, and a deadline ends the wait for a slow client. Exactly one of the
 * two outcomes is delivered: the bytes, or the refusal (413 too large, 408 too slow, 400 broken).
 */
final class BodyReader {
    private final Request request;
    private final int max;
    private final Consumer<byte[]> done;
    private final Consumer<ApiException> refused;
    private final Runnable onThread;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final AtomicBoolean finished = new AtomicBoolean();
    private volatile Scheduler.Task timeout;

    private BodyReader(Request request, int max, Consumer<byte[]> done, Consumer<ApiException> refused) {
        this.request = request;
        this.max = max;
        this.done = done;
        this.refused = refused;
        this.onThread = this::readAsync;
    }

    /**
     * Starts reading. {@code done} and {@code refused} run on the calling thread when the body
     * had already arrived, else on a pool thread (where they may block).
     */
    static void read(Request request, int max, long millis, Consumer<byte[]> done, Consumer<ApiException> refused) {
        BodyReader r = new BodyReader(request, max, done, refused);
        if (r.drain()) {
            return;
        }
        r.timeout = request.getComponents().getScheduler().schedule(() -> r.finish(null,
                new ApiException(408, "the request body took longer than " + millis + " ms to arrive")),
                millis, TimeUnit.MILLISECONDS);
        request.demand(r.onThread);
    }

    /** Reads what is there; true when finished (either way), false when more must be awaited. */
    private boolean drain() {
        while (true) {
            Content.Chunk chunk = request.read();
            if (chunk == null) {
                return false;
            }
            if (Content.Chunk.isFailure(chunk)) {
                // Jetty's minimum data rate and its idle timeout (short under pressure) fail a slow body
                boolean slow = chunk.getFailure() instanceof TimeoutException;
                finish(null, slow ? new ApiException(408, "the request body arrived too slowly")
                        : new ApiException(400, "the request body could not be read"));
                return true;
            }
            ByteBuffer b = chunk.getByteBuffer();
            int n = b.remaining();
            if (bytes.size() + n > max) {
                chunk.release();
                finish(null, new ApiException(413, "the request body is larger than " + max + " bytes")
                        .with("limit", max));
                return true;
            }
            byte[] part = new byte[n];
            b.get(part);
            bytes.write(part, 0, n);
            boolean last = chunk.isLast();
            chunk.release();
            if (last) {
                finish(bytes.toByteArray(), null);
                return true;
            }
        }
    }

    private void readAsync() {
        if (finished.get()) {
            return;
        }
        if (!drain()) {
            request.demand(onThread);
        }
    }

    private void finish(byte[] body, ApiException error) {
        if (!finished.compareAndSet(false, true)) {
            return;
        }
        Scheduler.Task t = timeout;
        if (t != null) {
            t.cancel();
        }
        Runnable deliver = () -> {
            if (error == null) {
                done.accept(body);
            } else {
                refused.accept(error);
            }
        };
        if (t == null) {
            // still on the handling thread: go on here
            deliver.run();
        } else {
            // on an I/O or timer thread: hand over to a pool thread, which may block
            request.getComponents().getThreadPool().execute(deliver);
        }
    }
}
