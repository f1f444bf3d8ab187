package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Premise;
import sudoku.logic.internal.Difficulty;
import sudoku.logic.Link;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * The propagation of every candidate of a state assumed true, shared by the forcing chains, and
 * the verity rule: what follows from every one of a set of assumptions, one of which must hold.
 */
public final class Forcing {
    /** What the context remembers, per set of rules: the forcing finders ask in turn for the same state. */
    private static final Map<Propagation.Rules, SearchContext.Key<Propagations>> REMEMBERED =
            new EnumMap<>(Propagation.Rules.class);

    static {
        for (Propagation.Rules r : Propagation.Rules.values()) {
            REMEMBERED.put(r, new SearchContext.Key<>("forcing propagations " + r));
        }
    }

    /** Per candidate of a state, its propagation, and its chain lengths once asked for. */
    private record Propagations(Propagation[] props, ChainLength[] lengths) {
    }

    private Forcing() {
    }

    /** Per candidate (cell * side + digit - 1) of the state, its propagation by singles and locked candidates; null for non-candidates. */
    public static Propagation[] all(Candidates state, SearchContext context) {
        return all(state, context, Propagation.Rules.LOCKED);
    }

    /** Like {@link #all(Candidates, SearchContext)}, under {@code rules}. */
    public static Propagation[] all(Candidates state, SearchContext context, Propagation.Rules rules) {
        return context.remember(REMEMBERED.get(rules), state, s -> propagate(s, rules)).props();
    }

    private static Propagations propagate(Candidates state, Propagation.Rules rules) {
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[] out = new Propagation[g.cellCount() * n];
        // one copy that stays as it is, for any of them to be made again with its links
        Candidates origin = state.copy();
        for (int c = 0; c < g.cellCount(); c++) {
            state.checkCancelled();
            for (int d : DigitSet.digits(state.candidates(c))) {
                out[c * n + d - 1] = Propagation.untracedFrom(origin, c, d, rules);
            }
        }
        return new Propagations(out, new ChainLength[out.length]);
    }

    /**
     * The difficulty tier of a forcing step made under {@code rules}, on Sudoku Explainer's scale:
     * static links are {@code t}'s own (multiple forcing chains), singles that the chain's
     * removals create are dynamic forcing chains (as hard as a contradiction), and locked candidates
     * inside the chain half a point more (SE's dynamic forcing chains "plus").
     */
    public static double tier(Technique t, Propagation.Rules rules) {
        double dynamic = Technique.FORCING_CHAIN_CONTRADICTION.difficulty();
        return switch (rules) {
            case STATIC, ONE_DIGIT -> t.difficulty();
            case SINGLES -> Math.max(t.difficulty(), dynamic);
            case LOCKED -> Math.max(t.difficulty(), dynamic) + 0.5;
        };
    }

    /** A search under one tier (a set of rules, a nesting level): offers its steps to the sink, false once the sink stops. */
    public interface Tier<T> {
        boolean find(T tier, StepSink sink);
    }

    /** The verity tiers, cheapest first: static links, singles, singles and locked candidates. */
    public static final List<Propagation.Rules> VERITY_TIERS =
            List.of(Propagation.Rules.STATIC, Propagation.Rules.SINGLES, Propagation.Rules.LOCKED);

    /**
     * Runs {@code search} for steps of {@code t} under each of {@code tiers} in turn (such as
     * {@link #VERITY_TIERS}), stopping after the first that offers a step or before the first whose
     * steps {@code context} has no use for (see {@link #tiered(List, ToDoubleFunction, double, StepSink, Tier)}).
     */
    public static void tiered(List<Propagation.Rules> tiers, Technique t, SearchContext context, StepSink sink,
                       Tier<Propagation.Rules> search) {
        tiered(tiers, rules -> tier(t, rules), context.ceiling(), sink, search);
    }

    /**
     * Runs {@code search} under each of {@code tiers} (easiest first) in turn, stopping after the
     * first that offers a step, as Sudoku Explainer takes the cheapest kind of chain that applies.
     * A tier whose steps are all harder than {@code ceiling} ({@code base} gives the easiest step
     * of a tier) is not searched, nor are those after it: the caller would keep none of their steps,
     * and it would only stop the tiers after it, harder still.
     */
    public static <T> void tiered(List<T> tiers, ToDoubleFunction<T> base, double ceiling, StepSink sink, Tier<T> search) {
        for (T tier : tiers) {
            if (base.applyAsDouble(tier) > ceiling + 1e-9) {
                return;
            }
            int[] offered = {0};
            boolean more = search.find(tier, step -> {
                offered[0]++;
                return sink.accept(step);
            });
            if (!more || offered[0] > 0) {
                return;
            }
        }
    }

