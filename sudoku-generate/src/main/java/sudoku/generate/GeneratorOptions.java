package sudoku.generate;

import java.time.Duration;
import java.util.Objects;
import sudoku.core.Geometry;
import sudoku.core.SudokuException;
import sudoku.logic.Level;
import sudoku.logic.Technique;

/**
 * What to generate: board shape, clue symmetry, minimality, clue-count range, difficulty and
 * how long to try. Immutable; build with {@link #builder()} ({@code GeneratorOptions.builder().symmetry(
 * Symmetry.ROT180).minimal(true).build()}); unset fields keep their defaults.
 *
 * @param geometry the board shape (default 9x9)
 * @param symmetry the clue pattern's symmetry (default none)
 * @param minimal  whether every clue must be needed for uniqueness (default false: clues are
 *                 removed by orbits of the symmetry until none can go, which with a symmetry
 *                 may leave single clues that could go)
 * @param minClues the fewest clues accepted (default 0)
 * @param maxClues the most clues accepted (default: the number of cells)
 * @param difficulty how hard the puzzle must be (default {@link DifficultyTarget#ANY}: no rating)
 * @param rate     whether to rate every puzzle even without a difficulty target (default false)
 * @param timeout  how long one call may try before giving up (default {@link #DEFAULT_TIMEOUT})
 */
public record GeneratorOptions(Geometry geometry, Symmetry symmetry, boolean minimal, int minClues, int maxClues,
                               DifficultyTarget difficulty, boolean rate, Duration timeout) {
    /** The default time limit: generous for every common target, short enough to never look hung. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /**
     * Checks the options.
     * @param difficulty the level, rating range or techniques wanted
     * @param geometry the board's shape
     * @param maxClues the most clues
     * @param minClues the fewest clues
     * @param minimal whether no clue may be removed without losing uniqueness
     * @param rate whether to rate each puzzle made
     * @param symmetry the symmetry of the clues
     * @param timeout the time allowed to find one puzzle
     * @throws SudokuException of kind {@code OPTIONS} naming the option that is out of range
     */
    public GeneratorOptions {
        Objects.requireNonNull(geometry, "geometry");
        Objects.requireNonNull(symmetry, "symmetry");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(difficulty, "difficulty");
        if (minClues < 0 || maxClues < minClues) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "clues", "bad clue range " + minClues + "-" + maxClues
                    + ": need 0 <= MIN <= MAX");
        }
        if (minClues > geometry.cellCount()) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "clues", "a " + geometry.describe() + " board has only " + geometry.cellCount()
                    + " cells, fewer than " + minClues + " clues");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "timeout", "the timeout must be positive, got " + timeout);
        }
    }

    /**
     * The defaults: 9x9, no symmetry, not necessarily minimal, any clue count and difficulty, 60 s.
     * @return the defaults: 9x9, no symmetry, not necessarily minimal, any clue count and difficulty, 60 s
     */
    public static GeneratorOptions defaults() {
        return builder().build();
    }

    /**
     * A builder starting from the defaults.
     * @return a builder starting from the defaults
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder starting from these options.
     * @return a builder starting from these options
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.geometry = geometry;
        b.symmetry = symmetry;
        b.minimal = minimal;
        b.minClues = minClues;
        b.maxClues = maxClues;
        b.difficulty = difficulty;
        b.rate = rate;
        b.timeout = timeout;
        return b;
    }

    /**
     * Whether a puzzle with this many clues is in the asked range.
     * @param clues the number of clues
     * @return whether a puzzle with this many clues is in the asked range
     */
    public boolean cluesInRange(int clues) {
        return clues >= minClues && clues <= maxClues;
    }

    /** Builds {@link GeneratorOptions}; every setter returns the builder. */
    public static final class Builder {
        private Geometry geometry = Geometry.CLASSIC;
        private Symmetry symmetry = Symmetry.NONE;
        private boolean minimal;
        private int minClues;
        private int maxClues = Integer.MAX_VALUE;
        private Duration timeout = DEFAULT_TIMEOUT;
        private DifficultyTarget difficulty = DifficultyTarget.ANY;
        private boolean rate;

        private Builder() {
        }

        /**
         * The board shape.
         * @param value the new value
         * @return the board shape
         */
        public Builder geometry(Geometry value) {
            geometry = value;
            return this;
        }

        /**
         * The clue pattern's symmetry.
         * @param value the new value
         * @return the clue pattern's symmetry
         */
        public Builder symmetry(Symmetry value) {
            symmetry = value;
            return this;
        }

        /**
         * Whether every clue must be needed.
         * @param value the new value
         * @return whether every clue must be needed
         */
        public Builder minimal(boolean value) {
            minimal = value;
            return this;
        }

        /**
         * The accepted clue counts, both ends included.
         * @param min the least value
         * @param max the greatest value
         * @return the accepted clue counts, both ends included
         */
        public Builder clues(int min, int max) {
            minClues = min;
            maxClues = max;
            return this;
        }

        /**
         * The whole difficulty target.
         * @param value the new value
         * @return the whole difficulty target
         */
        public Builder difficulty(DifficultyTarget value) {
            difficulty = value;
            return this;
        }

        /**
         * The level the rating must fall in (null: any).
         * @param value the new value
         * @return the level the rating must fall in (null: any)
         */
        public Builder level(Level value) {
            difficulty = difficulty.withLevel(value);
            return this;
        }

        /**
         * The accepted ratings, both ends included (Sudoku Explainer scale).
         * @param min the least value
         * @param max the greatest value
         * @return the accepted ratings, both ends included (Sudoku Explainer scale)
         */
        public Builder rating(double min, double max) {
            difficulty = difficulty.withRating(min, max);
            return this;
        }

        /**
         * A technique the solving path must use (null: none).
         * @param value the new value
         * @return a technique the solving path must use (null: none)
         */
        public Builder needs(Technique value) {
            difficulty = difficulty.withNeeds(value);
            return this;
        }

        /**
         * The hardest technique allowed (null: any).
         * @param value the new value
         * @return the hardest technique allowed (null: any)
         */
        public Builder maxTechnique(Technique value) {
            difficulty = difficulty.withMaxTechnique(value);
            return this;
        }

        /**
         * Whether to rate every puzzle, even without a difficulty target.
         * @param value the new value
         * @return whether to rate every puzzle, even without a difficulty target
         */
        public Builder rate(boolean value) {
            rate = value;
            return this;
        }

        /**
         * How long one generation may try.
         * @param value the new value
         * @return how long one generation may try
         */
        public Builder timeout(Duration value) {
            timeout = value;
            return this;
        }

        /**
         * The options.
         * @return the options
         * @throws IllegalArgumentException when a value is out of range
         */
        public GeneratorOptions build() {
            int max = maxClues == Integer.MAX_VALUE ? geometry.cellCount() : maxClues;
            return new GeneratorOptions(geometry, symmetry, minimal, minClues, max, difficulty, rate, timeout);
        }
    }
}
