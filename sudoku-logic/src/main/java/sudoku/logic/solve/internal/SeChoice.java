package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainLength;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Nesting;
import sudoku.logic.chain.Propagation;
import sudoku.logic.internal.SearchContext;

/**
 * Which steps a rating round takes, the way Sudoku Explainer picks the one step it rates. Read
 * from Sudoku Explainer's solver and chaining engine (Nicolas Juillerat's, as kept in the
 * SukakuExplainer fork by 1to9only); what follows is what that code does, in our words:
 * <ul>
 * <li>SE asks its step producers in a fixed order and takes a step from the first one that has
 * any, even when a later producer would have an easier one. For chains the order is: chains and
 * cycles (6.5 and up), aligned triple exclusion, Nishio (7.5), multiple forcing chains through
 * static links (8.0), dynamic forcing chains (8.5), dynamic chains with locked candidates and
 * other small patterns inside (9.0), then the nesting levels (9.5, 10.0, ...). A long static
 * chain rated 8.9 is therefore taken before a short dynamic one of 8.5. Each producer
 * is keyed here by its base, the difficulty its steps start from.</li>
 * <li>Within one producer it takes the easiest step (difficulty, then the chain's length).</li>
 * <li>A verity (every candidate of a cell, or every place of a digit in a unit, leading to the
 * same fact) is one step per fact, each as long as the chains to that fact: a cell whose
 * candidates agree on five removals gives five steps of five lengths, not one step as easy as
 * the shortest of them.</li>
 * <li>A Nishio contradiction (the assumed digit alone, by its hidden singles) is counted exactly
 * as SE counts it ({@link ChainLength#seLength()}). Dynamic chains keep {@link ChainLength}'s own
 * count: SE keeps the first justification its queue meets, which depends on cell order, and on
 * the calibration puzzles the shortest justifications, counted as {@link ChainLength#contradictionLength()}
 * does, come closer to it than SE's exact count of them.</li>
 * </ul>
 * SE takes one step per round, the first of those tied in its scan order; taking every tied step
 * instead keeps the rating free of cell order, labels and layout.
 */
public final class SeChoice {
    private SeChoice() {
    }

    /**
     * The steps of {@code found} a rating round takes: verities split into one step per fact, then
     * those of the first producer with any, then the easiest of these, each effect once.
     */
    public static List<Step> choose(Candidates state, SearchContext context, List<Step> found) {
        List<Step> split = new ArrayList<>();
        for (Step s : found) {
            split.addAll(perFact(state, context, nishio(state, s)));
        }
        double producer = Double.MAX_VALUE;
        for (Step s : split) {
            producer = Math.min(producer, producer(s));
        }
        double easiest = Double.MAX_VALUE;
        for (Step s : split) {
            if (producer(s) <= producer + 1e-9) {
                easiest = Math.min(easiest, s.difficulty());
            }
        }
        Map<List<List<Candidate>>, Step> distinct = new LinkedHashMap<>();
        for (Step s : split) {
            if (producer(s) <= producer + 1e-9 && s.difficulty() <= easiest + 1e-9) {
                distinct.putIfAbsent(List.of(s.placements(), s.eliminations()), s);
            }
        }
        return new ArrayList<>(distinct.values());
    }

    /** The base of the SE producer that gives {@code s}: the difficulty before its length. */
    static double producer(Step s) {
        Evidence e = s.evidence();
        if (e instanceof Evidence.Verity v) {
            return Forcing.tier(s.technique(), rules(v.rules()));
        }
        if (e instanceof Evidence.Contradiction c) {
            return Forcing.tier(s.technique(), rules(c.rules()));
        }
        if (e instanceof Evidence.NestedContradiction n) {
            return Nesting.valueOf(n.inner().name()).base();
        }
        if (e instanceof Evidence.NestedVerity n) {
            return Nesting.valueOf(n.inner().name()).base();
        }
        return switch (s.technique()) {
            // one producer: cycles (SE's Y-cycles and bidirectional cycles too), X-chains, XY-chains and chains of both kinds
            case X_CYCLE, Y_CYCLE, BIDIRECTIONAL_CYCLE, X_CHAIN, XY_CHAIN, AIC, CONTINUOUS_NICE_LOOP -> Technique.X_CYCLE.difficulty();
            default -> s.technique().difficulty();
        };
    }

    /**
     * A Nishio contradiction with its length counted exactly as SE counts it (see
     * {@link ChainLength#seLength()}): with one digit followed, the chains SE walks are the
     * shortest ones, so its count can be matched. Other steps as they are.
     */
    private static Step nishio(Candidates state, Step s) {
        if (!(s.evidence() instanceof Evidence.Contradiction c) || c.rules() != Evidence.Propagated.ONE_DIGIT) {
            return s;
        }
        Propagation.Rules rules = rules(c.rules());
        Candidate a = c.assumption();
        ChainLength chain = c.assumedFalse() ? ChainLength.remove(state, a.cell(), a.digit(), rules)
                : ChainLength.assume(state, a.cell(), a.digit(), rules);
        int length = chain.seLength();
        return length == Integer.MAX_VALUE ? s
                : s.withDifficulty(Forcing.difficulty(Forcing.tier(s.technique(), rules), length));
    }

    /** A verity as one step per fact, each with the length of its own chains; other steps as they are. */
    private static List<Step> perFact(Candidates state, SearchContext context, Step s) {
        if (!(s.evidence() instanceof Evidence.Verity v) || s.placements().size() + s.eliminations().size() < 2) {
            return List.of(s);
        }
        Propagation.Rules rules = rules(v.rules());
        int n = state.geometry().side();
        Propagation[] all = Forcing.all(state, context, rules);
        List<Propagation> branches = new ArrayList<>();
        for (Candidate a : v.assumptions()) {
            branches.add(all[a.cell() * n + a.digit() - 1]);
        }
        double tier = Forcing.tier(s.technique(), rules);
        List<Step> out = new ArrayList<>();
        for (Candidate c : s.placements()) {
            int length = Forcing.length(state, context, v.assumptions(), branches, rules, List.of(c), List.of());
            out.add(fact(s, v, c, true, Forcing.difficulty(tier, length)));
        }
        for (Candidate c : s.eliminations()) {
            int length = Forcing.length(state, context, v.assumptions(), branches, rules, List.of(), List.of(c));
            out.add(fact(s, v, c, false, Forcing.difficulty(tier, length)));
        }
        return out;
    }

    private static Step fact(Step s, Evidence.Verity v, Candidate c, boolean placed, double difficulty) {
        return new Step(s.technique(), placed ? List.of(c) : List.of(), placed ? List.of() : List.of(c), s.units(),
                s.cells(), s.secondary(), s.digits(), s.links(),
                new Evidence.Verity(v.premise(), v.assumptions(), v.rules(), c, placed, List.of(c)), difficulty);
    }

    /** The rules under which chains follow what {@code said} names (the inverse of {@link Forcing#said}). */
    private static Propagation.Rules rules(Evidence.Propagated said) {
        for (Propagation.Rules r : Propagation.Rules.values()) {
            if (Forcing.said(r) == said) {
                return r;
            }
        }
        throw new IllegalArgumentException("no rules say " + said);
    }
}
