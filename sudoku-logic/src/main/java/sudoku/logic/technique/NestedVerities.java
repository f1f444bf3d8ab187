package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import sudoku.core.Geometry;
import sudoku.core.bits.DigitSet;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;
import sudoku.logic.Premise;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainLength;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.InnerChains;
import sudoku.logic.chain.InnerChains.Inner;
import sudoku.logic.chain.Nesting;
import sudoku.logic.chain.Propagation;
import sudoku.logic.internal.StepSink;

/**
 * Nested verities, the second half of Sudoku Explainer's nested chains: every candidate of a cell,
 * or every place of a digit in a unit, assumed in turn and followed as a nested forcing chain
 * follows its assumption (singles and locked candidates, and a level's forcing chains inside the
 * assumption whenever those stall), ends in a state where the same candidate is removed, or the
 * same digit placed; one of them holds, so that conclusion does. As in SE, a nested cell or unit
 * chain is graded like a nested contradiction of its level, its length the branches' lengths
 * added up.
 */
final class NestedVerities {
    /**
     * Where one assumption's nested branch ends: its last state and the inner removals of each
     * round; the inner chains of each round's start state, and the propagations from the
     * assumption and from each round's removals (one more than the rounds, their links asked for
     * only in a step with its proofs).
     */
    private record Branch(Candidates end, List<Map<Candidate, List<Inner>>> rounds, List<InnerChains> chains,
                          List<Propagation> props) {
    }

    private final Candidates state;
    private final Propagation[] outer;
    private final InnerChains[] firstRounds;
    private final Function<Candidates, InnerChains> chainsOf;
    private final Nesting level;
    private final int maxRounds;
    /** Whether steps are made with their links. */
    private final boolean proofs;
    /** Per candidate index: its branch, worked out when first asked; a branch that contradicts is none. */
    private final Map<Integer, Branch> branches = new HashMap<>();

    NestedVerities(Candidates state, Propagation[] outer, InnerChains[] firstRounds,
                   Function<Candidates, InnerChains> chainsOf, Nesting level, int maxRounds, boolean proofs) {
        this.state = state;
        this.outer = outer;
        this.firstRounds = firstRounds;
        this.chainsOf = chainsOf;
        this.level = level;
        this.maxRounds = maxRounds;
        this.proofs = proofs;
    }