    /** {@code tier} plus what a chain of {@code length} adds (see {@link Difficulty}), kept below the guess. */
    public static double difficulty(double tier, int length) {
        return Difficulty.capped(tier + Difficulty.forLength(length));
    }

    /**
     * The chain lengths of {@code digit} assumed in {@code cell} under {@code rules} (see
     * {@link ChainLength}), kept with the propagations when {@code context} has them for this state.
     */
    public static ChainLength lengths(Candidates state, SearchContext context, int cell, int digit, Propagation.Rules rules) {
        Propagations known = context.recall(REMEMBERED.get(rules), state);
        if (known == null) {
            return ChainLength.assume(state, cell, digit, rules);
        }
        int i = cell * state.geometry().side() + digit - 1;
        if (known.lengths()[i] == null) {
            known.lengths()[i] = ChainLength.assume(state, cell, digit, rules);
        }
        return known.lengths()[i];
    }

    /**
     * The length of the shortest of a verity's conclusions, as Sudoku Explainer counts it: per
     * conclusion, the facts of every branch added up, less two. Under static rules each fact
     * has one reason, so a branch counts the facts on its path; otherwise see {@link ChainLength}.
     * Zero when the lengths do not follow (they always should).
     */
    public static int length(Candidates state, SearchContext context, List<Candidate> assumptions, List<Propagation> props,
                      Propagation.Rules rules, List<Candidate> placements, List<Candidate> elims) {
        return length(state, assumptions, props, rules, placements, elims,
                b -> lengths(state, context, assumptions.get(b).cell(), assumptions.get(b).digit(), rules));
    }

    /** Like the public length, with {@code lengthOf} giving the chain lengths of branch {@code b} (not asked under static rules). */
    private static int length(Candidates state, List<Candidate> assumptions, List<Propagation> props,
                              Propagation.Rules rules, List<Candidate> placements, List<Candidate> elims,
                              IntFunction<ChainLength> lengthOf) {
        int n = state.geometry().side();
        List<ChainLength> branches = new ArrayList<>();
        if (rules != Propagation.Rules.STATIC) {
            for (int b = 0; b < assumptions.size(); b++) {
                branches.add(lengthOf.apply(b));
            }
        }
        long best = Long.MAX_VALUE;
        for (int k = 0; k < placements.size() + elims.size(); k++) {
            boolean placed = k < placements.size();
            Candidate c = placed ? placements.get(k) : elims.get(k - placements.size());
            long sum = 0;
            for (int b = 0; b < assumptions.size(); b++) {
                sum += rules == Propagation.Rules.STATIC
                        ? props.get(b).trace(c.cell() * n + c.digit() - 1, placed).size() + 1
                        : placed ? branches.get(b).placed(c.cell(), c.digit()) : branches.get(b).removed(c.cell(), c.digit());
            }
            best = Math.min(best, sum);
        }
        return best >= Integer.MAX_VALUE ? 0 : (int) Math.max(0, best - 2);
    }

    /**
     * The step when every assumption (one of which holds) leads to the same placements or
     * eliminations, or null. {@code premise} names the set: A1 holds 3, 5 or 8 (made only for
     * a step: most sets lead to none).
     */
    public static Step verity(Technique t, Candidates state, SearchContext context, List<Candidate> assumptions,
                       Propagation.Rules rules, Supplier<Premise> premise, List<Integer> units) {
        int n = state.geometry().side();
        Propagation[] props = all(state, context, rules);
        List<Propagation> branches = new ArrayList<>(assumptions.size());
        for (Candidate a : assumptions) {
            branches.add(props[a.cell() * n + a.digit() - 1]);
        }
        return verity(t, state, context, assumptions, branches, rules, premise, units,
                b -> lengths(state, context, assumptions.get(b).cell(), assumptions.get(b).digit(), rules));
    }

