package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Link;
import sudoku.logic.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * Nested forcing chain: a candidate assumed true is followed by singles and locked candidates and,
 * whenever those stall, by forcing chains inside the assumption (a candidate whose own chain, in
 * the state the assumption has reached, breaks down is removed there); if the assumption ends in a
 * contradiction it is false. How strong the inner chains may be is Sudoku Explainer's nesting
 * level ({@link Level}), tried cheapest first; the step is graded by its level and its length:
 * the facts the final contradiction rests on, each inner chain counting its own facts too, as
 * {@link ChainLength} counts them, the same whatever the grid's orientation.
 */
public final class NestedForcingChain implements StepFinder {
    /** How many rounds of inner chains one assumption may take. */
    private static final int MAX_ROUNDS = 6;

    /**
     * Sudoku Explainer's nesting levels: what an assumption may use inside itself once its singles
     * and locked candidates stall, cheapest first. Each level keeps the inner chains of the levels
     * before it.
     */
    enum Level {
        /** Forcing chains through static links (bivalue cells and conjugate pairs) that contradict themselves: SE's 9.5. */
        FORCING_CHAINS(9.5, null, false, "forcing chains"),
        /** And multiple forcing chains: what every candidate of a cell, or every place of a digit in a unit, removes through static links: SE's 10.0. */
        MULTIPLE_FORCING_CHAINS(10.0, null, true, "multiple forcing chains"),
        /** And dynamic forcing chains: a candidate whose singles, its own removals' included, contradict: SE's 10.5. */
        DYNAMIC_FORCING_CHAINS(10.5, Propagation.Rules.SINGLES, true, "dynamic forcing chains"),
        /**
         * And dynamic forcing chains with locked candidates inside: SE's 11.0, whose inner chains
         * are themselves nested (SE's "Dynamic Forcing Chains (+ Dynamic Forcing Chains (+))").
         */
        DYNAMIC_FORCING_CHAINS_PLUS(11.0, Propagation.Rules.LOCKED, true,
                "dynamic forcing chains with locked candidates");

        /** The difficulty before length. */
        final double base;
        /** The rules of the inner dynamic chains, or null for static chains only. */
        final Propagation.Rules dynamic;
        /** Whether inner verities (a cell's or a unit's candidates all removing the same) are used. */
        final boolean verities;
        /** The inner chains, in words. */
        final String words;

        Level(double base, Propagation.Rules dynamic, boolean verities, String words) {
            this.base = base;
            this.dynamic = dynamic;
            this.verities = verities;
            this.words = words;
        }
    }

    @Override
    public Technique technique() {
        return Technique.NESTED_FORCING_CHAIN;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        Propagation[] outer = Forcing.all(state, context);
        // The first round of each assumption starts from the same state at every level: its static
        // chains are worked out once, and kept for the next search, where most assumptions reach
        // the same state again (a step removes few candidates, most of them already gone there).
        FirstRounds kept = context.lasting(FIRST_ROUNDS, FirstRounds::new);
        kept.nextSearch();
        StaticChains[] firstRounds = new StaticChains[outer.length];
        for (int i = 0; i < outer.length; i++) {
            if (outer[i] != null && !outer[i].contradicts()) {
                firstRounds[i] = kept.of(outer[i].toState(state));
            }
        }
        Forcing.tiered(List.of(Level.values()), sink,
                (level, tierSink) -> find(state, context.proofs(), outer, firstRounds, level, tierSink));
    }

