package sudoku.spark;

import java.util.Locale;
import java.util.Map;
import sudoku.solve.Verdict;

/**
 * What a run read and wrote, to check that every puzzle is accounted for.
 *
 * @param operation   what the job did
 * @param files       input files read
 * @param lines       input lines read
 * @param puzzlesIn   puzzle lines among them (the others are blank, {@code #} comments or borders)
 * @param records     records written
 * @param puzzlesOut  input puzzles the records stand for (a dedup group stands for all its copies)
 * @param byStatus    records written by status
 * @param seconds     time the job took, from reading to the last part file written
 */
public record JobSummary(Operation operation, long files, long lines, long puzzlesIn, long records,
                         long puzzlesOut, Map<Verdict.Status, Long> byStatus, double seconds) {
    /** Whether every puzzle read is in the output. */
    public boolean balanced() {
        return puzzlesIn == puzzlesOut;
    }

    /** The records written with this status. */
    public long count(Verdict.Status status) {
        return byStatus.getOrDefault(status, 0L);
    }

    /** Puzzles per second of job time. */
    public double throughput() {
        return seconds > 0 ? puzzlesIn / seconds : 0;
    }

    /** The summary in a few lines of text, for standard error. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "in:  %,d puzzles (%,d lines in %,d files; %,d blank, comment or border)%n",
                puzzlesIn, lines, files, lines - puzzlesIn));
        sb.append(String.format(Locale.ROOT, "out: %,d records: %,d solved, %,d multiple, %,d unsolvable, %,d invalid%n",
                records, count(Verdict.Status.SOLVED), count(Verdict.Status.MULTIPLE),
                count(Verdict.Status.UNSOLVABLE), count(Verdict.Status.INVALID)));
        if (operation == Operation.DEDUP) {
            sb.append(String.format(Locale.ROOT, "     %,d distinct puzzles, %,d duplicates removed%n",
                    records - count(Verdict.Status.INVALID), puzzlesOut - records));
        }
        sb.append(balanced()
                ? String.format(Locale.ROOT, "every puzzle accounted for: %,d in, %,d out%n", puzzlesIn, puzzlesOut)
                : String.format(Locale.ROOT, "MISMATCH: %,d puzzles in but %,d out%n", puzzlesIn, puzzlesOut));
        sb.append(String.format(Locale.ROOT, "job: %.1f s, %,.0f puzzles/s", seconds, throughput()));
        return sb.toString();
    }
}
