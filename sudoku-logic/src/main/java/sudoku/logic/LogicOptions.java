package sudoku.logic;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;

/**
 * What the logic solver may use.
 *
 * @param enabled    the techniques to try (those without a finder are ignored)
 * @param allowGuess whether to guess (a digit of the solution) when no enabled technique applies,
 *                   so that every puzzle finishes; when false the solver stops there
 */
public record LogicOptions(Set<Technique> enabled, boolean allowGuess) {
    /**
     * Copies the set.
     * @param allowGuess whether a guess may end a search the techniques cannot
     * @param enabled the techniques the solver may use
     */
    public LogicOptions {
        Set<Technique> copy = EnumSet.noneOf(Technique.class);
        copy.addAll(enabled);
        enabled = java.util.Collections.unmodifiableSet(copy);
    }

    /**
     * Every technique of {@link Technique#byDefault()}, uniqueness ones included, and guessing when stuck.
     * @return every technique of {@link Technique#byDefault()}, uniqueness ones included, and guessing when
     *         stuck
     */
    public static LogicOptions defaults() {
        return new LogicOptions(Technique.byDefault(), true);
    }

    /**
     * The techniques of {@link Technique#forRating()}, Sudoku Explainer's, and guessing when stuck: what a rating uses unless told otherwise.
     * @return the techniques of {@link Technique#forRating()}, Sudoku Explainer's, and guessing when stuck:
     *         what a rating uses unless told otherwise
     */
    public static LogicOptions rating() {
        return new LogicOptions(Technique.forRating(), true);
    }

    /**
     * These options with only the given techniques enabled.
     * @param techniques the techniques
     * @return these options with only the given techniques enabled
     */
    public LogicOptions only(Collection<Technique> techniques) {
        return new LogicOptions(Set.copyOf(techniques), allowGuess);
    }

    /**
     * These options without the given techniques.
     * @param techniques the techniques
     * @return these options without the given techniques
     */
    public LogicOptions without(Collection<Technique> techniques) {
        Set<Technique> s = EnumSet.noneOf(Technique.class);
        s.addAll(enabled);
        s.removeAll(techniques);
        return new LogicOptions(s, allowGuess);
    }

    /**
     * These options without the techniques that assume a unique solution.
     * @return these options without the techniques that assume a unique solution
     */
    public LogicOptions withoutUniqueness() {
        Set<Technique> s = EnumSet.noneOf(Technique.class);
        for (Technique t : enabled) {
            if (!t.uniqueness()) {
                s.add(t);
            }
        }
        return new LogicOptions(s, allowGuess);
    }

    /**
     * These options with guessing allowed or not.
     * @param allow whether to guess
     * @return these options with guessing allowed or not
     */
    public LogicOptions guessing(boolean allow) {
        return new LogicOptions(enabled, allow);
    }
}
