package sudoku.spark;

import sudoku.core.Grid;

/** Rates a puzzle with human techniques. An instance serves one task: it need not be thread-safe. */
interface PuzzleRater {
    /**
     * A puzzle's rating.
     *
     * @param rating  the difficulty score
     * @param level   the difficulty level's name
     * @param hardest the hardest technique needed, by its community name
     */
    record Rated(double rating, String level, String hardest) {
    }

    /** The rating of a valid puzzle, or {@code null} when it cannot be rated (e.g. no unique solution). */
    Rated rate(Grid puzzle);
}
