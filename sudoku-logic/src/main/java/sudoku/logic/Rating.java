package sudoku.logic;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * How hard a puzzle is for a person.
 *
 * @param value   the rating on the Sudoku Explainer scale: the difficulty of the hardest round
 *                (1.0 to about 11), one decimal
 * @param level   the named band of the value
 * @param hardest the hardest technique needed ({@link Technique#GUESS} when the techniques ran out)
 * @param counts  how many steps of each technique were found, rounds taken easiest first
 * @param guessed whether the enabled techniques ran out before the grid was full
 */
public record Rating(double value, Level level, Technique hardest, Map<Technique, Integer> counts, boolean guessed) {
    /** Copies the counts. */
    public Rating {
        counts = Collections.unmodifiableMap(counts.isEmpty() ? new EnumMap<>(Technique.class) : new EnumMap<>(counts));
    }
}
