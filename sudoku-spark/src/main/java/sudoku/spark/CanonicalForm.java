package sudoku.spark;

import sudoku.core.Grid;

/**
 * A puzzle's canonical form: the same text for two puzzles exactly when one is the other under the
 * Sudoku symmetries (relabelling digits, swapping rows in a band, bands, columns in a stack,
 * stacks, transposing). An instance serves one task: it need not be thread-safe.
 */
interface CanonicalForm {
    /** The canonical form of a valid puzzle, in one-line form. */
    String of(Grid puzzle);
}
