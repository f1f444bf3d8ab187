package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.technique.Finders;

/**
 * Every instance of some techniques in one state, not only the first: what {@code sudoku steps}
 * lists. Steps of one technique with the same placements and eliminations are one instance,
 * shown by its shortest form (fewest chain links, then the lowest difficulty): for chains, the
 * shortest chain for each distinct set of eliminations.
 */
public final class StepLister {
    /** No limit on the number of chain links. */
    public static final int ANY_LENGTH = Integer.MAX_VALUE;

    private StepLister() {
    }

    /**
     * The instances of {@code techniques} in {@code state}, easiest technique first, each
     * technique's in its finder's order; chains of more than {@code maxLinks} links are left out.
     * The state is not changed. Techniques without a finder give nothing, nor do the uniqueness
     * techniques that do not check a variant's units, on a variant board (as in the solver's path). Almost locked sets of
     * up to {@link SearchContext#LISTING_ALS_CELLS} cells are taken, and may share cells (the rating
     * takes smaller ones, apart).
     */
    public static List<Step> every(Candidates state, Collection<Technique> techniques, int maxLinks) {
        List<Step> out = new ArrayList<>();
        SearchContext context = SearchContext.listing();
        for (Technique t : Technique.implemented()) {
            if (!techniques.contains(t) || !LogicSolver.appliesTo(t, state)) {
                continue; // a uniqueness technique blind to a variant's units: its patterns may not be deadly there
            }
            state.checkCancelled();
            Map<List<List<Candidate>>, Step> shortest = new LinkedHashMap<>();
            Comparator<Step> shorter = Comparator.<Step>comparingInt(s -> s.links().size())
                    .thenComparingDouble(Step::difficulty);
            for (Step s : Finders.of(t).all(state, context)) {
                if (s.links().size() > maxLinks) {
                    continue;
                }
                shortest.merge(List.of(s.placements(), s.eliminations()), s,
                        (a, b) -> shorter.compare(b, a) < 0 ? b : a);
            }
            out.addAll(shortest.values());
        }
        return out;
    }
}
