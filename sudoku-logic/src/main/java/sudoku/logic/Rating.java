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
 * @param pearl   Sudoku Explainer's EP: the hardest round up to the first one that places a digit
 * @param diamond Sudoku Explainer's ED: the hardest round up to the first one that removes a
 *                candidate, which is the first round (a placement removes candidates too)
 */
public record Rating(double value, Level level, Technique hardest, Map<Technique, Integer> counts, boolean guessed,
                     double pearl, double diamond) {
    /**
     * Copies the counts; keeps EP and ED at most the rating.
     * @param counts how many steps of each technique
     * @param diamond Sudoku Explainer's ED
     * @param guessed whether the techniques ran out and a guess ended the path
     * @param hardest the hardest technique used
     * @param level the level
     * @param pearl Sudoku Explainer's EP
     * @param value the new value
     */
    public Rating {
        counts = Collections.unmodifiableMap(counts.isEmpty() ? new EnumMap<>(Technique.class) : new EnumMap<>(counts));
        pearl = Math.min(pearl, value);
        diamond = Math.min(diamond, pearl);
    }

    /**
     * Sudoku Explainer's ER, the hardest step: the same as {@link #value()}.
     * @return the ER figure
     */
    public double er() {
        return value;
    }

    /**
     * The three figures as Sudoku Explainer's {@code serate} writes them: {@code ED=9.1/2.6/2.6}.
     * @return the three figures as Sudoku Explainer's {@code serate} writes them: {@code ED=9.1/2.6/2.6}
     */
    public String serate() {
        return String.format(java.util.Locale.ROOT, "ED=%.1f/%.1f/%.1f", value, pearl, diamond);
    }
}
