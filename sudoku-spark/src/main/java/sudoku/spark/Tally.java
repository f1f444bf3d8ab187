package sudoku.spark;

import java.io.Serializable;
import java.util.EnumMap;
import java.util.Map;
import org.apache.spark.SparkContext;
import org.apache.spark.util.LongAccumulator;
import sudoku.solve.Verdict;

/**
 * The records written, counted as the output is written (in the writing stage, whose
 * accumulator updates Spark applies once per task even when a task is retried).
 */
final class Tally implements Serializable {
    private final EnumMap<Verdict.Status, LongAccumulator> byStatus = new EnumMap<>(Verdict.Status.class);
    private final LongAccumulator records;
    private final LongAccumulator occurrences;

    Tally(SparkContext sc) {
        for (Verdict.Status s : Verdict.Status.values()) {
            byStatus.put(s, sc.longAccumulator("records " + s.word()));
        }
        records = sc.longAccumulator("records");
        occurrences = sc.longAccumulator("puzzles in groups");
    }

    /** Counts one record written with this status, standing for {@code puzzles} input puzzles. */
    void add(Verdict.Status status, long puzzles) {
        records.add(1);
        byStatus.get(status).add(1);
        occurrences.add(puzzles);
    }

    /** Records written. */
    long records() {
        return records.value();
    }

    /** Input puzzles the records stand for (a dedup group stands for all its copies). */
    long puzzles() {
        return occurrences.value();
    }

    /** Records written by status, in the order solved, multiple, unsolvable, invalid. */
    Map<Verdict.Status, Long> byStatus() {
        EnumMap<Verdict.Status, Long> counts = new EnumMap<>(Verdict.Status.class);
        byStatus.forEach((s, acc) -> counts.put(s, acc.value()));
        return counts;
    }
}
