package sudoku.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Standard output as the commands print to it (picocli's own writer: the console's encoding,
 * flushed at each line end), which also takes text already encoded as UTF-8: batches format
 * their output as bytes on their worker threads, and those bytes then go out as they are
 * instead of being decoded and encoded again on the one thread that writes.
 */
final class ConsoleOut extends PrintWriter {
    private final PrintStream stream;
    private final boolean utf8;

    /** What a failed write means: the reader has gone (standard output), or an error (a file). */
    private final boolean isStdout;

    ConsoleOut(PrintStream stream, Charset charset) {
        this(stream, charset, false);
    }

    private ConsoleOut(PrintStream stream, Charset charset, boolean isStdout) {
        super(new BufferedWriter(new OutputStreamWriter(stream, charset)), true);
        this.stream = stream;
        this.utf8 = charset.equals(StandardCharsets.UTF_8);
        this.isStdout = isStdout;
    }

    /**
     * Thrown when standard output was closed by its reader (a pipe into {@code head}): the
     * command stops computing, and exits with 0 as a Unix filter does.
     */
    static final class Closed extends RuntimeException {
        Closed() {
            super("standard output was closed", null, false, false);
        }
    }

    /** Ends each line as PrintWriter does, then stops the command if no one reads the output any more. */
    @Override
    public void println() {
        super.println();
        checkOpen(stream, isStdout);
    }

    @Override
    public void flush() {
        super.flush();
        checkOpen(stream, isStdout);
    }

    private static void checkOpen(PrintStream stream, boolean isStdout) {
        if (stream.checkError()) {
            if (isStdout) {
                throw new Closed();
            }
            throw new java.io.UncheckedIOException(new java.io.IOException("the output could not be written"));
        }
    }

    /** Standard output in the encoding picocli would choose for it. */
    static ConsoleOut stdout() {
        String name = System.getProperty("sun.stdout.encoding");
        Charset charset = name == null ? Charset.defaultCharset()
                : Charset.forName("cp65001".equalsIgnoreCase(name) ? "UTF-8" : name);
        return new ConsoleOut(System.out, charset, true);
    }

    /**
     * A sink for UTF-8 text (whole characters) going to {@code out} after what was printed to it
     * before: on a UTF-8 console the bytes go out as they are, in blocks of 64 KB; any other
     * writer gets them decoded. {@link Bytes#flush()} it before printing to {@code out} again.
     */
    static Bytes bytes(PrintWriter out) {
        out.flush();
        return new Bytes(out, out instanceof ConsoleOut console && console.utf8 ? console.stream : null,
                out instanceof ConsoleOut console && console.isStdout);
    }

    /** See {@link #bytes}. */
    static final class Bytes {
        private final PrintWriter out;
        /** The console's stream, or null when the bytes are decoded for {@code out}. */
        private final PrintStream raw;
        private final byte[] buffer;
        private final boolean isStdout;
        private int filled;

        private Bytes(PrintWriter out, PrintStream raw, boolean isStdout) {
            this.out = out;
            this.raw = raw;
            this.isStdout = isStdout;
            this.buffer = raw == null ? null : new byte[1 << 16];
        }

        void write(byte[] bytes) {
            if (raw == null) {
                out.write(new String(bytes, StandardCharsets.UTF_8));
            } else if (filled + bytes.length <= buffer.length) {
                System.arraycopy(bytes, 0, buffer, filled, bytes.length);
                filled += bytes.length;
            } else {
                flush();
                raw.write(bytes, 0, bytes.length);
                checkOpen(raw, isStdout);
            }
        }

        void flush() {
            if (raw != null && filled > 0) {
                raw.write(buffer, 0, filled);
                filled = 0;
                checkOpen(raw, isStdout);
            }
            out.flush();
        }
    }
}
