package sudoku.spark;

/** Where the rating and canonical form come from: the logic and generator modules. */
final class Analyses {
    private Analyses() {
    }

    /** A rater for one task. */
    static PuzzleRater rater() {
        throw new UnsupportedOperationException("rating is not in this build: it needs the sudoku-logic module");
    }

    /** A canonical form for one task. */
    static CanonicalForm canonicalForm() {
        throw new UnsupportedOperationException(
                "the canonical form is not in this build: it needs the sudoku-generate module");
    }
}
