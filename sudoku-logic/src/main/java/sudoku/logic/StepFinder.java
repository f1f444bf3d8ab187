package sudoku.logic;

/**
 * The search for the steps of one technique: what a {@link Technique} constant carries.
 * Implementations are stateless (safe to share between threads); they never change the state
 * they read. What they may share while looking at one state (almost locked sets, chain graphs,
 * forcing propagations) is kept in the {@link SearchContext} they are given, never in fields.
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
    void find(Candidates state, SearchContext context, StepSink sink);
}
