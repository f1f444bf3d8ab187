package sudoku.logic.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.Geometry;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;

/**
 * The steps single-digit searches ({@code DigitFinder}) found, per technique, board and one
 * digit's places, kept in a {@link SearchContext} for as long as it lives: a single-digit search
 * whose digit has the same places as before gives the same steps (most often none), so it is not
 * made again. Nor is the search of a digit each of whose places lies in some template
 * ({@link Templates}): no single-digit step can remove one of them, and in the hard rounds of a
 * solve most digits are such. One context serves one thread; so does this.
 */
final class DigitSteps {
    /** The most searches kept before they are all forgotten (a context may serve a whole batch). */
    private static final int MAX_KEPT = 20_000;
    private static final SearchContext.Key<DigitSteps> KEY = new SearchContext.Key<>("single-digit searches");

    private final Map<Search, List<Step>> found = new HashMap<>();
    /** Per digit's places, whether every place lies in some template ({@link Templates}): then no search finds anything. */
    private final Map<Places, Boolean> fit = new HashMap<>();

    private DigitSteps() {
    }

    /** The searches kept in {@code context}. */
    static DigitSteps of(SearchContext context) {
        return context.lasting(KEY, DigitSteps::new);
    }

    /** One digit's search: offers the steps of {@code digit} to {@code sink}; false when the sink stopped. */
    @FunctionalInterface
    interface DigitSearch {
        boolean digit(int digit, StepSink sink);
    }

    /**
     * Offers the steps of {@code technique}'s single-digit search digit by digit, 1 first,
     * searching only the digits whose places are new and do not all fit a template.
     */
    void find(Technique technique, Candidates state, StepSink sink, DigitSearch search) {
        if (found.size() > MAX_KEPT) {
            found.clear();
        }
        if (fit.size() > MAX_KEPT) {
            fit.clear();
        }
        Geometry g = state.geometry();
        List<Step> steps = new ArrayList<>();
        for (int d = 1; d <= g.side(); d++) {
            state.checkCancelled();
            Places places = new Places(g, d, Templates.places(state, d));
            Search key = new Search(technique, places);
            List<Step> known = found.get(key);
            if (known == null) {
                if (fit.computeIfAbsent(places, p -> Templates.everyPlaceFits(p.geometry(), p.words()))) {
                    // no single-digit step removes a place lying in a template
                    found.put(key, List.of());
                    continue;
                }
                steps.clear();
                boolean complete = search.digit(d, s -> {
                    steps.add(s);
                    return sink.accept(s);
                });
                if (!complete) {
                    return;
                }
                found.put(key, List.copyOf(steps));
                continue;
            }
            for (Step s : known) {
                if (!sink.accept(s)) {
                    return;
                }
            }
        }
    }

    /** A digit's places on a board. */
    private record Places(Geometry geometry, int digit, long[] words) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Places p && p.digit == digit && p.geometry.equals(geometry) && Arrays.equals(p.words, words);
        }

        @Override
        public int hashCode() {
            return digit * 31 + Arrays.hashCode(words);
        }
    }

    /** A single-digit search's input: the technique and the digit's places. */
    private record Search(Technique technique, Places places) {
    }
}
