package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;

/**
 * The search for the steps of one technique; the registry {@code sudoku.logic.technique.Finders}
 * gives each technique's.
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

    /**
     * The step {@code step}, which this finder offered for {@code state} while {@code context}'s
     * proofs were {@linkplain SearchContext#proofsDeferred() deferred}, with its whole proof: the
     * same step, difficulty and evidence as a search with proofs offers. The step itself by
     * default, for the finders that always build their proofs as they go.
     * @throws IllegalStateException when the step is not one this finder offers for {@code state}
     */
    default Step proved(Candidates state, SearchContext context, Step step) {
        return step;
    }

    /** The first step found in {@code state}, if any. */
    default Optional<Step> first(Candidates state, SearchContext context) {
        Step[] found = new Step[1];
        find(state, context, step -> {
            found[0] = step;
            return false;
        });
        return Optional.ofNullable(found[0]);
    }

    /** Like {@link #first(Candidates, SearchContext)}, with a context of its own. */
    default Optional<Step> first(Candidates state) {
        return first(state, new SearchContext());
    }

    /** Every step found in {@code state}, in the finder's order. */
    default List<Step> all(Candidates state, SearchContext context) {
        List<Step> out = new ArrayList<>();
        find(state, context, step -> {
            out.add(step);
            return true;
        });
        return out;
    }

    /** Like {@link #all(Candidates, SearchContext)}, with a context of its own. */
    default List<Step> all(Candidates state) {
        return all(state, new SearchContext());
    }
}
