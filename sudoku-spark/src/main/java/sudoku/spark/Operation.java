package sudoku.spark;

import java.util.Locale;

/** What the job does with each puzzle. */
public enum Operation {
    /** Solve, proving uniqueness: the solution and the solution count (up to 2). */
    SOLVE,
    /** Count solutions up to 2 (uniqueness), without writing the solution. */
    COUNT,
    /** Solve and rate with human techniques: rating, level and hardest technique. */
    RATE,
    /** Group puzzles equal under the Sudoku symmetries; one record per group. */
    DEDUP;

    /** The word used on the command line and in output: {@code solve}, {@code count}, ... */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether records carry the solution. */
    boolean writesSolution() {
        return this != COUNT;
    }
}
