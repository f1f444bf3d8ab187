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

    ConsoleOut(PrintStream stream, Charset charset) {
        super(new BufferedWriter(new OutputStreamWriter(stream, charset)), true);
        this.stream = stream;
        this.utf8 = charset.equals(StandardCharsets.UTF_8);
    }

    /** Standard output in the encoding picocli would choose for it. */
    static ConsoleOut stdout() {
        String name = System.getProperty("sun.stdout.encoding");
        Charset charset = name == null ? Charset.defaultCharset()
                : Charset.forName("cp65001".equalsIgnoreCase(name) ? "UTF-8" : name);
        return new ConsoleOut(System.out, charset);
    }

    /**
     * A sink for UTF-8 text (whole characters) going to {@code out} after what was printed to it
     * before: on a UTF-8 console the bytes go out as they are, in blocks of 64 KB; any other
     * writer gets them decoded. {@link Bytes#flush()} it before printing to {@code out} again.
     */
    static Bytes bytes(PrintWriter out) {
        out.flush();
        return new Bytes(out, out instanceof ConsoleOut console && console.utf8 ? console.stream : null);
    }

    /** See {@link #bytes}. */
    static final class Bytes {
        private final PrintWriter out;
        /** The console's stream, or null when the bytes are decoded for {@code out}. */
        private final PrintStream raw;
        private final byte[] buffer;
        private int filled;

        private Bytes(PrintWriter out, PrintStream raw) {
            this.out = out;
            this.raw = raw;
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
            }
        }

        void flush() {
            if (raw != null && filled > 0) {
                raw.write(buffer, 0, filled);
                filled = 0;
            }
            out.flush();
        }
    }
}
