package sudoku.logic.solve.internal;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import sudoku.logic.Candidates;
import sudoku.logic.Technique;
import sudoku.logic.internal.SearchContext;

/**
 * The techniques a rating's rounds searched and found nothing of, state by state, for the
 * explanation's path to leave out where it reaches the same state. The path passes through many
 * of its rating's states (until a technique the rating does not use takes another step), and in
 * a hard round most of Sudoku Explainer's techniques, the costly forcing chains among them, find
 * nothing there. The same finder on an equal state under a ceiling no higher finds nothing again:
 * a search's proofs change what it says of its steps, never whether it has any.
 */
final class FoundNothing {
    private static final SearchContext.Key<Map<Candidates, FoundNothing>> BY_STATE =
            new SearchContext.Key<>("techniques a rating found nothing of, by state");

    /** The ceiling each technique was searched under, for those that found nothing. */
    private final Map<Technique, Double> under;
    /** Whether this is a rating's round, which notes what it finds nothing of; else a path's, which only asks. */
    private final boolean noting;

    private FoundNothing(Map<Technique, Double> under, boolean noting) {
        this.under = under;
        this.noting = noting;
    }

    /** Knows nothing, notes nothing: for a context that shares nothing with a rating. */
    private static final FoundNothing NONE = new FoundNothing(Map.of(), false);

    /**
     * What is known of {@code state} for a round searched in {@code context}: a rating's context
     * (one without {@linkplain SearchContext#proofs() proofs}) notes what it finds nothing of, a
     * path's asks; nothing when the context {@linkplain SearchContext#shared shares} nothing.
     */
    static FoundNothing of(Candidates state, SearchContext context) {
        Map<Candidates, FoundNothing> byState = context.shared(BY_STATE, HashMap::new);
        if (byState == null) {
            return NONE;
        }
        if (!context.proofs()) {
            FoundNothing noting = new FoundNothing(new EnumMap<>(Technique.class), true);
            byState.put(state.copy(), noting);
            return noting;
        }
        FoundNothing noted = byState.get(state);
        return noted == null ? NONE : new FoundNothing(noted.under, false);
    }

    /** Whether the rating found no step of {@code t} here under a ceiling at least {@code ceiling}. */
    boolean knows(Technique t, double ceiling) {
        Double c = under.get(t);
        return c != null && c >= ceiling - 1e-9;
    }

    /** Notes that {@code t} found no step here under {@code ceiling}, if this is a rating's. */
    void found(Technique t, double ceiling, boolean nothing) {
        if (noting && nothing) {
            under.put(t, ceiling);
        }
    }
}