    /**
     * Like {@link #verity(Technique, Candidates, SearchContext, List, Propagation.Rules, Supplier, List)},
     * from the branches' propagations ({@code branches}, one per assumption, which need not be the
     * assumption made true: a double forcing chain's second branch is its candidate removed), with
     * {@code lengthOf} giving the chain lengths of branch {@code b}.
     */
    public static Step verity(Technique t, Candidates state, SearchContext context, List<Candidate> assumptions,
                              List<Propagation> branches, Propagation.Rules rules, Supplier<Premise> premise,
                              List<Integer> units, IntFunction<ChainLength> lengthOf) {
        Geometry g = state.geometry();
        int n = g.side();
        for (Propagation p : branches) {
            // Under static rules a branch that runs into a contradiction still implies what it found
            // before (its assumption is false, so the other branches hold); otherwise that is a
            // contradiction step, not a verity.
            if (p.contradicts() && rules != Propagation.Rules.STATIC) {
                return null;
            }
        }
        List<Candidate> placements = new ArrayList<>();
        List<Candidate> elims = new ArrayList<>();
        // A cell the first branch left as it was is neither placed nor emptied by every branch.
        long[] touched = branches.get(0).touched;
        for (int c = NodeSet.next(touched, 0); c >= 0; c = NodeSet.next(touched, c + 1)) {
            if (state.digit(c) != 0) {
                continue;
            }
            int d0 = branches.get(0).digits[c];
            boolean same = d0 != 0;
            int gone = state.candidates(c);
            for (int b = 0; b < branches.size() && (same || gone != 0); b++) {
                Propagation p = branches.get(b);
                same &= p.digits[c] == d0;
                gone &= p.excluded(c);
            }
            if (same) {
                placements.add(new Candidate(c, d0));
                continue;
            }
            // Most cells lose nothing: a loop over the bits makes no array for them.
            for (int m = gone; m != 0; m &= m - 1) {
                elims.add(new Candidate(c, Integer.numberOfTrailingZeros(m) + 1));
            }
        }
        if (placements.isEmpty() && elims.isEmpty()) {
            return null;
        }
        Candidate shown = placements.isEmpty() ? elims.get(0) : placements.get(0);
        boolean asPlacement = !placements.isEmpty();
        List<Candidate> traced = context.proofs() ? traced(state, placements, elims) : List.of(shown);
        List<Integer> chainCells = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        for (int k = 0; k < traced.size(); k++) {
            Candidate c = traced.get(k);
            boolean placing = placements.contains(c);
            for (int i = 0; i < assumptions.size(); i++) {
                List<Link> branch = branches.get(i).trace(c.cell() * n + c.digit() - 1, placing);
                for (Link l : branch) {
                    links.add(l.inBranch(k * assumptions.size() + i));
                }
                addCells(assumptions.get(i), branch, chainCells);
            }
        }
        List<Integer> starts = new ArrayList<>();
        int digits = 0;
        for (Candidate a : assumptions) {
            if (!starts.contains(a.cell())) {
                starts.add(a.cell());
            }
            digits |= DigitSet.of(a.digit());
        }
        return new Step(t, placements, elims, units, starts, chainCells, digits, links,
                new ForcingEvidence.Verity(premise.get(), assumptions, said(rules), shown, asPlacement, traced))
                .withDifficulty(difficulty(tier(t, rules), length(state, assumptions, branches, rules,
                        placements, elims, lengthOf)));
    }

    /**
     * The conclusions a verity's branches are traced to: its placements, then its eliminations
     * but those a placement makes itself (the same digit in a peer of the placed cell), which
     * follow from the placement without a chain of their own.
     */
    public static List<Candidate> traced(Candidates state, List<Candidate> placements, List<Candidate> elims) {
        List<Candidate> out = new ArrayList<>(placements);
        for (Candidate e : elims) {
            if (placedPeer(state, placements, e) < 0) {
                out.add(e);
            }
        }
        return out;
    }

    /**
     * The index in {@code placements} of a placement that removes {@code e} itself (the same
     * digit in a peer), or -1.
     */
    private static int placedPeer(Candidates state, List<Candidate> placements, Candidate e) {
        for (int i = 0; i < placements.size(); i++) {
            Candidate p = placements.get(i);
            if (p.digit() == e.digit() && p.cell() != e.cell() && state.sees(p.cell(), e.cell())) {
                return i;
            }
        }
        return -1;
    }

    /** Adds to {@code cells} the assumption's cell and the cells of its chain, each once, in order. */
    public static void addCells(Candidate assumption, List<Link> chain, List<Integer> cells) {
        if (!cells.contains(assumption.cell())) {
            cells.add(assumption.cell());
        }
        for (Link l : chain) {
            for (int c : l.toCells()) {
                if (!cells.contains(c)) {
                    cells.add(c);
                }
            }
        }
    }

    /** What chains under {@code rules} follow, as the renderers name it. */
    public static ForcingEvidence.Propagated said(Propagation.Rules rules) {
        return switch (rules) {
            case STATIC -> ForcingEvidence.Propagated.LINKS;
            case ONE_DIGIT -> ForcingEvidence.Propagated.ONE_DIGIT;
            case SINGLES -> ForcingEvidence.Propagated.SINGLES;
            case LOCKED -> ForcingEvidence.Propagated.LOCKED;
        };
    }
}
