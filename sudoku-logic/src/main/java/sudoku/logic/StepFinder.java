package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Searches a state for the steps of one technique. Implementations are pure and stateless
 * (safe to share between threads); they never change the state they read.
 *
 * <p>To add a technique: add its constant to {@link Technique} (in difficulty order), write a
 * class in {@code sudoku.logic.technique} implementing this interface, and list it in
 * {@link Techniques#all()}. Then add a line per case to {@code reglib.txt} in the tests.
 */
public interface StepFinder {
    /** The technique whose steps this finder reports. */
    Technique technique();

    /**
     * Offers every step of the technique that changes {@code state}, in a fixed order (the same
     * state gives the same sequence), stopping as soon as {@code sink} returns false.
     * The search must be complete: every instance the technique defines is offered, so that
     * equivalent puzzles (relabelled, permuted, transposed) give equivalent sets of steps.
     */
    void find(Candidates state, StepSink sink);

    /** The first step found, if any. */
    default Optional<Step> first(Candidates state) {
        Step[] found = new Step[1];
        find(state, step -> {
            found[0] = step;
            return false;
        });
        return Optional.ofNullable(found[0]);
    }

    /** Every step found, in the finder's order. */
    default List<Step> all(Candidates state) {
        List<Step> out = new ArrayList<>();
        find(state, step -> {
            out.add(step);
            return true;
        });
        return out;
    }
}
