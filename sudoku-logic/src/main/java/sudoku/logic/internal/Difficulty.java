package sudoku.logic.internal;

import sudoku.logic.Technique;

/**
 * How the length and nesting of a chain add to its technique's difficulty, on the Sudoku Explainer
 * scale: a chain of up to 4 links adds nothing, and each further step of a series that grows by
 * half and by a third in turn (6, 8, 12, 16, 24, 32, 48, 64, 96, 128, ...) adds 0.1. Length is what
 * separates the hardest puzzles, whose forcing chains run long.
 */
public final class Difficulty {
    /** The highest difficulty a step may have: below the guess, which stays the hardest of all. */
    public static final double MAX_STEP = Technique.GUESS.difficulty() - 0.1;

    private Difficulty() {
    }

    /** What a chain of {@code length} links or nodes adds to its technique's difficulty. */
    public static double forLength(int length) {
        int steps = 0;
        long ceiling = 4;
        boolean half = true;
        while (length > ceiling) {
            steps++;
            ceiling = half ? ceiling * 3 / 2 : ceiling * 4 / 3;
            half = !half;
        }
        return steps / 10.0;
    }

    /** The difficulty of a step of technique {@code t} with a chain of {@code length}, kept below the guess. */
    public static double of(Technique t, int length) {
        return capped(t.difficulty() + forLength(length));
    }

    /** {@code value} rounded to one decimal and kept below the guess. */
    public static double capped(double value) {
        return Math.min(MAX_STEP, Math.round(value * 10) / 10.0);
    }
}
