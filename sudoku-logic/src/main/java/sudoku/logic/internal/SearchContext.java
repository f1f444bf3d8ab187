package sudoku.logic.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import sudoku.logic.Candidates;

/**
 * What the techniques' searches may share while they look at one state: the almost locked sets,
 * the chain graphs and the forcing propagations are costly to build, and several techniques ask
 * for the same ones in turn. The context remembers each for the state it was built from and
 * forgets everything as soon as it is asked about another state, so one context can be kept for
 * a whole solve (or a whole batch) and reused.
 *
 * <p>Not thread-safe: each thread solving uses its own context. The finders get it as an argument
 * ({@link StepFinder#find(Candidates, SearchContext, StepSink)}); nothing is remembered anywhere
 * else.
 */
public final class SearchContext {
    /**
     * A kind of thing remembered, with the type of its value; keys are compared by identity, so
     * each is a constant of the search that builds the value.
     * @param <T> the type of the value remembered
     * @param name what is remembered, for messages
     */
    public record Key<T>(String name) {
        @Override
        public boolean equals(Object o) {
            return this == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    /**
     * The most cells of an almost locked set searched when rating: bigger sets rarely give a step
     * a person would find, and the pairs of sets to compare grow with the square of their number.
     */
    public static final int RATING_ALS_CELLS = 4;
    /** The most cells of an almost locked set searched when every step is listed, as HoDoKu does. */
    public static final int LISTING_ALS_CELLS = 8;

    /** A copy of the state the remembered values belong to; null before the first question. */
    private Candidates state;
    private final Map<Key<?>, Object> values = new HashMap<>();
    /** The values kept whatever the state: see {@link #lasting}. */
    private final Map<Key<?>, Object> lasting = new HashMap<>();
    /** The values shared with other contexts: see {@link #shared}. */
    private Shared shared;
    private final int largestAlmostLockedSet;
    private final boolean overlappingSets;
    private final boolean proofs;
    /** See {@link #ceiling()}. */
    private double ceiling = Double.POSITIVE_INFINITY;
    /** See {@link #proofsDeferred()}. */
    private boolean proofsDeferred;

    /** An empty context for rating: almost locked sets of at most {@link #RATING_ALS_CELLS} cells. */
    public SearchContext() {
        this(RATING_ALS_CELLS);
    }

    /** An empty context whose searches take almost locked sets of at most {@code largestAlmostLockedSet} cells. */
    public SearchContext(int largestAlmostLockedSet) {
        this(largestAlmostLockedSet, false, true);
    }

    private SearchContext(int largestAlmostLockedSet, boolean overlappingSets, boolean proofs) {
        if (largestAlmostLockedSet < 1) {
            throw new IllegalArgumentException("an almost locked set has at least one cell, not " + largestAlmostLockedSet);
        }
        this.largestAlmostLockedSet = largestAlmostLockedSet;
        this.overlappingSets = overlappingSets;
        this.proofs = proofs;
    }

    /**
     * An empty context for a rating, which asks of each step only what it does and how hard it
     * is: the costliest searches may leave out the links of their chains and their texts' chains
     * (see {@link #proofs}).
     */
    public static SearchContext rating() {
        return new SearchContext(RATING_ALS_CELLS, false, false);
    }

    /**
     * The difficulty above which the caller of the search under way has no use for a step
     * (infinite unless a round's search sets it, see the solver's rounds: a round keeps
     * only the easiest steps found). A search grading its steps in tiers, cheapest first, may
     * leave out the tiers whose every step would be harder.
     */
    public double ceiling() {
        return ceiling;
    }

    /** Sets {@link #ceiling()}: the hardest step still of use to the caller, or infinity for every step. */
    public void ceiling(double value) {
        ceiling = value;
    }

    /** Whether steps must carry their whole proof (links, chains in the text); false only for {@link #rating}. */
    public boolean proofs() {
        return proofs;
    }

    /**
     * Whether a search may offer its steps without their proofs for now, because its caller keeps
     * few of them and asks the finder for the proofs of those it keeps
     * ({@link StepFinder#proved}): set by the solver's rounds, false otherwise. Such a round keeps
     * only the easiest steps it is offered, so a search may also leave out a step sure to be
     * harder than one it has offered.
     */
    public boolean proofsDeferred() {
        return proofsDeferred;
    }

    /** Sets {@link #proofsDeferred()}. */
    public void proofsDeferred(boolean value) {
        proofsDeferred = value;
    }

    /**
     * An empty context for listing every step: almost locked sets of up to {@link #LISTING_ALS_CELLS}
     * cells, which the ALS wings, chains and Death Blossoms may combine even when they share cells
     * (as HoDoKu does when asked to), since the searches for those cost more.
     */
    public static SearchContext listing() {
        return new SearchContext(LISTING_ALS_CELLS, true, true);
    }

    /** The most cells of an almost locked set the searches sharing this context take. */
    public int largestAlmostLockedSet() {
        return largestAlmostLockedSet;
    }

    /**
     * Whether almost locked sets combined in one step may share cells: sound as long as no
     * restricted common digit lies in a shared cell, which {@code Als} checks, but the pairs to
     * try grow a lot, so only listings take them.
     */
    public boolean overlappingSets() {
        return overlappingSets;
    }

    /** Whether this context lists every step ({@link #listing()}) rather than solving or rating. */
    public boolean listsEvery() {
        return overlappingSets;
    }

    /**
     * The value of {@code key} for {@code state}: the one built before for an equal state, or
     * {@code build}'s, which is then remembered. Asking about a state that differs from the last
     * one forgets every value.
     */
    public <T> T remember(Key<T> key, Candidates state, Function<Candidates, T> build) {
        if (!about(state)) {
            values.clear();
            this.state = state.copy();
        }
        @SuppressWarnings("unchecked")
        T value = (T) values.get(key);
        if (value == null) {
            value = build.apply(state);
            values.put(key, value);
        }
        return value;
    }

    /**
     * The value of {@code key} if one was built for a state equal to {@code state}, else null;
     * nothing is forgotten.
     */
    public <T> T recall(Key<T> key, Candidates state) {
        if (!about(state)) {
            return null;
        }
        @SuppressWarnings("unchecked")
        T value = (T) values.get(key);
        return value;
    }

    /**
     * The value of {@code key} kept for as long as this context lives, whatever state it is asked
     * about: {@code build}'s the first time. For what a search remembers under keys of its own that
     * name everything a result depends on (a fish search on one digit depends only on that digit's
     * places), so that a result found before still holds when other digits lost candidates.
     */
    public <T> T lasting(Key<T> key, Supplier<T> build) {
        @SuppressWarnings("unchecked")
        T value = (T) lasting.get(key);
        if (value == null) {
            value = build.get();
            lasting.put(key, value);
        }
        return value;
    }

    /**
     * What the searches of several contexts may share, one after the other on one thread: values
     * that depend on nothing a context sets (not its proofs, ceiling or set sizes), such as the
     * inner chains of a nested forcing chain's branch, which depend on the branch's state alone.
     * An explanation shares one between its rating and its path, which pass through many of the
     * same states. Not thread-safe.
     */
    public static final class Shared {
        private final Map<Key<?>, Object> values = new HashMap<>();
    }

    /** This context, whose {@link #shared} values are {@code with}'s (null: its own, as before). */
    public SearchContext sharing(Shared with) {
        this.shared = with;
        return this;
    }

    /**
     * The value of {@code key} kept in the {@link Shared} store this context was given, built by
     * {@code build} the first time any context sharing it asks; null when this context shares
     * nothing, so that the caller keeps what it needs itself.
     */
    public <T> T shared(Key<T> key, Supplier<T> build) {
        if (shared == null) {
            return null;
        }
        @SuppressWarnings("unchecked")
        T value = (T) shared.values.get(key);
        if (value == null) {
            value = build.get();
            shared.values.put(key, value);
        }
        return value;
    }

    /** Whether the remembered values belong to a state equal to {@code state}. */
    private boolean about(Candidates state) {
        return this.state != null && this.state.equals(state);
    }
}
