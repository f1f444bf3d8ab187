package sudoku.logic.chain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Level;
import sudoku.logic.Link;

/**
 * The inner chains of one state an assumption has reached ({@code branch}): the static chains
 * worked out once (which candidates contradict themselves, and what each other one removes),
 * and what each level's chains remove there.
 */
public final class InnerChains {
    /**
     * A removal an assumption makes inside itself: {@code removed}, because every one of
     * {@code premises} (the candidate itself for a contradiction, else a cell's candidates or a
     * digit's places in a unit) removes it, or leads to a contradiction, under {@code rules}.
     */
    public record Inner(Candidate removed, List<Candidate> premises, Propagation.Rules rules) {
        public boolean contradiction() {
            return premises.size() == 1 && premises.get(0).equals(removed);
        }
    }

    public final Candidates branch;
    private final int n;
    /** Where the static chains of every candidate lead. */
    private final StaticClosure closure;
    /** Per rules of dynamic chains: per candidate index, whether its chain under them contradicts; made when first asked. */
    private final Map<Propagation.Rules, boolean[]> dynamic = new java.util.EnumMap<>(Propagation.Rules.class);
    private Map<Candidate, List<Inner>> verities;
    /** Per rules of dynamic chains: the removals of dynamic verities and contradictions (see {@link #dynamicVerities}); made when first asked. */
    private final Map<Propagation.Rules, Map<Candidate, List<Inner>>> dynamicVerities =
            new java.util.EnumMap<>(Propagation.Rules.class);
    /** What every premise of the verity under way removes (reused). */
    private long[] gone;
    /**
     * Per level: the most rounds of inner chains that, starting here, were found to end without a
     * contradiction (0 when unknown). Fewer rounds from here fail too: they follow the same states.
     */
    private final int[] failsWithin = new int[Nesting.values().length];

    /** The inner chains of {@code branch}, whose static closure is built in {@code workspace}. */
    public InnerChains(Candidates branch, StaticClosure.Workspace workspace) {
        this.branch = branch;
        n = branch.geometry().side();
        closure = new StaticClosure(branch, workspace);
    }

    /** Whether {@code rounds} rounds of {@code level}'s inner chains from here are known to end without a contradiction. */
    public boolean fails(Nesting level, int rounds) {
        return rounds <= failsWithin[level.ordinal()];
    }

    /** Records that {@code rounds} rounds of {@code level}'s inner chains from here end without a contradiction. */
    public void failed(Nesting level, int rounds) {
        failsWithin[level.ordinal()] = Math.max(failsWithin[level.ordinal()], rounds);
    }

