package sudoku.logic.internal;

import sudoku.logic.Candidates;

/**
 * The search of a single-digit pattern (fish of any shape and size, ...): what it finds for a digit
 * depends only on the board and that digit's places, never on other digits, the context's
 * ceiling or its proofs. So {@link #find} searches digit by digit, and a digit whose places are
 * those of an earlier search in the same context gives that search's steps again without
 * searching ({@link DigitSteps}): in a solve, a round changes the places of a few digits, and the
 * techniques that found nothing for the others need not look again. Each step offered must follow
 * from the rule that every unit holding places of the digit holds it once, and remove one of its
 * places: a digit whose every place lies in a template ({@link Templates}) is not searched at all.
 */
public interface DigitFinder extends StepFinder {
    /**
     * Offers the steps of digit {@code digit} in the order {@link #find} offers them for it,
     * reading nothing of {@code state} but the board and that digit's places; false when the
     * sink stopped.
     */
    boolean findDigit(Candidates state, int digit, StepSink sink);

    /** Whether the technique applies to {@code state}'s board at all; when not, nothing is searched. */
    default boolean searches(Candidates state) {
        return true;
    }

    /** Offers the steps digit by digit, 1 first, each digit's from {@link DigitSteps} when known. */
    @Override
    default void find(Candidates state, SearchContext context, StepSink sink) {
        if (searches(state)) {
            DigitSteps.of(context).find(technique(), state, sink,
                    (digit, digitSink) -> findDigit(state, digit, digitSink));
        }
    }
}
