package sudoku.server;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * {@code GET /api/daily?date=yyyy-mm-dd}: the puzzle of a UTC date, the same for every player.
 * It is made on the first request for that date and stored, so it never changes afterwards;
 * only today (UTC) and past dates are served.
 */
final class DailyApi {
    /** The level of every daily puzzle: hard enough to need pencil marks now and then, short enough for a break. */
    static final String LEVEL = "medium";
    /** No daily puzzle before this date: older dates are almost surely typing mistakes. */
    static final LocalDate FIRST = LocalDate.of(2000, 1, 1);

    private final PuzzleSource source;
    private final Supplier<SubmissionStore> store;
    private final Clock clock;
    private final Budget budget;
    private final Object making = new Object();

    DailyApi(PuzzleSource source, Supplier<SubmissionStore> store, Clock clock, Budget budget) {
        this.source = source;
        this.store = store;
        this.clock = clock;
        this.budget = budget;
    }

    void register(Router router) {
        router.get("/api/daily", this::daily);
    }

    ApiResponse daily(ApiRequest request) {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        String raw = request.query().get("date");
        LocalDate day;
        if (raw == null || raw.isEmpty()) {
            day = today;
        } else {
            try {
                day = LocalDate.parse(raw);
            } catch (DateTimeParseException e) {
                throw ApiException.badRequest("'date' must be a date as yyyy-mm-dd, not '" + LogSafe.clip(raw, 20) + "'")
                        .with("field", "date");
            }
            if (day.isAfter(today)) {
                throw ApiException.badRequest("the daily puzzle of " + day + " is not out yet (today is " + today
                        + " UTC)").with("field", "date");
            }
            if (day.isBefore(FIRST)) {
                throw ApiException.badRequest("no daily puzzle before " + FIRST).with("field", "date");
            }
        }
        SubmissionStore db = store.get();
        String key = day.toString();
        SubmissionStore.Daily daily = db.daily(key).orElse(null);
        if (daily == null) {
            // one at a time: two first requests for the same day get the same puzzle, made once
            synchronized (making) {
                daily = db.daily(key).orElse(null);
                if (daily == null) {
                    List<String> levels = source.levels();
                    String level = levels.contains(LEVEL) ? LEVEL : levels.get(0);
                    String puzzle = source.next(level, new Random(day.toEpochDay()), Deadline.in(budget.millis()))
                            .toLine();
                    daily = db.keepDaily(new SubmissionStore.Daily(key, puzzle, level), clock.instant());
                }
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("date", daily.day());
        out.put("puzzle", daily.puzzle());
        out.put("level", daily.level());
        return ApiResponse.json(out);
    }
}
