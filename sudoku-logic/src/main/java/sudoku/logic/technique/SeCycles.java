package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainGraph;
import sudoku.logic.internal.Difficulty;
import sudoku.logic.internal.SearchContext;

/**
 * The two kinds of closed loop that Sudoku Explainer rates beside its X-cycles, for the rating on
 * its scale only (read from SE's {@code Chaining} and {@code CycleHint}, in our words):
 * <ul>
 * <li>a <b>Y-cycle</b> ("Bidirectional Y-Cycle"): a continuous nice loop through bivalue cells
 * only, each cell's two digits strongly linked and each step to the next cell a weak link of one
 * digit in a unit; SE starts it from 6.5, as an X-cycle;</li>
 * <li>a <b>bidirectional cycle</b>: a continuous loop that mixes both kinds of link (a digit's
 * conjugate pair in a unit, a bivalue cell); SE starts it from 7.0.</li>
 * </ul>
 * SE counts a loop's length as the distinct true-or-false candidates it passes (one per node of
 * our loop), less two, and adds 0.1 per step of {@link Difficulty#forLength}'s series. Both kinds
 * come from the same SE producer as X-cycles and chains, so they compete with those on
 * difficulty. SE removes only candidates of cells off the loop (see {@link #outsideTheLoop}).
 * The steps are named {@link Technique#CONTINUOUS_NICE_LOOP}, the community's name
 * for any such loop; explanations find their loops through that technique's own finder.
 */
final class SeCycles {
    /** SE's base for a loop through bivalue cells only. */
    static final double Y_CYCLE = 6.5;
    /** SE's base for a loop that uses both conjugate pairs and bivalue cells. */
    static final double BIDIRECTIONAL = 7.0;

    private SeCycles() {
    }

    /** Every Y-cycle and bidirectional cycle of {@code state} that removes a candidate, with SE's difficulty. */
    static List<Step> all(Candidates state, SearchContext context) {
        List<Step> out = new ArrayList<>();
        for (Step s : loops(state, context, ChainGraph.Kind.XY_CHAIN)) {
            outsideTheLoop(s).ifPresent(t -> out.add(t.withDifficulty(seDifficulty(Y_CYCLE, t))));
        }
        for (Step s : loops(state, context, ChainGraph.Kind.AIC)) {
            outsideTheLoop(s).ifPresent(t -> out.add(t.withDifficulty(seDifficulty(BIDIRECTIONAL, t))));
        }
        return out;
    }

    /**
     * The loop with only the removals SE's cycles make: candidates of cells off the loop. SE never
     * takes a third digit out of a cell the loop passes through, though the loop proves that too.
     */
    static Optional<Step> outsideTheLoop(Step loop) {
        Set<Integer> onLoop = new HashSet<>(loop.cells());
        List<Candidate> kept = loop.eliminations().stream().filter(c -> !onLoop.contains(c.cell())).toList();
        if (kept.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(kept.size() == loop.eliminations().size() ? loop
                : new Step(loop.technique(), loop.placements(), kept, loop.units(), loop.cells(), loop.secondary(),
                        loop.digits(), loop.links(), loop.evidence(), loop.difficulty()));
    }

    private static List<Step> loops(Candidates state, SearchContext context, ChainGraph.Kind kind) {
        return new ChainSearch.Finder(Technique.CONTINUOUS_NICE_LOOP, kind, ChainSearch.Conclusion.LOOPS)
                .all(state, context);
    }

    /** {@code base} plus what SE adds for the loop's length: its nodes (one per link of the closed loop) less two. */
    static double seDifficulty(double base, Step loop) {
        return Difficulty.capped(base + Difficulty.forLength(loop.links().size() - 2));
    }
}
