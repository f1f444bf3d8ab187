package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainLength;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.InnerChains;
import sudoku.logic.chain.InnerChains.Inner;
import sudoku.logic.chain.Nesting;
import sudoku.logic.chain.Propagation;
import sudoku.logic.chain.StaticClosure;

/**
 * Nested forcing chain: a candidate assumed true is followed by singles and locked candidates and,
 * whenever those stall, by forcing chains inside the assumption (a candidate whose own chain, in
 * the state the assumption has reached, breaks down is removed there); if the assumption ends in a
 * contradiction it is false. How strong the inner chains may be is Sudoku Explainer's nesting
 * level ({@link Nesting}), tried cheapest first; the step is graded by its level and its length:
 * the facts the final contradiction rests on, each inner chain counting its own facts too, as
 * {@link ChainLength} counts them, the same whatever the grid's orientation.
 */
final class NestedForcingChain implements StepFinder {
    /** How many rounds of inner chains one assumption may take. */
    static final int MAX_ROUNDS = 6;

    @Override
    public Technique technique() {
        return Technique.NESTED_FORCING_CHAIN;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry()) || !Limits.nestable(state)) {
            return;
        }
        Propagation[] outer = Forcing.all(state, context);
        // The first round of each assumption starts from the same state at every level: its static
        // chains are worked out once, and kept for the next search, where some assumptions reach
        // the same state again (a step removes few candidates, all of them gone there already).
        // So are the states later rounds start from, which the next level often reaches again.
        RoundStarts kept = roundStarts(context);
        kept.nextSearch(state);
        InnerChains[] firstRounds = new InnerChains[outer.length];
        for (int i = 0; i < outer.length; i++) {
            if (outer[i] != null && !outer[i].contradicts()) {
                firstRounds[i] = kept.of(outer[i].toState(state));
            }
        }
        // A solver's round keeps only its easiest steps: there a step sure to be harder than the
        // round's easiest so far is left out before its length is fully counted (see HarderLeftOut).
        HarderLeftOut harder = new HarderLeftOut(context.proofsDeferred() && !context.listsEvery(), context.ceiling());
        Forcing.tiered(List.of(Nesting.values()), level -> level.base(), context.ceiling(), sink, (level, tierSink) -> {
            int[] offered = {0};
            StepSink counted = s -> {
                offered[0]++;
                harder.offered(s.difficulty());
                return tierSink.accept(s);
            };
            // SE tries its nested cell and unit chains beside the contradictions: here after them,
            // or beside them when every step is listed.
            boolean proofs = context.proofs() && !context.proofsDeferred();
            if (!find(state, proofs, outer, firstRounds, kept, level, counted, harder)) {
                return false;
            }
            if (offered[0] > 0 && !context.listsEvery()) {
                return true;
            }
            // a step left out was found all the same: the tiers stop here, as after offering it
            return !harder.any && new NestedVerities(state, outer, firstRounds, kept::of, level, MAX_ROUNDS,
                    context.proofs()).find(tierSink);
        });
    }

    /**
     * The step found again with its links: the inner chains' and the final contradiction's, which
     * take about a sixth of a search to build and which a round keeps for few of its steps.
     */
    @Override
    public Step proved(Candidates state, SearchContext context, Step step) {
        if (!(step.evidence() instanceof ForcingEvidence.NestedContradiction e) || !step.links().isEmpty()) {
            return step;
        }
        int cell = e.assumption().cell();
        int digit = e.assumption().digit();
        Propagation assumed = Forcing.all(state, context)[cell * state.geometry().side() + digit - 1];
        RoundStarts kept = roundStarts(context);
        // the step's difficulty is known: its length, the costliest part of a proof, is not counted again
        Step s = assumed == null || assumed.contradicts() ? null : tryAssumption(state, true, cell, digit, assumed,
                kept.of(assumed.toState(state)), kept, Nesting.valueOf(e.inner().name()), step.difficulty(),
                new HarderLeftOut(false, Double.POSITIVE_INFINITY));
        if (s == null || !s.eliminations().equals(step.eliminations()) || s.difficulty() != step.difficulty()) {
            throw new IllegalStateException("a nested forcing chain not found again: " + e.assumption());
        }
        return s;
    }

    /**
     * The difficulty above which a solver's round drops every step (the easiest it has, or its
     * ceiling), and whether a step was left out for being harder. Infinite elsewhere: a rating
     * or a listing gets every step.
     */
    private static final class HarderLeftOut {
        /** Whether the search is a solver's round's. */
        private final boolean round;
        private double above;
        private boolean any;

        HarderLeftOut(boolean round, double ceiling) {
            this.round = round;
            this.above = round ? ceiling : Double.POSITIVE_INFINITY;
        }

        void offered(double difficulty) {
            if (round) {
                above = Math.min(above, difficulty);
            }
        }
    }

    private boolean find(Candidates state, boolean proofs, Propagation[] outer, InnerChains[] firstRounds,
                         RoundStarts kept, Nesting level, StepSink sink, HarderLeftOut harder) {
        Geometry g = state.geometry();
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.candidates(c))) {
                state.checkCancelled();
                int i = c * g.side() + d - 1;
                Step s = tryAssumption(state, proofs, c, d, outer[i], firstRounds[i], kept, level, -1, harder);
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static final SearchContext.Key<RoundStarts> ROUND_STARTS =
            new SearchContext.Key<>("nested forcing chains' round starts");
    private static final SearchContext.Key<RoundStarts> SHARED_ROUND_STARTS =
            new SearchContext.Key<>("nested forcing chains' round starts, by the state searched");

    /**
     * The context's round starts: those it {@linkplain SearchContext#shared shares} when it shares
     * (an explanation's path and its rating), else its own.
     */
    private static RoundStarts roundStarts(SearchContext context) {
        RoundStarts shared = context.shared(SHARED_ROUND_STARTS, () -> new RoundStarts(true));
        return shared != null ? shared : context.lasting(ROUND_STARTS, () -> new RoundStarts(false));
    }

    /**
     * The inner chains of the states the assumptions' rounds started from in one search, and in
     * the search before; with them, what was found to fail from each (see {@link InnerChains#fails}).
     * Inner chains depend only on the state they start from, and a step's length only on the
     * state searched, its assumption and its level. When shared by two solvers (an explanation's
     * path and its rating, which reach many of the same states) each search's chains and lengths
     * are also kept by the state searched, so that the other solver's search of an equal state
     * finds them again.
     */
    private static final class RoundStarts {
        /** The most searches whose inner chains are kept by the state searched. */
        private static final int SEARCHES_KEPT = 64;

        /** What one search found: the inner chains by state, the lengths counted by assumption and level. */
        private static final class Search {
            final Map<Candidates, InnerChains> chains = new HashMap<>();
            final Map<Integer, Integer> lengths = new HashMap<>();
        }

        private static final Search NONE = new Search();

        private Search before = new Search();
        private Search now = new Search();
        /** An earlier search's of an equal state; {@link #NONE} when there was none. */
        private Search sameState = NONE;
        /** Each search's, by the state searched, the least recently searched let go first; null unless shared. */
        private final Map<Candidates, Search> bySearch;
        /** Where the static closures of new inner chains are built. */
        private final StaticClosure.Workspace workspace = new StaticClosure.Workspace();

        RoundStarts(boolean shared) {
            bySearch = !shared ? null : new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<Candidates, Search> eldest) {
                    return size() > SEARCHES_KEPT;
                }
            };
        }

        /** Starts a search of {@code state}: what the last one did not use again is let go. */
        void nextSearch(Candidates state) {
            before = now;
            now = new Search();
            if (bySearch != null) {
                Search earlier = bySearch.put(state.copy(), now);
                sameState = earlier == null ? NONE : earlier;
            }
        }

        /** The inner chains of {@code branch}: those of this search, the last one or an equal state's, else new. */
        InnerChains of(Candidates branch) {
            return now.chains.computeIfAbsent(branch, b -> {
                InnerChains known = before.chains.get(b);
                if (known == null) {
                    known = sameState.chains.get(b);
                }
                return known != null ? known : new InnerChains(b, workspace);
            });
        }

        /**
         * The length of the step from {@code assumption} (cell * side + digit - 1) at {@code level}
         * in this search: the one counted before in it or in an equal state's, else {@code count}'s
         * (-1 when it stopped, sure the step is too hard, which is not kept).
         */
        int length(int assumption, Nesting level, java.util.function.IntSupplier count) {
            int key = assumption * Nesting.values().length + level.ordinal();
            Integer known = now.lengths.get(key);
            if (known == null) {
                known = sameState.lengths.get(key);
            }
            int counted = known != null ? known : count.getAsInt();
            if (counted >= 0) {
                now.lengths.put(key, counted);
            }
            return counted;
        }
    }

    /**
     * The step removing {@code digit} from {@code cell}, whose propagation in {@code state} is
     * {@code assumed}, or null; without its links and final chains unless {@code withProofs}. Its
     * difficulty is {@code known} when that is not negative (the step found before), else counted;
     * null too, noted in {@code harder}, when its chain is sure to make it harder than {@code harder} allows.
     */
    private Step tryAssumption(Candidates state, boolean withProofs, int cell, int digit, Propagation assumed,
                               InnerChains firstRound, RoundStarts kept, Nesting level, double known,
                               HarderLeftOut harder) {
        Geometry g = state.geometry();
        Propagation p = assumed;
        Candidates branch = state;
        List<InnerChains> allChains = new ArrayList<>();
        List<Map<Candidate, List<Inner>>> rounds = new ArrayList<>();
        for (int round = 0; round < MAX_ROUNDS && !p.contradicts(); round++) {
            state.checkCancelled();
            InnerChains chains = round == 0 ? firstRound : kept.of(p.toState(branch));
            allChains.add(chains);
            // What follows from a round's start state depends on nothing else: rounds that ended
            // without a contradiction from there before do so again.
            if (chains.fails(level, MAX_ROUNDS - round)) {
                return failed(allChains, level);
            }
            branch = chains.branch;
            Map<Candidate, List<Inner>> wrong = chains.removals(level);
            if (wrong.isEmpty()) {
                return failed(allChains, level);
            }
            rounds.add(wrong);
            p = Propagation.afterRemoving(branch, new ArrayList<>(wrong.keySet()), Propagation.Rules.LOCKED);
        }
        if (!p.contradicts()) {
            return failed(allChains, level);
        }
        if (rounds.isEmpty()) {
            return null; // no inner chain: a dynamic forcing chain, not a nested one
        }
        List<InnerChains.Proofs> proofs = new ArrayList<>();
        for (InnerChains chains : allChains) {
            proofs.add(new InnerChains.Proofs(chains));
        }
        double difficulty = known;
        if (known < 0) {
            int counted = kept.length(cell * g.side() + digit - 1, level,
                    () -> length(state, cell, digit, proofs, rounds, level, harder.above));
            // a length counted before, in full, is as much too hard as the count would have said
            int length = counted >= 0 && Forcing.difficulty(level.base(), counted) > harder.above + 1e-9 ? -1 : counted;
            if (length < 0) {
                harder.any = true;
                return null;
            }
            difficulty = Forcing.difficulty(level.base(), length);
        }
        Candidate w = new Candidate(cell, digit);
        List<Candidate> shown = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        // Links: each inner chain's links, its branches numbered after those before it (in the
        // order of the text), then the final contradiction's chains as the last branches.
        List<Link> links = new ArrayList<>();
        List<Integer> roundOf = new ArrayList<>();
        List<Integer> firstBranches = new ArrayList<>();
        List<List<Candidate>> premises = new ArrayList<>();
        List<ForcingEvidence.Clash> clashes = new ArrayList<>();
        int b = 0;
        for (int r = 0; r < rounds.size(); r++) {
            for (List<Inner> ways : rounds.get(r).values()) {
                Inner i = ways.get(0);
                shown.add(i.removed());
                roundOf.add(r + 1);
                firstBranches.add(b);
                premises.add(i.premises());
                if (!cells.contains(i.removed().cell())) {
                    cells.add(i.removed().cell());
                }
                if (withProofs) {
                    InnerChains.Proofs.Proof proof = proofs.get(r).proof(i);
                    b = NestedVerities.addLinks(links, b, proof.links());
                    clashes.add(proof.clash());
                }
            }
        }
        NestedVerities.addLinks(links, b, withProofs ? p.contradictionTrace() : List.of());
        ForcingEvidence.NestedContradiction e = new ForcingEvidence.NestedContradiction(w, ForcingEvidence.Inner.valueOf(level.name()), shown,
                p.contradiction(), b, roundOf, firstBranches, premises, clashes);
        return new Step(technique(), List.of(), List.of(w), List.of(), List.of(cell), cells, DigitSet.of(digit),
                links, e).withDifficulty(difficulty);
    }

    /**
     * Records that the rounds from each of {@code starts} (the i-th starting round i) end without
     * a contradiction at {@code level}; null, the step not found.
     */
    private static Step failed(List<InnerChains> starts, Nesting level) {
        for (int r = 0; r < starts.size(); r++) {
            starts.get(r).failed(level, MAX_ROUNDS - r);
        }
        return null;
    }


    /**
     * The length of the step (see {@link ChainLength}): the facts the final contradiction rests
     * on, where each inner removal counts the facts of its own chain too (the shortest of its
     * ways) and rests on every fact the assumption had led to when that chain was found (the state
     * it was found in). Dynamic inner chains are costly to count, and the final contradiction rests
     * on few of them: each weighs one (less than it may) until the shortest contradiction rests on
     * it, then it is counted and the outer chain followed again, until every inner chain that
     * contradiction rests on has its count. Zero when the lengths do not follow (they always should).
     * Counting an inner chain only raises its weight (every chain counts at least one), so no
     * contradiction gets shorter: -1 as soon as the step is sure to be harder than {@code above}
     * at {@code level}.
     */
    private static int length(Candidates state, int cell, int digit, List<InnerChains.Proofs> proofs,
                              List<Map<Candidate, List<Inner>>> rounds, Nesting level, double above) {
        List<Map<Candidate, Integer>> counted = new ArrayList<>();
        for (int r = 0; r < rounds.size(); r++) {
            Map<Candidate, Integer> known = new HashMap<>();
            for (Map.Entry<Candidate, List<Inner>> e : rounds.get(r).entrySet()) {
                if (e.getValue().stream().allMatch(i -> i.rules() == Propagation.Rules.STATIC)) {
                    known.put(e.getKey(), proofs.get(r).length(e.getValue()));
                }
            }
            counted.add(known);
        }
        while (true) {
            state.checkCancelled();
            ChainLength outer = ChainLength.assume(state, cell, digit);
            for (int r = 0; r < rounds.size() && !outer.contradicts(); r++) {
                Map<Candidate, Integer> removals = new HashMap<>();
                for (Candidate x : rounds.get(r).keySet()) {
                    removals.put(x, counted.get(r).getOrDefault(x, 1));
                }
                outer.removedInBranch(removals);
                outer.run();
            }
            if (!outer.contradicts()) {
                return 0;
            }
            if (Forcing.difficulty(level.base(), outer.contradictionLength()) > above + 1e-9) {
                return -1;
            }
            boolean more = false;
            for (int r = 0; r < rounds.size(); r++) {
                for (Map.Entry<Candidate, List<Inner>> e : rounds.get(r).entrySet()) {
                    if (!counted.get(r).containsKey(e.getKey()) && outer.restsOn(e.getKey())) {
                        counted.get(r).put(e.getKey(), proofs.get(r).length(e.getValue()));
                        more = true;
                    }
                }
            }
            if (!more) {
                return outer.contradictionLength();
            }
        }
    }
}