    /** Offers the cells' verities, then the units'; false once the sink stops. */
    boolean find(StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        for (int c = 0; c < g.cellCount(); c++) {
            int m = state.digit(c) == 0 ? state.candidates(c) : 0;
            if (DigitSet.size(m) < 2) {
                continue;
            }
            List<Candidate> assumptions = new ArrayList<>();
            for (int d : DigitSet.digits(m)) {
                assumptions.add(new Candidate(c, d));
            }
            int cell = c;
            Step s = verity(assumptions, () -> new Premise.CellHolds(cell, m), List.of());
            if (s != null && !sink.accept(s)) {
                return false;
            }
        }
        for (int u = 0; u < g.unitCount(); u++) {
            int[] unit = UnitTables.unit(g, u);
            int placed = state.placedIn(u);
            for (int d = 1; d <= n; d++) {
                List<Candidate> assumptions = new ArrayList<>();
                List<Integer> cells = new ArrayList<>();
                for (int m = DigitSet.contains(placed, d) ? 0 : state.positions(u, d); m != 0; m &= m - 1) {
                    int cell = unit[Integer.numberOfTrailingZeros(m)];
                    assumptions.add(new Candidate(cell, d));
                    cells.add(cell);
                }
                if (assumptions.size() < 2) {
                    continue;
                }
                int unitIndex = u;
                int digit = d;
                Step s = verity(assumptions, () -> new Premise.UnitHolds(unitIndex, digit, cells), List.of(u));
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return !proofs || doubles(sink);
    }

    /**
     * Offers the double forcing chains of this level, as Sudoku Explainer's nested chains make
     * them beside the cells' and units' (its "double implication" with the level's chains inside
     * the assumptions): a candidate of a cell of three or more assumed true, then false, each
     * followed by its nested rounds, both ending with the same placement or removal. Only in a
     * step with its proofs (an explanation or a hint): a rating leaves them out, as it leaves out
     * the double forcing chains of the dynamic levels. False once the sink stops.
     */
    private boolean doubles(StepSink sink) {
        Geometry g = state.geometry();
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) != 0 || DigitSet.size(state.candidates(c)) < 3) {
                continue;
            }
            for (int d : DigitSet.digits(state.candidates(c))) {
                Candidate a = new Candidate(c, d);
                Step s = verity(List.of(a, a), () -> new Premise.OnOrOff(a), List.of());
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether assumption {@code i} of {@code assumptions} is its candidate assumed false: a double forcing chain's second. */
    private static boolean off(List<Candidate> assumptions, int i) {
        return i == 1 && assumptions.get(0).equals(assumptions.get(1));
    }

    /** The branch of {@code digit} assumed in {@code cell}, or null when it contradicts (a contradiction step, not a verity). */
    private Branch branch(int cell, int digit) {
        int i = cell * state.geometry().side() + digit - 1;
        if (branches.containsKey(i)) {
            return branches.get(i);
        }
        Branch b = follow(outer[i], firstRounds[i]);
        branches.put(i, b);
        return b;
    }

    /**
     * The branch of {@code digit} assumed false in {@code cell}, or null when it contradicts, or
     * when the removal places fewer than two digits by itself (it then leads nowhere a chain can
     * be printed from, as for {@link DoubleForcingChain}).
     */
    private Branch branchOff(int cell, int digit) {
        int i = state.geometry().cellCount() * state.geometry().side() + cell * state.geometry().side() + digit - 1;
        if (branches.containsKey(i)) {
            return branches.get(i);
        }
        Propagation off = Propagation.afterRemoving(state, List.of(new Candidate(cell, digit)), Propagation.Rules.LOCKED);
        Branch b = off.contradicts() || off.placed.size() < 2 ? null : follow(off, chainsOf.apply(off.toState(state)));
        branches.put(i, b);
        return b;
    }

    /** Follows one assumption's nested rounds to where they stall, as a nested forcing chain does; null on a contradiction. */
    private Branch follow(Propagation assumed, InnerChains firstRound) {
        if (assumed == null || assumed.contradicts()) {
            return null;
        }
        Propagation p = assumed;
        Candidates branch = state;
        List<Map<Candidate, List<Inner>>> rounds = new ArrayList<>();
        List<InnerChains> used = new ArrayList<>();
        List<Propagation> props = new ArrayList<>(List.of(p));
        for (int round = 0; round < maxRounds; round++) {
            state.checkCancelled();
            InnerChains chains = round == 0 ? firstRound : chainsOf.apply(p.toState(branch));
            branch = chains.branch;
            Map<Candidate, List<Inner>> wrong = chains.removals(level);
            if (wrong.isEmpty()) {
                return new Branch(branch, rounds, used, props);
            }
            rounds.add(wrong);
            used.add(chains);
            p = Propagation.afterRemoving(branch, new ArrayList<>(wrong.keySet()), Propagation.Rules.LOCKED);
            if (p.contradicts()) {
                return null;
            }
            props.add(p);
        }
        return new Branch(p.toState(branch), rounds, used, props);
    }

    /** The digits gone from {@code cell} in {@code end}, as {@link Propagation#excluded} gives them for a propagation. */
    private static int excluded(Candidates end, int cell) {
        return end.digit(cell) != 0 ? ~DigitSet.of(end.digit(cell)) : ~end.candidates(cell);
    }

    /** The step when every one of {@code assumptions} ends with the same placement or removal, or null. */
    private Step verity(List<Candidate> assumptions, Supplier<Premise> premise, List<Integer> units) {
        List<Branch> ends = new ArrayList<>();
        for (int i = 0; i < assumptions.size(); i++) {
            Candidate a = assumptions.get(i);
            Branch b = off(assumptions, i) ? branchOff(a.cell(), a.digit()) : branch(a.cell(), a.digit());
            if (b == null) {
                return null;
            }
            ends.add(b);
        }
        if (ends.stream().allMatch(b -> b.rounds().isEmpty())) {
            return null; // no inner chain: a dynamic cell or unit forcing chain, not a nested one
        }
        Geometry g = state.geometry();
        List<Candidate> placements = new ArrayList<>();
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) != 0) {
                continue;
            }
            int d0 = ends.get(0).end().digit(c);
            boolean same = d0 != 0;
            int gone = state.candidates(c);
            for (Branch b : ends) {
                same &= b.end().digit(c) == d0;
                gone &= excluded(b.end(), c);
            }
            if (same) {
                placements.add(new Candidate(c, d0));
                continue;
            }
            for (int m = gone; m != 0; m &= m - 1) {
                elims.add(new Candidate(c, Integer.numberOfTrailingZeros(m) + 1));
            }
        }
        if (placements.isEmpty() && elims.isEmpty()) {
            return null;
        }
        boolean asPlacement = !placements.isEmpty();
        Candidate shown = asPlacement ? placements.get(0) : elims.get(0);
        List<List<Candidate>> removed = new ArrayList<>();
        List<List<Integer>> roundsOf = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        int digits = 0;
        for (int i = 0; i < assumptions.size(); i++) {
            List<Candidate> r = new ArrayList<>();
            List<Integer> ro = new ArrayList<>();
            List<Map<Candidate, List<Inner>>> rounds = ends.get(i).rounds();
            for (int k = 0; k < rounds.size(); k++) {
                for (Candidate x : rounds.get(k).keySet()) {
                    r.add(x);
                    ro.add(k + 1);
                }
            }
            removed.add(r);
            roundsOf.add(ro);
            Candidate a = assumptions.get(i);
            if (!starts.contains(a.cell())) {
                starts.add(a.cell());
            }
            digits |= DigitSet.of(a.digit());
        }
        Proved p = proofs ? proved(assumptions, ends, placements, elims) : new Proved(List.of(), List.of(), List.of(),
                List.of(), List.of(), List.of(), 0, List.of());
        ForcingEvidence.NestedVerity e = new ForcingEvidence.NestedVerity(premise.get(), assumptions,
                ForcingEvidence.Inner.valueOf(level.name()), shown, asPlacement, removed, roundsOf, p.premises(), p.innerFirst(),
                p.traced(), p.reachedIn(), p.reachFirst(), p.branchCount(), p.clashes());
        return new Step(Technique.NESTED_FORCING_CHAIN, placements, elims, units, starts, starts, digits, p.links(), e)
                .withDifficulty(Forcing.difficulty(level.base(), length(assumptions, ends, placements, elims)));
    }

    /** A step's links and how the evidence numbers them (see {@link ForcingEvidence.NestedVerity}). */
    private record Proved(List<Link> links, List<List<List<Candidate>>> premises, List<List<Integer>> innerFirst,
                          List<Candidate> traced, List<List<Integer>> reachedIn, List<List<Integer>> reachFirst,
                          int branchCount, List<List<ForcingEvidence.Clash>> clashes) {
    }

    /**
     * The links of a step: per assumption, each inner chain's (the first way of its removal, as
     * the nested contradiction shows it); then per traced conclusion, per assumption, the chain
     * that reaches it from the assumption or from the removals of the round after which it
     * first holds, or none when an inner chain of the branch removes it itself.
     */
    private Proved proved(List<Candidate> assumptions, List<Branch> ends, List<Candidate> placements,
                          List<Candidate> elims) {
        int n = state.geometry().side();
        List<Link> links = new ArrayList<>();
        List<List<List<Candidate>>> premises = new ArrayList<>();
        List<List<Integer>> innerFirst = new ArrayList<>();
        List<List<ForcingEvidence.Clash>> clashes = new ArrayList<>();
        int b = 0;
        for (Branch br : ends) {
            List<List<Candidate>> ps = new ArrayList<>();
            List<Integer> firsts = new ArrayList<>();
            List<ForcingEvidence.Clash> cs = new ArrayList<>();
            for (int r = 0; r < br.rounds().size(); r++) {
                InnerChains.Proofs proof = new InnerChains.Proofs(br.chains().get(r));
                for (List<Inner> ways : br.rounds().get(r).values()) {
                    Inner i = ways.get(0);
                    ps.add(i.premises());
                    firsts.add(b);
                    InnerChains.Proofs.Proof made = proof.proof(i);
                    b = addLinks(links, b, made.links());
                    cs.add(made.clash());
                }
            }
            premises.add(ps);
            innerFirst.add(firsts);
            clashes.add(cs);
        }
        List<Candidate> traced = Forcing.traced(state, placements, elims);
        List<List<Integer>> reachedIn = new ArrayList<>();
        List<List<Integer>> reachFirst = new ArrayList<>();
        for (Candidate x : traced) {
            boolean placing = placements.contains(x);
            int index = x.cell() * n + x.digit() - 1;
            List<Integer> in = new ArrayList<>();
            List<Integer> firsts = new ArrayList<>();
            for (Branch br : ends) {
                int at = reached(br, x, placing);
                in.add(at);
                firsts.add(b);
                if (at >= 0) {
                    b = addLinks(links, b, br.props().get(at).trace(index, placing));
                }
            }
            reachedIn.add(in);
            reachFirst.add(firsts);
        }
        return new Proved(links, premises, innerFirst, traced, reachedIn, reachFirst, b, clashes);
    }

    /**
     * The first propagation of {@code br} (0 from the assumption, r from round r's removals) that
     * places or removes {@code x}, or minus the round whose inner chain removes it.
     */
    private static int reached(Branch br, Candidate x, boolean placing) {
        for (int k = 0; k < br.props().size(); k++) {
            if (k > 0 && !placing && br.rounds().get(k - 1).containsKey(x)) {
                return -k;
            }
            Propagation p = br.props().get(k);
            if (placing ? p.digits[x.cell()] == x.digit() : (p.excluded(x.cell()) & DigitSet.of(x.digit())) != 0) {
                return k;
            }
        }
        throw new IllegalStateException("a nested verity's conclusion not reached in a branch: " + x);
    }

    /** Adds {@code chain}'s links with their branches numbered from {@code first}; the next free branch number. */
    static int addLinks(List<Link> links, int first, List<Link> chain) {
        int last = first - 1;
        for (Link l : chain) {
            links.add(l.inBranch(first + l.branch()));
            last = Math.max(last, first + l.branch());
        }
        return last + 1;
    }

    /**
     * The length of the step, as Sudoku Explainer counts a cell's or a unit's chains: per
     * conclusion, the facts of every branch added up (see {@link ChainLength}), less two; the
     * shortest conclusion's. Each inner removal weighs one fact here, which its own chain, when
     * longer, makes a lower bound. Zero when the lengths do not follow (they always should).
     */
    private int length(List<Candidate> assumptions, List<Branch> ends, List<Candidate> placements,
                       List<Candidate> elims) {
        List<ChainLength> counts = new ArrayList<>();
        for (int i = 0; i < assumptions.size(); i++) {
            Candidate a = assumptions.get(i);
            ChainLength c = off(assumptions, i) ? ChainLength.remove(state, a.cell(), a.digit(), Propagation.Rules.LOCKED)
                    : ChainLength.assume(state, a.cell(), a.digit());
            for (Map<Candidate, List<Inner>> round : ends.get(i).rounds()) {
                if (c.contradicts()) {
                    break;
                }
                Map<Candidate, Integer> removals = new HashMap<>();
                round.keySet().forEach(x -> removals.put(x, 1));
                c.removedInBranch(removals);
                c.run();
            }
            counts.add(c);
        }
        long best = Long.MAX_VALUE;
        for (int k = 0; k < placements.size() + elims.size(); k++) {
            boolean placed = k < placements.size();
            Candidate x = placed ? placements.get(k) : elims.get(k - placements.size());
            long sum = 0;
            for (ChainLength c : counts) {
                sum += placed ? c.placed(x.cell(), x.digit()) : c.removed(x.cell(), x.digit());
            }
            best = Math.min(best, sum);
        }
        return best >= Integer.MAX_VALUE ? 0 : (int) Math.max(0, best - 2);
    }
}
