package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A storage fault is logged when it starts, at most once a minute while it lasts, and when it ends. */
class StorageFaultLogTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ShiftedClock clock = new ShiftedClock();
    private final StorageFault fault = new StorageFault("/srv/sudoku.db", new PrintStream(out, true,
            StandardCharsets.UTF_8), clock);

    private long lines(String containing) {
        return out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains(containing)).count();
    }

    @Test
    void onceWhenItStartsOnceAMinuteWhileItLastsOnceWhenItEnds() {
        for (int i = 0; i < 50; i++) {
            ApiException e = fault.refuse("written", "the disk is full", "SQLITE_FULL");
            assertThat(e.status()).isEqualTo(503);
            assertThat(e.getMessage()).contains("/srv/sudoku.db", "cannot be written", "the disk is full");
            clock.advance(Duration.ofSeconds(1));
        }
        // 50 refusals over 50 s: the first line only
        assertThat(lines("storage:")).isEqualTo(1);
        clock.advance(Duration.ofSeconds(10));
        fault.refuse("read", "the disk is full", "SQLITE_FULL");
        assertThat(lines("still failing")).isEqualTo(1);
        assertThat(lines("51 requests refused")).isEqualTo(1);
        assertThat(fault.failing()).isTrue();
        fault.worked();
        fault.worked();
        assertThat(lines("works again, after 51 refused requests")).isEqualTo(1);
        assertThat(fault.failing()).isFalse();
        assertThat(lines("storage:")).isEqualTo(3);
    }

    @Test
    void anotherFaultIsLoggedAtOnce() {
        fault.refuse("written", "the disk is full", "SQLITE_FULL");
        fault.refuse("written", "it is locked by another process", "SQLITE_BUSY");
        assertThat(lines("cannot be written")).isEqualTo(2);
    }

    @ParameterizedTest
    @CsvSource({"8,the disk refuses", "10,the disk refuses", "266,the disk refuses", "13,the disk is full",
            "5,locked by another process", "26,not a valid database", "11,not a valid database"})
    void sqliteResultCodesAreNamed(int code, String words) {
        assertThat(StorageFault.describe(new SQLException("x", null, code))).contains(words);
    }

    @Test
    void mistakesInQueriesAreNotStorageFaults() {
        assertThat(StorageFault.describe(new SQLException("near \"SELEC\": syntax error", null, 1))).isNull();
        assertThat(StorageFault.describe(new SQLException("UNIQUE constraint failed", null, 19))).isNull();
        assertThat(StorageFault.describe(new SQLException("no such table: daily", null, 1))).contains("lost its tables");
    }
}
