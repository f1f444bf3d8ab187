package sudoku.cli;

import static sudoku.cli.LogicBenchRun.Result.max;
import static sudoku.cli.LogicBenchRun.Result.median;
import static sudoku.cli.LogicBenchRun.Result.p90;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The rows {@code sudoku bench --logic} prints: a table line or a JSON object per puzzle set. */
final class LogicBenchTable {
    /** The table's column names, matching {@link #row}. */
    static final String HEADER = String.format(Locale.ROOT, "%-32s %7s %9s %9s %9s %11s %11s %11s %12s %12s %11s",
            "file", "puzzles", "rate med", "rate p90", "rate max", "explain med", "explain p90", "explain max",
            "ratio of med", "ratio of max", "ratio p90");

    private LogicBenchTable() {
    }

    /** One set's line: seconds of CPU per puzzle, and explain / rate of the medians, of the slowest, and per puzzle at the 90th percentile. */
    static String row(LogicBenchRun.Result r) {
        return String.format(Locale.ROOT, "%-32s %,7d %9.3f %9.3f %9.3f %11.3f %11.3f %11.3f %12.2f %12.2f %11.2f",
                r.file(), r.puzzles(), median(r.rate()), p90(r.rate()), max(r.rate()),
                median(r.explain()), p90(r.explain()), max(r.explain()),
                median(r.explain()) / median(r.rate()), max(r.explain()) / max(r.rate()), p90(r.ratios()));
    }

    /** One set as a JSON object, the same figures as {@link #row} (seconds to the microsecond). */
    static Map<String, Object> jsonObject(LogicBenchRun.Result r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", r.file());
        m.put("puzzles", r.puzzles());
        m.put("rate_cpu_seconds_median", round(median(r.rate())));
        m.put("rate_cpu_seconds_p90", round(p90(r.rate())));
        m.put("rate_cpu_seconds_max", round(max(r.rate())));
        m.put("explain_cpu_seconds_median", round(median(r.explain())));
        m.put("explain_cpu_seconds_p90", round(p90(r.explain())));
        m.put("explain_cpu_seconds_max", round(max(r.explain())));
        m.put("ratio_of_medians", round(median(r.explain()) / median(r.rate())));
        m.put("ratio_of_max", round(max(r.explain()) / max(r.rate())));
        m.put("ratio_p90", round(p90(r.ratios())));
        return m;
    }

    private static double round(double v) {
        return Math.round(v * 1e6) / 1e6;
    }
}
