package sudoku.spark;

import sudoku.core.Grid;
import sudoku.generate.internal.Canonicalizer;

/** The key dedup groups by: the canonical form where the generator computes one. */
final class CanonicalForms {
    private CanonicalForms() {
    }

    /**
     * The canonical form of a valid puzzle in one-line form: equal for two puzzles exactly when
     * one is the other relabelled, with bands, rows in a band, stacks, columns in a stack
     * permuted, or transposed. Boards the generator has no canonical form for (12x12 and up,
     * Latin squares) are keyed by their own line, so only exact copies are grouped.
     */
    static String of(Grid puzzle) {
        return Canonicalizer.supports(puzzle.geometry()) ? Canonicalizer.canonical(puzzle).toLine() : puzzle.toLine();
    }
}