    private boolean find(Candidates state, boolean proofs, Propagation[] outer, StaticChains[] firstRounds,
                         Level level, StepSink sink) {
        Geometry g = state.geometry();
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.candidates(c))) {
                state.checkCancelled();
                int i = c * g.side() + d - 1;
                // Whether an assumption fails at a level depends only on the state its first round
                // starts from: a failure found in an earlier search holds as long as that state does.
                StaticChains first = firstRounds[i];
                Step s = first != null && first.fails[level.ordinal()] ? null
                        : tryAssumption(state, proofs, c, d, outer[i], first, level);
                if (s == null && first != null) {
                    first.fails[level.ordinal()] = true;
                }
                if (s != null && !sink.accept(s)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static final SearchContext.Key<FirstRounds> FIRST_ROUNDS =
            new SearchContext.Key<>("nested forcing chains' first rounds");

    /** The static chains of the states the assumptions of one search reached first, and of the search before. */
    private static final class FirstRounds {
        private Map<Candidates, StaticChains> before = new java.util.HashMap<>();
        private Map<Candidates, StaticChains> now = new java.util.HashMap<>();

        /** Starts a search: what the last one did not use again is let go. */
        void nextSearch() {
            before = now;
            now = new java.util.HashMap<>();
        }

        StaticChains of(Candidates branch) {
            StaticChains known = now.get(branch);
            if (known == null) {
                known = before.get(branch);
                now.put(branch, known != null ? known : new StaticChains(branch));
            }
            return now.get(branch);
        }
    }

    /**
     * A removal an assumption makes inside itself: {@code removed}, because every one of
     * {@code premises} (the candidate itself for a contradiction, else a cell's candidates or a
     * digit's places in a unit) removes it, or leads to a contradiction, under {@code rules}.
     */
    private record Inner(Candidate removed, List<Candidate> premises, Propagation.Rules rules) {
        boolean contradiction() {
            return premises.size() == 1 && premises.get(0).equals(removed);
        }
    }

    /**
     * The step removing {@code digit} from {@code cell}, whose propagation in {@code state} is
     * {@code assumed}, or null; without its links and final chains unless {@code withProofs}.
     */
    private Step tryAssumption(Candidates state, boolean withProofs, int cell, int digit, Propagation assumed,
                               StaticChains firstRound, Level level) {
        Geometry g = state.geometry();
        Propagation p = assumed;
        Candidates branch = state;
        List<StaticChains> allChains = new ArrayList<>();
        List<Map<Candidate, List<Inner>>> rounds = new ArrayList<>();
        for (int round = 0; round < MAX_ROUNDS && !p.contradicts(); round++) {
            state.checkCancelled();
            StaticChains chains = round == 0 ? firstRound : new StaticChains(p.toState(branch));
            branch = chains.branch;
            Map<Candidate, List<Inner>> wrong = chains.removals(level);
            if (wrong.isEmpty()) {
                return null;
            }
            allChains.add(chains);
            rounds.add(wrong);
            p = Propagation.afterRemoving(branch, new ArrayList<>(wrong.keySet()));
        }
        if (!p.contradicts()) {
            return null;
        }
        List<Proofs> proofs = new ArrayList<>();
        for (StaticChains chains : allChains) {
            proofs.add(new Proofs(chains));
        }
        int length = length(state, cell, digit, proofs, rounds);
        Candidate w = new Candidate(cell, digit);
        List<String> shown = new ArrayList<>();
        List<Integer> cells = new ArrayList<>();
        // Links: each inner chain's links, its branches numbered after those before it (in the
        // order of the text), then the final contradiction's chains as the last branches.
        List<Link> links = new ArrayList<>();
        int b = 0;
        for (int r = 0; r < rounds.size(); r++) {
            for (List<Inner> ways : rounds.get(r).values()) {
                Inner i = ways.get(0);
                shown.add(g.cellName(i.removed().cell()) + " is not " + Geometry.symbol(i.removed().digit()));
                if (!cells.contains(i.removed().cell())) {
                    cells.add(i.removed().cell());
                }
                if (withProofs) {
                    b = addLinks(links, b, proofs.get(r).links(i));
                }
            }
        }
        if (withProofs) {
            addLinks(links, b, p.contradictionTrace());
        }
        String text = "If " + g.cellName(cell) + " is " + Geometry.symbol(digit) + ", then singles and locked "
                + "candidates, with " + level.words + " inside that assumption (" + Words.and(shown)
                + "), lead to a contradiction: " + p.contradiction() + ". So " + g.cellName(cell) + " is not "
                + Geometry.symbol(digit) + "." + (!withProofs || p.contradictionTrace().isEmpty() ? ""
                : " Final chains: " + ForcingChainContradiction.chains(g, p.contradictionTrace()) + ".");
        return new Step(technique(), List.of(), List.of(w), List.of(), List.of(cell), cells, DigitSet.of(digit),
                links, text).withDifficulty(Forcing.difficulty(level.base, length));
    }

    /** Adds {@code chain}'s links with their branches numbered from {@code first}; the next free branch number. */
    private static int addLinks(List<Link> links, int first, List<Link> chain) {
        int last = first - 1;
        for (Link l : chain) {
            links.add(l.inBranch(first + l.branch()));
            last = Math.max(last, first + l.branch());
        }
        return last + 1;
    }

    /**
     * The inner chains of one state an assumption has reached ({@code branch}): the static chains
     * worked out once (which candidates contradict themselves, and what each other one removes),
     * and what each level's chains remove there.
     */
    private static final class StaticChains {
        final Candidates branch;
        private final int n;
        /** Where the static chains of every candidate lead. */
        private final StaticClosure closure;
        /** Per rules of dynamic chains: per candidate index, whether its chain under them contradicts; made when first asked. */
        private final Map<Propagation.Rules, boolean[]> dynamic = new java.util.EnumMap<>(Propagation.Rules.class);
        private Map<Candidate, List<Inner>> verities;
        /** Per level: whether an assumption whose first round starts here was found to fail at it. */
        final boolean[] fails = new boolean[Level.values().length];

        StaticChains(Candidates branch) {
            this.branch = branch;
            n = branch.geometry().side();
            closure = new StaticClosure(branch);
        }

        /**
         * What {@code level}'s inner chains remove, each removal with every way found (in a fixed
         * order of kinds: static contradictions, dynamic ones, then cells' and units' verities).
         * Every candidate is tried, so the result does not depend on the grid's orientation.
         */
        Map<Candidate, List<Inner>> removals(Level level) {
            Geometry g = branch.geometry();
            Map<Candidate, List<Inner>> out = new LinkedHashMap<>();
            boolean[] singles = level.dynamic == null ? null : contradictions(Propagation.Rules.SINGLES);
            boolean[] locked = level.dynamic == Propagation.Rules.LOCKED ? contradictions(Propagation.Rules.LOCKED) : null;
            for (int c = 0; c < g.cellCount(); c++) {
                for (int d : DigitSet.digits(branch.digit(c) == 0 ? branch.candidates(c) : 0)) {
                    Candidate x = new Candidate(c, d);
                    int i = c * n + d - 1;
                    Propagation.Rules by = closure.contradicts(c, d) ? Propagation.Rules.STATIC
                            : singles != null && singles[i] ? Propagation.Rules.SINGLES
                            : locked != null && locked[i] ? Propagation.Rules.LOCKED : null;
                    if (by != null) {
                        add(out, new Inner(x, List.of(x), by));
                    }
                }
            }
            if (level.verities) {
                verities().forEach((x, ways) -> ways.forEach(i -> add(out, i)));
            }
            return out;
        }

        /**
         * Per candidate index, whether its dynamic chain under {@code rules} contradicts; those
         * whose static chain does, or (under locked candidates) whose singles do, are not tried again.
         */
        private boolean[] contradictions(Propagation.Rules rules) {
            boolean[] known = dynamic.get(rules);
            if (known != null) {
                return known;
            }
            boolean[] weaker = rules == Propagation.Rules.LOCKED ? contradictions(Propagation.Rules.SINGLES) : null;
            boolean[] out = new boolean[branch.geometry().cellCount() * n];
            Trials trials = new Trials(branch, rules);
            Geometry g = branch.geometry();
            for (int c = 0; c < g.cellCount(); c++) {
                for (int d : DigitSet.digits(branch.digit(c) == 0 ? branch.candidates(c) : 0)) {
                    int i = c * n + d - 1;
                    out[i] = !closure.contradicts(c, d) && (weaker == null || !weaker[i]) && trials.contradicts(c, d);
                }
            }
            dynamic.put(rules, out);
            return out;
        }

        /** The removals of static verities: a cell's candidates, or a digit's places in a unit, all removing the same. */
        private Map<Candidate, List<Inner>> verities() {
            if (verities != null) {
                return verities;
            }
            Geometry g = branch.geometry();
            verities = new LinkedHashMap<>();
            for (int c = 0; c < g.cellCount(); c++) {
                if (branch.digit(c) == 0) {
                    List<Candidate> premises = new ArrayList<>();
                    for (int d : DigitSet.digits(branch.candidates(c))) {
                        premises.add(new Candidate(c, d));
                    }
                    verity(premises);
                }
            }
            for (int u = 0; u < g.unitCount(); u++) {
                for (int d = 1; d <= n; d++) {
                    List<Candidate> premises = new ArrayList<>();
                    for (int c : UnitTables.unit(g, u)) {
                        if (branch.digit(c) == d) {
                            premises.clear();
                            break;
                        }
                        if (branch.digit(c) == 0 && (branch.candidates(c) & DigitSet.of(d)) != 0) {
                            premises.add(new Candidate(c, d));
                        }
                    }
                    verity(premises);
                }
            }
            return verities;
        }

        /**
         * The removals every one of {@code premises} (one of which holds) makes through static
         * links, those that contradict themselves left out (they are removed already).
         */
        private void verity(List<Candidate> premises) {
            long[] gone = null;
            List<Candidate> live = new ArrayList<>();
            for (Candidate a : premises) {
                if (closure.contradicts(a.cell(), a.digit())) {
                    continue;
                }
                live.add(a);
                if (gone == null) {
                    gone = closure.reachOf(a.cell(), a.digit()).clone();
                } else {
                    NodeSet.and(gone, closure.reachOf(a.cell(), a.digit()));
                }
            }
            if (live.size() < 2) {
                return;
            }
            for (int i : closure.falsified(gone)) {
                add(verities, new Inner(new Candidate(i / n, i % n + 1), List.copyOf(live), Propagation.Rules.STATIC));
            }
        }
    }

    private static void add(Map<Candidate, List<Inner>> out, Inner i) {
        out.computeIfAbsent(i.removed(), k -> new ArrayList<>()).add(i);
    }

    /**
     * The proofs of the inner chains of one round, in the state {@code branch} that round starts
     * from: their links and lengths, each premise's static chain made once for all the removals
     * it takes part in.
     */
    private static final class Proofs {
        private final Candidates branch;
        private final StaticClosure closure;
        private final Propagation[] statics;
        /** Per premise's candidate index: the lengths of its static chains, made when first needed. */
        private final int[][] distances;

        Proofs(StaticChains chains) {
            this.branch = chains.branch;
            this.closure = chains.closure;
            this.statics = new Propagation[branch.geometry().cellCount() * branch.geometry().side()];
            this.distances = new int[statics.length][];
        }

        private Propagation of(Candidate a, Propagation.Rules rules) {
            if (rules != Propagation.Rules.STATIC) {
                return Propagation.assume(branch, a.cell(), a.digit(), rules);
            }
            int i = a.cell() * branch.geometry().side() + a.digit() - 1;
            if (statics[i] == null) {
                statics[i] = Propagation.assume(branch, a.cell(), a.digit(), rules);
            }
            return statics[i];
        }

        /** The links of the shortest static chain from {@code premise} to the fact that {@code x} is ({@code truth}) or is not. */
        private int distance(Candidate premise, Candidate x, boolean truth) {
            int i = premise.cell() * branch.geometry().side() + premise.digit() - 1;
            if (distances[i] == null) {
                distances[i] = closure.distances(premise.cell(), premise.digit());
            }
            return distances[i][closure.fact(x.cell(), x.digit(), truth)];
        }

        /** The links of an inner chain: its contradiction, or each premise's chain to the removal. */
        List<Link> links(Inner i) {
            if (i.contradiction()) {
                return of(i.removed(), i.rules()).contradictionTrace();
            }
            int target = i.removed().cell() * branch.geometry().side() + i.removed().digit() - 1;
            List<Link> links = new ArrayList<>();
            for (int k = 0; k < i.premises().size(); k++) {
                for (Link l : of(i.premises().get(k), i.rules()).trace(target, false)) {
                    links.add(l.inBranch(k));
                }
            }
            return links;
        }

        /**
         * How many facts an inner chain rests on, at least one: a static chain its links (a
         * verity's, as {@link Forcing#length} counts them: each branch and its start, less two),
         * a dynamic one as {@link ChainLength} counts it.
         */
        /** The shortest of {@code ways}' lengths. */
        int length(List<Inner> ways) {
            int best = Integer.MAX_VALUE;
            for (Inner i : ways) {
                best = Math.min(best, length(i));
            }
            return best;
        }

        private int length(Inner i) {
            Candidate x = i.removed();
            int length;
            if (i.rules() != Propagation.Rules.STATIC) {
                length = ChainLength.assume(branch, x.cell(), x.digit(), i.rules()).contradictionLength();
            } else if (i.contradiction()) {
                length = distance(x, x, false);
            } else {
                length = -2;
                for (Candidate a : i.premises()) {
                    length += distance(a, x, false) + 1;
                }
            }
            return length == Integer.MAX_VALUE ? 1 : Math.max(1, length);
        }
    }

    /**
     * The length of the step (see {@link ChainLength}): the facts the final contradiction rests
     * on, where each inner removal counts the facts of its own chain too (the shortest of its
     * ways). Dynamic inner chains are costly to count, and the final contradiction rests on few of
     * them: each weighs one (less than it may) until the shortest contradiction rests on it, then
     * it is counted and the outer chain followed again, until every inner chain that contradiction
     * rests on has its count. Zero when the lengths do not follow (they always should).
     */
    private static int length(Candidates state, int cell, int digit, List<Proofs> proofs,
                              List<Map<Candidate, List<Inner>>> rounds) {
        List<Map<Candidate, Integer>> counted = new ArrayList<>();
        for (int r = 0; r < rounds.size(); r++) {
            Map<Candidate, Integer> known = new java.util.HashMap<>();
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
                for (Candidate x : rounds.get(r).keySet()) {
                    outer.removed(x, counted.get(r).getOrDefault(x, 1));
                }
                outer.run();
            }
            if (!outer.contradicts()) {
                return 0;
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

    /** Assumptions made in one state under one set of rules: quickly where the board allows, else in full. */
    private static final class Trials {
        private final Candidates state;
        private final Propagation.Rules rules;
        private final QuickPropagation quick;
        private Propagation last;

        Trials(Candidates state, Propagation.Rules rules) {
            this.state = state;
            this.rules = rules;
            this.quick = QuickPropagation.of(state, rules);
        }

        boolean contradicts(int cell, int digit) {
            if (quick != null) {
                return quick.contradicts(cell, digit);
            }
            last = Propagation.assume(state, cell, digit, rules);
            return last.contradicts();
        }
    }
}
