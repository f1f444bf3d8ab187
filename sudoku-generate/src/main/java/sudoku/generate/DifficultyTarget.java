package sudoku.generate;

import sudoku.core.SudokuException;
import sudoku.logic.Level;
import sudoku.logic.LogicOptions;
import sudoku.logic.Rating;
import sudoku.logic.Technique;

/**
 * How hard generated puzzles must be, judged by the {@link sudoku.logic.solve.internal.Rater}: a level, a
 * rating range, a technique the solving path must use, and a hardest technique allowed. Every
 * part is optional; {@link #ANY} accepts every puzzle (and generation then rates nothing).
 *
 * @param level        the level the rating must fall in, or null for any
 * @param minRating    the lowest rating accepted (Sudoku Explainer scale)
 * @param maxRating    the highest rating accepted
 * @param needs        a technique the rater's path must use, or null
 * @param maxTechnique the hardest technique allowed (nothing of greater difficulty, no guess
 *                     unless it is {@link Technique#GUESS}), or null
 */
public record DifficultyTarget(Level level, double minRating, double maxRating, Technique needs,
                               Technique maxTechnique) {
    /** No difficulty target. */
    public static final DifficultyTarget ANY = new DifficultyTarget(null, 0, Double.MAX_VALUE, null, null);

    /**
     * Checks the ranges.
     * @param level the level
     * @param maxRating the greatest rating accepted
     * @param maxTechnique the hardest technique allowed; null for any
     * @param minRating the least rating accepted
     * @param needs a technique the solving path must use; null for none
     * @throws SudokuException of kind {@code OPTIONS} when the rating range is empty, a part contradicts another, or
     *         {@code needs} is a technique the rater does not look for
     */
    public DifficultyTarget {
        if (needs != null && needs != Technique.GUESS && !Technique.implemented().contains(needs)) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "needs", "the rater does not look for " + needs.displayName()
                    + " yet, so no puzzle can need it");
        }
        if (minRating < 0 || maxRating < minRating) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "rating", "bad rating range " + minRating + "-" + maxRating
                    + ": need 0 <= MIN <= MAX");
        }
        if (needs != null && maxTechnique != null && needs.difficulty() > maxTechnique.difficulty()) {
            throw SudokuException.inField(SudokuException.Kind.OPTIONS, "maxTechnique", "a puzzle cannot need " + needs.displayName()
                    + " and use nothing harder than " + maxTechnique.displayName());
        }
    }

    /**
     * A target of one level.
     * @param level the level
     * @return a target of one level
     */
    public static DifficultyTarget of(Level level) {
        return ANY.withLevel(level);
    }

    /**
     * This target with the level set (null: any).
     * @param value the new value
     * @return this target with the level set (null: any)
     */
    public DifficultyTarget withLevel(Level value) {
        return new DifficultyTarget(value, minRating, maxRating, needs, maxTechnique);
    }

    /**
     * This target with the rating range set.
     * @param min the least value
     * @param max the greatest value
     * @return this target with the rating range set
     */
    public DifficultyTarget withRating(double min, double max) {
        return new DifficultyTarget(level, min, max, needs, maxTechnique);
    }

    /**
     * This target with a technique the path must use (null: none).
     * @param value the new value
     * @return this target with a technique the path must use (null: none)
     */
    public DifficultyTarget withNeeds(Technique value) {
        return new DifficultyTarget(level, minRating, maxRating, value, maxTechnique);
    }

    /**
     * This target with the hardest technique allowed (null: any).
     * @param value the new value
     * @return this target with the hardest technique allowed (null: any)
     */
    public DifficultyTarget withMaxTechnique(Technique value) {
        return new DifficultyTarget(level, minRating, maxRating, needs, value);
    }

    /**
     * Whether every puzzle is accepted, so no rating is needed.
     * @return whether every puzzle is accepted, so no rating is needed
     */
    public boolean isAny() {
        return equals(ANY);
    }

    /**
     * The techniques a puzzle is judged with: every technique when the target names one (it may
     * name one that Sudoku Explainer lacks, such as a Skyscraper), else those ratings use,
     * Sudoku Explainer's ({@link LogicOptions#rating()}), so that a level or a rating range means
     * what {@code sudoku rate} says.
     * @return the techniques a puzzle is judged with: every technique when the target names one (it may name
     *         one that Sudoku Explainer lacks, such as a Skyscraper), else those ratings use, Sudoku
     *         Explainer's ({@link LogicOptions#rating()}), so that a level or a rating range means what
     *         {@code sudoku rate} says
     */
    public LogicOptions techniques() {
        return needs != null || maxTechnique != null ? LogicOptions.defaults() : LogicOptions.rating();
    }

    /**
     * The highest difficulty any step of an accepted puzzle may have: the least of the rating
     * range's top, the level's top and the hardest technique's difficulty ({@code
     * Double.MAX_VALUE} when nothing bounds it). A rater may skip every technique above it.
     * @return the highest difficulty any step of an accepted puzzle may have: the least of the rating range's
     *         top, the level's top and the hardest technique's difficulty ({@code Double.MAX_VALUE} when
     *         nothing bounds it)
     */
    public double upperBound() {
        double bound = maxRating;
        if (level != null) {
            bound = Math.min(bound, level.upTo());
        }
        if (maxTechnique != null && maxTechnique != Technique.GUESS) {
            bound = Math.min(bound, maxTechnique.difficulty());
        }
        return bound;
    }

    /**
     * Whether a puzzle with this rating meets the target.
     * @param rating the rating
     * @return whether a puzzle with this rating meets the target
     */
    public boolean accepts(Rating rating) {
        if (level != null && rating.level() != level) {
            return false;
        }
        if (rating.value() < minRating - 1e-9 || rating.value() > maxRating + 1e-9) {
            return false;
        }
        if (needs != null && !rating.counts().containsKey(needs)) {
            return false;
        }
        if (maxTechnique != null) {
            if (rating.guessed() && maxTechnique != Technique.GUESS) {
                return false;
            }
            for (Technique t : rating.counts().keySet()) {
                if (t.difficulty() > maxTechnique.difficulty()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A short description for messages, e.g. {@code level hard, needing X-Wing}; {@code any} for none.
     * @return a short description for messages, e.g
     */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        if (level != null) {
            sb.append("level ").append(level.label());
        }
        if (minRating > 0 || maxRating < Double.MAX_VALUE) {
            sb.append(sb.length() > 0 ? ", " : "").append("rating ").append(minRating).append('-')
                    .append(maxRating == Double.MAX_VALUE ? "" : String.valueOf(maxRating));
        }
        if (needs != null) {
            sb.append(sb.length() > 0 ? ", " : "").append("needing ").append(needs.displayName());
        }
        if (maxTechnique != null) {
            sb.append(sb.length() > 0 ? ", " : "").append("nothing harder than ").append(maxTechnique.displayName());
        }
        return sb.length() == 0 ? "any" : sb.toString();
    }
}
