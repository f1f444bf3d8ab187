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
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;

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
 * The steps are named {@link Technique#Y_CYCLE} and {@link Technique#BIDIRECTIONAL_CYCLE}, SE's
 * names; like SE's other chains they serve ratings and explanations alike.
 */
final class SeCycles implements StepFinder {
    private final Technique technique;
    /** The continuous loops over this cycle's kind of links, with every removal they prove. */
    private final ChainSearch.Finder loops;

    /** The finder of {@link Technique#Y_CYCLE} or {@link Technique#BIDIRECTIONAL_CYCLE}. */
    SeCycles(Technique technique) {
        this.technique = technique;
        ChainGraph.Kind links = switch (technique) {
            case Y_CYCLE -> ChainGraph.Kind.XY_CHAIN;
            case BIDIRECTIONAL_CYCLE -> ChainGraph.Kind.AIC;
            default -> throw new IllegalArgumentException("not one of SE's cycles: " + technique);
        };
        this.loops = new ChainSearch.Finder(technique, links, ChainSearch.Conclusion.LOOPS);
    }

    @Override
    public Technique technique() {
        return technique;
    }

    /** Every loop of this kind in {@code state} that removes a candidate off the loop, with SE's difficulty. */
    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        for (Step s : loops.all(state, context)) {
            Optional<Step> off = outsideTheLoop(s);
            if (off.isPresent() && !sink.accept(off.get().withDifficulty(seDifficulty(technique.difficulty(), off.get())))) {
                return;
            }
        }
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

    /** {@code base} plus what SE adds for the loop's length: its nodes (one per link of the closed loop) less two. */
    static double seDifficulty(double base, Step loop) {
        return Difficulty.capped(base + Difficulty.forLength(loop.links().size() - 2));
    }
}
