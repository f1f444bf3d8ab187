package sudoku.solve.internal;

import java.util.List;

/**
 * Follows a search as the seeds explain it: rounds of eliminate / only choice, guesses and
 * backtracks. Engines call it only when one is given, so it costs nothing otherwise. Cells are
 * indices and digit sets are masks (see {@link sudoku.core.bits.DigitSet}).
 */
public interface SolveListener {
    /** Why a cell was solved in a round. */
    enum Rule {
        /** eliminate left the cell a single candidate (a naked single). */
        ELIMINATE,
        /** only choice: the digit had one place left in a unit (a hidden single). */
        ONLY_CHOICE
    }

    /** A digit placed in a cell, by which rule; {@code unitId} is the unit for only choice, else -1. */
    record Placement(int cell, int digit, Rule rule, int unitId) {
    }

    /** The candidates (a digit set) removed from a cell. */
    record Removal(int cell, int digits) {
    }

    /**
     * One round of eliminate then only choice at search depth {@code depth}, with what it changed
     * and the candidates after it.
     */
    default void round(int depth, int number, List<Removal> removed, List<Placement> placed, int[] candidates) {
    }

    /** Propagation hit a contradiction, said in words with cell and unit names. */
    default void contradiction(int depth, String reason) {
    }

    /** A guess: {@code digit} tried at {@code cell}, with {@code alternatives} (a digit set) left to try. */
    default void guess(int depth, int cell, int digit, int alternatives) {
    }

    /** Going back to depth {@code depth}: the guess at {@code cell} of {@code digit} failed. */
    default void backtrack(int depth, int cell, int digit) {
    }

    /** A solution was found (its candidates are all single digits). */
    default void solution(int[] candidates, long count) {
    }
}
