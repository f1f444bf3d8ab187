package sudoku.logic.solve.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Evidence;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainLength;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Nesting;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.SeChaining;
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
 * the shortest of them. A placement's fact comes with the other candidates of its cell: SE's
 * sets of facts met hold each of them too, so each is a step of its own, often reached by shorter
 * chains than the placement (a branch may remove it before, or without, placing the digit),
 * and SE may rate that removal alone.</li>
 * <li>Dynamic forcing chains (contradictions and verities under singles) and Nishio
 * contradictions are counted as SE counts them ({@link SeChaining}): SE's queue of placements
 * before removals, a fact's parents those it had when first met, and the first clash met. Where
 * SE's choice rests on the order it scans cells and digits (inside one level of its queue), the
 * count takes the least over those orders (the most for a Nishio), so it stays free of cell order
 * and labels. Where SE's queue stops at a clash before a verity's fact, the fact keeps the
 * shortest chains. Chains with locked candidates inside keep {@link ChainLength}'s count, and
 * static chains their shortest path.</li>
 * <li>A dynamic cell or unit forcing chain one of whose branches contradicts itself is kept, as
 * SE keeps it: that branch takes part with the facts it met before its clash
 * ({@link SeVerities}). The explanations show such a branch as a contradiction of its own.</li>
 * <li>SE's dynamic chains also assume a candidate false, and place it when that leads to a
 * contradiction. Under singles this needs no search of its own: a candidate removed from a cell
 * that keeps two or more, with two or more places left in each of its units, makes no single, so
 * nothing follows from it; and one with a conjugate (its cell's other candidate, or its digit's
 * other place in a unit) removed is that conjugate placed, whose contradiction is found from the
 * candidates assumed true and is no longer, so SE's sort puts it first. Only the Nishio, which
 * follows one digit, keeps a search from candidates assumed false. (With locked candidates
 * inside, 9.0, a removal alone may start a chain; those are not searched.)</li>
 * </ul>
 * SE takes one step per round, the first of those tied in its scan order, then starts again from
 * the easiest techniques; a round here takes every tied step, which keeps the rating free of cell
 * order, labels and layout. On the two SE-rated files (data/se_calibration.csv and
 * data/se_heldout.csv) taking only the first tied step, in our scan order, gives every puzzle the
 * same rating, and so does taking the tied steps SE's sort puts first (fewest facts, then cell
 * verities, unit verities, contradictions): the tie is not what keeps a rating off SE's.
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
        Map<Integer, SeChaining> chains = new HashMap<>();
        Set<Candidate> wrong = new LinkedHashSet<>();
        for (Step s : found) {
            split.addAll(perFact(state, context, chains, contradiction(state, chains, s)));
            if (s.evidence() instanceof ForcingEvidence.Contradiction c && !c.assumedFalse()
                    && rules(c.rules()) == Propagation.Rules.SINGLES) {
                wrong.add(c.assumption());
            }
        }
        // SE's dynamic verities with a branch that contradicts itself (see SeVerities)
        split.addAll(SeVerities.withClashingBranch(state, chains, wrong));
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
        if (e instanceof ForcingEvidence.Verity v) {
            return Forcing.tier(s.technique(), rules(v.rules()));
        }
        if (e instanceof ForcingEvidence.Contradiction c) {
            return Forcing.tier(s.technique(), rules(c.rules()));
        }
        if (e instanceof ForcingEvidence.NestedContradiction n) {
            return Nesting.valueOf(n.inner().name()).base();
        }
        if (e instanceof ForcingEvidence.NestedVerity n) {
            return Nesting.valueOf(n.inner().name()).base();
        }
        return switch (s.technique()) {
            // one producer: cycles (SE's Y-cycles and bidirectional cycles too), X-chains, XY-chains and chains of both kinds
            case X_CYCLE, Y_CYCLE, BIDIRECTIONAL_CYCLE, X_CHAIN, XY_CHAIN, AIC, CONTINUOUS_NICE_LOOP -> Technique.X_CYCLE.difficulty();
            default -> s.technique().difficulty();
        };
    }

    /**
     * A contradiction under singles (a dynamic forcing chain) or one digit (a Nishio) with its
     * length counted as SE counts it ({@link SeChaining}); other steps as they are.
     */
    private static Step contradiction(Candidates state, Map<Integer, SeChaining> chains, Step s) {
        if (!(s.evidence() instanceof ForcingEvidence.Contradiction c) || !seCounted(rules(c.rules()))) {
            return s;
        }
        Propagation.Rules rules = rules(c.rules());
        Candidate a = c.assumption();
        int count = SeQueues.of(state, chains, a, !c.assumedFalse(), rules).contradiction();
        return count == Integer.MAX_VALUE ? s
                : s.withDifficulty(Forcing.difficulty(Forcing.tier(s.technique(), rules), Math.max(0, count - 2)));
    }

    /** Whether SE's own count ({@link SeChaining}) measures chains under {@code rules}. */
    private static boolean seCounted(Propagation.Rules rules) {
        return rules == Propagation.Rules.SINGLES || rules == Propagation.Rules.ONE_DIGIT;
    }

    /** A verity as one step per fact, each with the length of its own chains; other steps as they are. */
    private static List<Step> perFact(Candidates state, SearchContext context, Map<Integer, SeChaining> chains, Step s) {
        if (!(s.evidence() instanceof ForcingEvidence.Verity v)) {
            return List.of(s);
        }
        Propagation.Rules rules = rules(v.rules());
        boolean seCounted = seCounted(rules);
        if (!seCounted && s.placements().isEmpty() && s.eliminations().size() < 2) {
            return List.of(s);
        }
        int n = state.geometry().side();
        List<Propagation> branches = new ArrayList<>();
        Propagation[] all = Forcing.all(state, context, rules);
        for (Candidate a : v.assumptions()) {
            branches.add(all[a.cell() * n + a.digit() - 1]);
        }
        List<Candidate> removed = withCellMates(state, s, branches);
        double tier = Forcing.tier(s.technique(), rules);
        List<Step> out = new ArrayList<>();
        for (int k = 0; k < s.placements().size() + removed.size(); k++) {
            boolean placed = k < s.placements().size();
            Candidate c = placed ? s.placements().get(k) : removed.get(k - s.placements().size());
            long sum = 0;
            for (int b = 0; b < v.assumptions().size() && seCounted; b++) {
                SeChaining branch = SeQueues.of(state, chains, v.assumptions().get(b), true, rules);
                sum += placed ? branch.placed(c.cell(), c.digit()) : branch.removed(c.cell(), c.digit());
            }
            // SE's count, or where a branch of SE's queue stops at a clash before the fact, the shortest chains
            int length = seCounted && sum < Integer.MAX_VALUE ? (int) Math.max(0, sum - 2)
                    : Forcing.length(state, context, v.assumptions(), branches, rules,
                            placed ? List.of(c) : List.of(), placed ? List.of() : List.of(c));
            out.add(fact(s, v, c, placed, Forcing.difficulty(tier, length)));
        }
        return out;
    }

    /**
     * The removals of verity {@code s}, with the other candidates of each cell it places that
     * every one of {@code branches} removes: SE lists each as a fact of its own, often reached by
     * shorter chains than the placement.
     */
    private static List<Candidate> withCellMates(Candidates state, Step s, List<Propagation> branches) {
        if (s.placements().isEmpty()) {
            return s.eliminations();
        }
        List<Candidate> out = new ArrayList<>(s.eliminations());
        for (Candidate p : s.placements()) {
            int mates = state.candidates(p.cell()) & ~DigitSet.of(p.digit());
            for (Propagation b : branches) {
                mates &= b.excluded(p.cell());
            }
            for (int d : DigitSet.digits(mates)) {
                Candidate mate = new Candidate(p.cell(), d);
                if (!out.contains(mate)) {
                    out.add(mate);
                }
            }
        }
        return out;
    }

    private static Step fact(Step s, ForcingEvidence.Verity v, Candidate c, boolean placed, double difficulty) {
        return new Step(s.technique(), placed ? List.of(c) : List.of(), placed ? List.of() : List.of(c), s.units(),
                s.cells(), s.secondary(), s.digits(), s.links(),
                new ForcingEvidence.Verity(v.premise(), v.assumptions(), v.rules(), c, placed, List.of(c)), difficulty);
    }

    /** The rules under which chains follow what {@code said} names (the inverse of {@link Forcing#said}). */
    private static Propagation.Rules rules(ForcingEvidence.Propagated said) {
        for (Propagation.Rules r : Propagation.Rules.values()) {
            if (Forcing.said(r) == said) {
                return r;
            }
        }
        throw new IllegalArgumentException("no rules say " + said);
    }
}
