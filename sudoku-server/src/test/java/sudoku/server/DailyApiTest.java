package sudoku.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sudoku.core.Grid;

/** {@code GET /api/daily}: one stored puzzle per UTC date, the same on every request and after a restart. */
class DailyApiTest {
    @TempDir
    Path dir;

    @Test
    void theSamePuzzleForEveryoneOnADateEvenAfterARestart() {
        String today = LocalDate.now(ZoneOffset.UTC).toString();
        String first;
        String past;
        try (TestServer server = TestServer.on(dir.resolve("daily.db"))) {
            TestServer.Reply r = server.get("/api/daily");
            assertThat(r.status()).as(r.text()).isEqualTo(200);
            assertThat(r.json().get("date").asText()).isEqualTo(today);
            assertThat(r.json().get("level").asText()).isEqualTo("medium");
            first = r.json().get("puzzle").asText();
            assertThat(first).hasSize(81);
            assertThat(Page.solution(first)).isNotNull();
            assertThat(server.get("/api/daily?date=" + today).json().get("puzzle").asText()).isEqualTo(first);
            past = server.get("/api/daily?date=2026-01-01").json().get("puzzle").asText();
            assertThat(Grid.parse(past).clueCount()).isGreaterThan(16);
            assertThat(server.get("/api/daily?date=2026-01-01").json().get("puzzle").asText()).isEqualTo(past);
        }
        try (TestServer again = TestServer.on(dir.resolve("daily.db"))) {
            assertThat(again.get("/api/daily").json().get("puzzle").asText()).as("stored, not made again").isEqualTo(first);
            assertThat(again.get("/api/daily?date=2026-01-01").json().get("puzzle").asText()).isEqualTo(past);
        }
    }

    @Test
    void onlyTodayAndPastDatesThatAreDates() {
        try (TestServer server = TestServer.on(dir.resolve("bad.db"))) {
            String tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1).toString();
            for (String bad : new String[] {tomorrow, "2026-13-01", "yesterday", "1999-12-31", "2026-1-1"}) {
                TestServer.Reply r = server.get("/api/daily?date=" + bad);
                assertThat(r.status()).as(bad).isEqualTo(400);
                assertThat(r.json().get("field").asText()).isEqualTo("date");
            }
        }
    }
}
