package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * {@code sudoku rate} reads standard input as a stream: the rating of the first line is written
 * while the input is still open, and the second line, written only after that, is rated after it.
 * A command that read its whole input first would never print before the input is closed, and
 * the test would fail waiting.
 */
class RateStreamingTest {
    private static final String FIRST = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private static final String SECOND = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @ParameterizedTest(name = "--format {0}")
    @CsvSource({"text, ''", "jsonl, ''", "serate, ' ED=2.0/1.2/1.2'"})
    void theFirstLineIsRatedBeforeTheInputIsClosed(String format, String figures) throws Exception {
        synchronized (Cli.class) {
            InputStream saved = System.in;
            PipedOutputStream feed = new PipedOutputStream();
            LineCounter out = new LineCounter();
            StringWriter err = new StringWriter();
            try {
                System.setIn(new PipedInputStream(feed, 1 << 16));
                CommandLine cl = SudokuCommand.commandLine();
                cl.setOut(new PrintWriter(out, true));
                cl.setErr(new PrintWriter(err, true));
                CompletableFuture<Integer> run = CompletableFuture.supplyAsync(
                        () -> cl.execute("rate", "--format", format, "--threads", "2", "-f", "-"));
                write(feed, FIRST + figures + "\n");

                // a guard against a hang, not a measure of speed: the line comes long before
                assertThat(out.first.await(5, TimeUnit.MINUTES))
                        .as("the first rating is written while the input is open; err: %s", err).isTrue();
                assertThat(run).as("the command still waits for more input").isNotDone();
                String first = out.text();
                assertThat(first.lines()).hasSize(1);
                assertThat(first).contains(format.equals("jsonl") ? "\"line\":1" : format.equals("serate") ? FIRST : "line 1:");

                write(feed, SECOND + figures + "\n");
                feed.close();
                assertThat(run.get(5, TimeUnit.MINUTES)).as("exit code; err: %s", err).isZero();
                assertThat(out.text().lines()).hasSize(2).first().isEqualTo(first.strip());
                assertThat(out.text().lines().skip(1).findFirst().orElseThrow())
                        .contains(format.equals("jsonl") ? "\"line\":2" : format.equals("serate") ? SECOND : "line 2:");
            } finally {
                System.setIn(saved);
            }
        }
    }

    private static void write(OutputStream feed, String text) throws Exception {
        feed.write(text.getBytes(StandardCharsets.UTF_8));
        feed.flush();
    }

    /** Standard output that says when its first line is complete. */
    private static final class LineCounter extends Writer {
        final CountDownLatch first = new CountDownLatch(1);
        private final StringBuilder text = new StringBuilder();

        @Override
        public synchronized void write(char[] buf, int off, int len) {
            text.append(buf, off, len);
            if (text.indexOf("\n") >= 0) {
                first.countDown();
            }
        }

        synchronized String text() {
            return text.toString();
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