    /**
     * What {@code level}'s inner chains remove, each removal with every way found (in a fixed
     * order of kinds: static contradictions, dynamic ones, then cells' and units' verities).
     * Every candidate is tried, so the result does not depend on the grid's orientation.
     */
    public Map<Candidate, List<Inner>> removals(Nesting level) {
        Geometry g = branch.geometry();
        Map<Candidate, List<Inner>> out = new LinkedHashMap<>();
        boolean[] singles = level.dynamic() == null ? null : contradictions(Propagation.Rules.SINGLES);
        boolean[] locked = level.dynamic() == Propagation.Rules.LOCKED ? contradictions(Propagation.Rules.LOCKED) : null;
        for (int c = 0; c < g.cellCount(); c++) {
            for (int m = branch.digit(c) == 0 ? branch.candidates(c) : 0; m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m) + 1;
                int i = c * n + d - 1;
                Propagation.Rules by = closure.contradicts(c, d) ? Propagation.Rules.STATIC
                        : singles != null && singles[i] ? Propagation.Rules.SINGLES
                        : locked != null && locked[i] ? Propagation.Rules.LOCKED : null;
                if (by != null) {
                    Candidate x = new Candidate(c, d);
                    add(out, new Inner(x, List.of(x), by));
                }
            }
        }
        if (level.verities()) {
            verities().forEach((x, ways) -> ways.forEach(i -> add(out, i)));
        }
        if (level.dynamic() != null) {
            dynamicVerities(level.dynamic()).forEach((x, ways) -> ways.forEach(i -> add(out, i)));
        }
        return out;
    }

    /**
     * Per candidate index, whether its dynamic chain under {@code rules} contradicts. Dynamic
     * chains start from the candidates of bivalue cells, where they pay most (from every candidate
     * they took three times as long on the hardest puzzles); those whose static chain contradicts,
     * or (under locked candidates) whose singles do, are not tried again.
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
            int bivalue = branch.digit(c) == 0 && DigitSet.size(branch.candidates(c)) == 2 ? branch.candidates(c) : 0;
            for (int d : DigitSet.digits(bivalue)) {
                int i = c * n + d - 1;
                out[i] = !closure.contradicts(c, d) && (weaker == null || !weaker[i]) && trials.contradicts(c, d);
            }
        }
        dynamic.put(rules, out);
        return out;
    }

    /**
     * The removals of dynamic verities under {@code rules}, as Sudoku Explainer's inner dynamic
     * forcing chains make them: a cell's candidates, or a digit's places in a unit, each leading
     * under {@code rules} to the removal; with every candidate whose own chain contradicts (not
     * only those of bivalue cells, {@link #contradictions}).
     */
    private Map<Candidate, List<Inner>> dynamicVerities(Propagation.Rules rules) {
        Map<Candidate, List<Inner>> known = dynamicVerities.get(rules);
        if (known != null) {
            return known;
        }
        Geometry g = branch.geometry();
        Map<Candidate, List<Inner>> out = new LinkedHashMap<>();
        Propagation[] chains = new Propagation[g.cellCount() * n];
        for (int c = 0; c < g.cellCount(); c++) {
            for (int m = branch.digit(c) == 0 ? branch.candidates(c) : 0; m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m) + 1;
                branch.checkCancelled();
                chains[c * n + d - 1] = Propagation.untraced(branch, c, d, rules);
                if (chains[c * n + d - 1].contradicts()) {
                    Candidate x = new Candidate(c, d);
                    add(out, new Inner(x, List.of(x), rules));
                }
            }
        }
        premiseSets((premises, size) -> dynamicVerity(chains, premises, size, rules, out));
        dynamicVerities.put(rules, out);
        return out;
    }

    /**
     * Adds to {@code out} what every one of the first {@code size} of {@code premises} (candidate
     * indexes, one of which holds) removes by its chain in {@code chains}; nothing when one of
     * them contradicts (that is a contradiction, not a verity) or there are fewer than two.
     */
    private void dynamicVerity(Propagation[] chains, int[] premises, int size, Propagation.Rules rules,
                               Map<Candidate, List<Inner>> out) {
        if (size < 2) {
            return;
        }
        for (int i = 0; i < size; i++) {
            if (chains[premises[i]].contradicts()) {
                return;
            }
        }
        List<Candidate> from = null;
        // A cell the first chain left as it was loses nothing in every chain.
        long[] touched = chains[premises[0]].touched;
        for (int c = NodeSet.next(touched, 0); c >= 0; c = NodeSet.next(touched, c + 1)) {
            int gone = branch.digit(c) == 0 ? branch.candidates(c) : 0;
            for (int i = 0; i < size && gone != 0; i++) {
                gone &= chains[premises[i]].excluded(c);
            }
            for (int m = gone; m != 0; m &= m - 1) {
                if (from == null) {
                    from = new ArrayList<>(size);
                    for (int i = 0; i < size; i++) {
                        from.add(new Candidate(premises[i] / n, premises[i] % n + 1));
                    }
                    from = List.copyOf(from);
                }
                add(out, new Inner(new Candidate(c, Integer.numberOfTrailingZeros(m) + 1), from, rules));
            }
        }
    }

    /** The removals of static verities: a cell's candidates, or a digit's places in a unit, all removing the same. */
    private Map<Candidate, List<Inner>> verities() {
        if (verities != null) {
            return verities;
        }
        Geometry g = branch.geometry();
        verities = new LinkedHashMap<>();
        premiseSets(this::verity);
        return verities;
    }

    /** What is done with one set of premises: the first {@code size} of {@code premises}, candidate indexes. */
    private interface PremiseSet {
        void accept(int[] premises, int size);
    }

    /** Offers each cell's candidates, then each unit's places of each digit not placed there, as a set of premises. */
    private void premiseSets(PremiseSet action) {
        Geometry g = branch.geometry();
        int[] premises = new int[g.cellCount()];
        for (int c = 0; c < g.cellCount(); c++) {
            int size = 0;
            for (int m = branch.digit(c) == 0 ? branch.candidates(c) : 0; m != 0; m &= m - 1) {
                premises[size++] = c * n + Integer.numberOfTrailingZeros(m);
            }
            action.accept(premises, size);
        }
        for (int u = 0; u < g.unitCount(); u++) {
            int[] unit = UnitTables.unit(g, u);
            // A digit placed in the unit has no places there to branch on.
            int placed = branch.placedIn(u);
            for (int d = 1; d <= n; d++) {
                int size = 0;
                for (int m = DigitSet.contains(placed, d) ? 0 : branch.positions(u, d); m != 0; m &= m - 1) {
                    premises[size++] = unit[Integer.numberOfTrailingZeros(m)] * n + d - 1;
                }
                action.accept(premises, size);
            }
        }
    }

    /**
     * The removals every one of the first {@code size} of {@code premises} (candidate indexes, one
     * of which holds) makes through static links, those that contradict themselves left out (they
     * are removed already). Candidates are made only for a verity that removes something.
     */
    private void verity(int[] premises, int size) {
        int live = 0;
        for (int i = 0; i < size; i++) {
            int x = premises[i];
            if (closure.contradicts(x / n, x % n + 1)) {
                continue;
            }
            if (live == 0) {
                if (gone == null) {
                    gone = new long[closure.words()];
                }
                closure.copyFalsehoods(x / n, x % n + 1, gone);
            } else {
                closure.keepFalsehoods(x / n, x % n + 1, gone);
            }
            premises[live++] = x;
        }
        if (live < 2 || NodeSet.isEmpty(gone)) {
            return;
        }
        List<Candidate> from = new ArrayList<>(live);
        for (int i = 0; i < live; i++) {
            from.add(new Candidate(premises[i] / n, premises[i] % n + 1));
        }
        List<Candidate> all = List.copyOf(from);
        for (int w = 0; w < gone.length; w++) {
            for (long bits = gone[w]; bits != 0; bits &= bits - 1) {
                int i = closure.candidate((w << 6) + Long.numberOfTrailingZeros(bits));
                add(verities, new Inner(new Candidate(i / n, i % n + 1), all, Propagation.Rules.STATIC));
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
    public static final class Proofs {
        private final Candidates branch;
        private final StaticClosure closure;
        private final Propagation[] statics;
        /** Per premise's candidate index: the lengths of its static chains, made when first needed. */
        private final int[][] distances;
        /** Per rules of dynamic verities: per premise's candidate index, its chain's lengths, made when first needed. */
        private final Map<Propagation.Rules, ChainLength[]> dynamicLengths = new java.util.EnumMap<>(Propagation.Rules.class);

        public Proofs(InnerChains chains) {
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

        /**
         * An inner chain's links and, when it contradicts itself, what clashes (as its links show
         * it: see {@link Propagation#contradiction()}).
         * @param links the chain's links
         * @param clash what clashes; null for a chain whose premises each remove its candidate
         */
        public record Proof(List<Link> links, ForcingEvidence.Clash clash) {
        }

        /** The links of an inner chain with its clash (see {@link Proof}), its propagation made once for both. */
        public Proof proof(Inner i) {
            if (!i.contradiction()) {
                return new Proof(links(i), null);
            }
            Propagation p = of(i.removed(), i.rules());
            return new Proof(p.contradictionTrace(), p.contradiction());
        }

        /** The lengths of {@code premise}'s dynamic chain under {@code rules}, made once for every removal it takes part in. */
        private ChainLength dynamicLength(Candidate premise, Propagation.Rules rules) {
            ChainLength[] made = dynamicLengths.computeIfAbsent(rules, r -> new ChainLength[statics.length]);
            int i = premise.cell() * branch.geometry().side() + premise.digit() - 1;
            if (made[i] == null) {
                made[i] = ChainLength.assume(branch, premise.cell(), premise.digit(), rules);
            }
            return made[i];
        }

        /** The links of the shortest static chain from {@code premise} to the removal of {@code x}. */
        private int distance(Candidate premise, Candidate x) {
            int i = premise.cell() * branch.geometry().side() + premise.digit() - 1;
            if (distances[i] == null) {
                distances[i] = closure.distances(premise.cell(), premise.digit());
            }
            return distances[i][closure.falsehood(x.cell(), x.digit())];
        }

        /** The links of an inner chain: its contradiction, or each premise's chain to the removal. */
        public List<Link> links(Inner i) {
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

        /** The shortest of {@code ways}' lengths. */
        public int length(List<Inner> ways) {
            int best = Integer.MAX_VALUE;
            for (Inner i : ways) {
                best = Math.min(best, length(i));
            }
            return best;
        }

        /**
         * How many facts an inner chain rests on, at least one: a static chain its links (a
         * verity's, as {@link Forcing#length} counts them: each branch and its start, less two),
         * a dynamic one as {@link ChainLength} counts it.
         */
        private int length(Inner i) {
            Candidate x = i.removed();
            int length;
            if (i.rules() != Propagation.Rules.STATIC && !i.contradiction()) {
                long sum = -2;
                for (Candidate a : i.premises()) {
                    sum += dynamicLength(a, i.rules()).removed(x.cell(), x.digit());
                }
                length = (int) Math.min(Integer.MAX_VALUE, sum);
            } else if (i.rules() != Propagation.Rules.STATIC) {
                length = ChainLength.assume(branch, x.cell(), x.digit(), i.rules()).contradictionLength();
            } else if (i.contradiction()) {
                length = distance(x, x);
            } else {
                length = -2;
                for (Candidate a : i.premises()) {
                    length += distance(a, x) + 1;
                }
            }
            return length == Integer.MAX_VALUE ? 1 : Math.max(1, length);
        }
    }

    /** Assumptions made in one state under one set of rules: quickly where the board allows, else in full. */
    private static final class Trials {
        private final Candidates state;
        private final Propagation.Rules rules;
        private final QuickPropagation quick;

        public Trials(Candidates state, Propagation.Rules rules) {
            this.state = state;
            this.rules = rules;
            this.quick = QuickPropagation.of(state, rules);
        }

        public boolean contradicts(int cell, int digit) {
            return quick != null ? quick.contradicts(cell, digit)
                    : Propagation.assume(state, cell, digit, rules).contradicts();
        }
    }
}
