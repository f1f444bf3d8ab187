package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sudoku.core.Cancellation;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ChainEvidence;
import sudoku.logic.internal.Difficulty;
import sudoku.logic.Link;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.Als;
import sudoku.logic.chain.ChainGraph;
import sudoku.logic.chain.NodeSet;

/**
 * Alternating inference chains on a {@link ChainGraph}, searched breadth first from every node
 * assumed false: strong link to a node then true, weak link to a node then false, and so on. A node
 * {@code E} reached true from {@code S} false means one of them is true, which removes every candidate
 * weakly linked to both. {@code S} reached true from itself false means {@code S} is true: a
 * candidate is placed, a group holds its digit (which leaves the places seeing it). A candidate
 * whose falsehood locks an almost locked set that sees every other candidate of its cell is
 * placed too.
 * Shortest chains are offered first; steps with the same effect are offered once. Grouped chains
 * are searched first without almost locked sets, then, if more steps are wanted, with them as
 * nodes too (offering only the effects not found without them), so that a set is used only where
 * plain groups do not do and the costlier search runs only then.
 */
final class ChainSearch {
    /** What a chain search concludes from the chains it finds. */
    enum Conclusion {
        /** Candidates that see both ends of a chain whose one end is true. */
        ELIMINATIONS,
        /** Candidates that see both ends of a link of a closed loop. */
        LOOPS,
        /** A candidate whose being false makes it true. */
        PLACEMENTS,
        /**
         * A discontinuous nice loop: a candidate whose being false makes it true (placed), one whose
         * being true makes it false (removed), or a cell whose one digit false makes another true
         * (the cell keeps those two).
         */
        DISCONTINUOUS
    }

    /** The finder of a chain technique: chains over the links of {@code kind}, and what they conclude. */
    record Finder(Technique technique, ChainGraph.Kind kind, Conclusion conclusion) implements StepFinder {
        @Override
        public void find(Candidates state, SearchContext context, StepSink sink) {
            if (!Limits.searchable(state.geometry())) {
                return;
            }
            Set<List<Candidate>> seen = new HashSet<>();
            if (conclude(of(state, context, kind), seen, sink) && kind.equals(ChainGraph.Kind.GROUPED)) {
                conclude(of(state, context, ChainGraph.Kind.GROUPED_ALS), seen, sink);
            }
        }

        /** Offers the steps of {@code search} whose effects are not in {@code seen}; false once the sink stops. */
        private boolean conclude(ChainSearch search, Set<List<Candidate>> seen, StepSink sink) {
            return switch (conclusion) {
                case ELIMINATIONS -> search.eliminations(technique, seen, sink);
                case LOOPS -> search.loops(technique, seen, sink, search.listing);
                case PLACEMENTS -> search.placements(technique, seen, sink);
                case DISCONTINUOUS -> search.placements(technique, seen, sink) && search.removals(technique, seen, sink);
            };
        }
    }

    /** What the context remembers: one search per kind of link, for the state it was asked about. */
    private static final Map<ChainGraph.Kind, SearchContext.Key<ChainSearch>> REMEMBERED = Map.of(
            ChainGraph.Kind.X_CHAIN, new SearchContext.Key<>("X-chains"),
            ChainGraph.Kind.XY_CHAIN, new SearchContext.Key<>("XY-chains"),
            ChainGraph.Kind.AIC, new SearchContext.Key<>("alternating inference chains"),
            ChainGraph.Kind.GROUPED, new SearchContext.Key<>("grouped chains"),
            ChainGraph.Kind.GROUPED_ALS, new SearchContext.Key<>("grouped chains with almost locked sets"));

    /** The most loops listed for one pair of ends: the shortest chains between two nodes can be many. */
    static final int LISTED_LOOPS = 64;

    private final ChainGraph graph;
    private final ChainWords words;
    /** The board's view of the graph's nodes: cells, digits, links. */
    private final ChainView view;
    private final Candidates state;
    /** The breadth-first layers of each start node, computed once. */
    private final ChainLayers layered;
    /** The cancellation of the state last asked for (a search is reused for equal states). */
    private Cancellation cancellation = Cancellation.NONE;
    /** Whether the context asking last lists every step. */
    private boolean listing;
    /** The chains {@link #eitherEnd} found, once it has looked. */
    private List<Found> eitherEnd;

    private ChainSearch(ChainGraph graph) {
        this.graph = graph;
        this.words = new ChainWords(graph);
        this.view = new ChainView(graph);
        this.state = graph.state.copy();
        this.layered = new ChainLayers(graph);
    }

    /**
     * The search over the links of {@code kind} in {@code state}: grouped AICs and nice loops
     * share one, which {@code context} keeps while the state stays the same.
     */
    static ChainSearch of(Candidates state, SearchContext context, ChainGraph.Kind kind) {
        ChainSearch out = context.remember(REMEMBERED.get(kind), state, s -> new ChainSearch(
                new ChainGraph(s, kind, kind.almostLockedSets() ? Als.all(s, context) : List.of())));
        out.cancellation = state.cancellation();
        out.listing = context.listsEvery();
        return out;
    }

    /** A found chain's ends and length, before it is spelled out. */
    private record Found(int start, int end, int strongLinks, long[] eliminated) {
    }

    /**
     * Offers each elimination chain (ends weakly linked to a removed candidate), shortest first,
     * unless its eliminations are in {@code seen} (which gets them); false once the sink stops.
     */
    boolean eliminations(Technique t, Set<List<Candidate>> seen, StepSink sink) {
        for (Found f : eitherEnd()) {
            cancellation.check();
            List<Candidate> elims = view.candidates(f.eliminated());
            if (seen.add(elims) && !sink.accept(eliminationStep(t, f, elims))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The chains from a start false to an end true with candidates weakly linked to both ends,
     * shortest first: worked out once per search, as eliminating chains and broken loops both ask.
     * A start weakly linked to no candidate removes nothing, so its layers are not searched here.
     */
    private List<Found> eitherEnd() {
        if (eitherEnd != null) {
            return eitherEnd;
        }
        List<Found> found = new ArrayList<>();
        long[] seenByStart = NodeSet.create(graph.size);
        for (int s = NodeSet.next(graph.starts, 0); s >= 0; s = NodeSet.next(graph.starts, s + 1)) {
            cancellation.check();
            System.arraycopy(graph.weak[s], 0, seenByStart, 0, seenByStart.length);
            NodeSet.and(seenByStart, graph.candidateNodes);
            if (NodeSet.isEmpty(seenByStart)) {
                continue;
            }
            ChainLayers.Layers layers = layered.from(s);
            for (int k = 0; k < layers.on().size(); k++) {
                cancellation.check();
                long[] on = layers.on().get(k);
                for (int e = NodeSet.next(on, 0); e >= 0; e = NodeSet.next(on, e + 1)) {
                    if ((e == s && s < graph.candidateCount) || !NodeSet.intersects(seenByStart, graph.weak[e])) {
                        continue;
                    }
                    long[] elim = seenByStart.clone();
                    NodeSet.and(elim, graph.weak[e]);
                    found.add(new Found(s, e, k + 1, elim));
                }
            }
        }
        found.sort(Comparator.comparingInt(Found::strongLinks));
        eitherEnd = found;
        return found;
    }

    /**
     * Offers each candidate whose falsehood implies its truth (so it is placed), shortest first,
     * unless it is in {@code seen} (which gets it); false once the sink stops.
     */
    boolean placements(Technique t, Set<List<Candidate>> seen, StepSink sink) {
        List<Found> found = new ArrayList<>();
        for (int s = NodeSet.next(graph.candidateNodes, 0); s >= 0; s = NodeSet.next(graph.candidateNodes, s + 1)) {
            if (!NodeSet.has(graph.allowed, s)) {
                continue;
            }
            cancellation.check();
            ChainLayers.Layers layers = layered.from(s);
            for (int k = 0; k < layers.on().size(); k++) {
                if (NodeSet.has(layers.on().get(k), s)) {
                    found.add(new Found(s, s, k + 1, null));
                    break;
                }
                int set = k + 1 < layers.off().size() ? lockingOthers(s, layers.off().get(k + 1)) : -1;
                if (set >= 0) {
                    found.add(new Found(s, set, k + 1, null));
                    break;
                }
            }
        }
        found.sort(Comparator.comparingInt(Found::strongLinks));
        for (Found f : found) {
            cancellation.check();
            Candidate placed = new Candidate(graph.cells[f.start()][0], graph.digit[f.start()]);
            if (!seen.add(List.of(placed))) {
                continue;
            }
            List<Integer> path;
            List<Link> links;
            ChainEvidence.Chain chain;
            if (f.end() == f.start()) {
                path = layered.path(f.start(), f.start(), f.strongLinks() - 1);
                links = view.links(path);
                chain = new ChainEvidence.Chain(words.walk(path), ChainEvidence.ChainEnd.PLACEMENT, null, List.of());
            } else {
                path = layered.pathOff(f.start(), f.end(), f.strongLinks());
                links = new ArrayList<>(view.links(path));
                Als set = graph.set(f.end());
                List<Candidate> others = new ArrayList<>();
                for (int d : DigitSet.digits(graph.state.candidates(placed.cell()) & ~DigitSet.of(placed.digit()))) {
                    links.add(view.link(f.end(), setNode(f.end(), d), true));
                    links.add(view.link(setNode(f.end(), d), graph.node(placed.cell(), d), false));
                    others.add(new Candidate(placed.cell(), d));
                }
                chain = new ChainEvidence.Chain(words.walk(path), ChainEvidence.ChainEnd.PLACEMENT_BY_SET, ChainWords.set(set),
                        others);
            }
            Step step = new Step(t, List.of(placed), List.of(), List.of(), view.cells(path), List.of(),
                    view.digits(path), links, chain).withDifficulty(Difficulty.of(t, links.size() + 1));
            if (!sink.accept(step)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A node of an almost locked set in {@code off} (the set then lacks its digit and is locked)
     * whose other digits see every other candidate of the cell of {@code start}, or -1: then
     * {@code start} false empties its cell.
     */
    private int lockingOthers(int start, long[] off) {
        int cell = graph.cells[start][0];
        int others = graph.state.candidates(cell) & ~DigitSet.of(graph.digit[start]);
        if (others == 0) {
            // a cell holding one candidate is a single: no set empties it
            return -1;
        }
        for (int v = NodeSet.next(off, graph.alsStart); v >= 0; v = NodeSet.next(off, v + 1)) {
            boolean covers = true;
            for (int d : DigitSet.digits(others)) {
                int w = d == graph.digit[v] ? -1 : setNode(v, d);
                covers &= w >= 0 && NodeSet.has(graph.weak[w], graph.node(cell, d));
            }
            if (covers) {
                return v;
            }
        }
        return -1;
    }

    /** The node of digit {@code d} in the almost locked set of node {@code v}, or -1. */
    private int setNode(int v, int d) {
        Als set = graph.set(v);
        int w = v;
        while (w > graph.alsStart && graph.set(w - 1) == set) {
            w--;
        }
        for (; w < graph.size && graph.set(w) == set; w++) {
            if (graph.digit[w] == d) {
                return w;
            }
        }
        return -1;
    }

    /**
     * Offers each discontinuous nice loop that removes candidates (see {@link BrokenLoops}), shortest
     * first, unless its eliminations are in {@code seen} (which gets them); false once the sink stops.
     */
    boolean removals(Technique t, Set<List<Candidate>> seen, StepSink sink) {
        BrokenLoops loops = new BrokenLoops(graph, view, words);
        for (Found f : eitherEnd()) {
            cancellation.check();
            if (!loops.offer(t, f.eliminated(), layered.path(f.start(), f.end(), f.strongLinks() - 1), seen, sink)) {
                return false;
            }
        }
        return true;
    }


    private Step eliminationStep(Technique t, Found f, List<Candidate> elims) {
        List<Integer> path = layered.path(f.start(), f.end(), f.strongLinks() - 1);
        ChainEvidence.Chain chain = new ChainEvidence.Chain(words.walk(path), ChainEvidence.ChainEnd.EITHER_END, null, List.of());
        return new Step(t, List.of(), elims, List.of(), view.cells(path), List.of(), view.digits(path), view.links(path),
                chain).withDifficulty(Difficulty.of(t, path.size()));
    }

    /**
     * Offers each continuous loop, shortest first: a chain from {@code S} false to {@code E} true whose
     * ends cannot both be true closes into a loop. Then exactly one of {@code S} and {@code E} holds,
     * and either way the chain's candidates are true and false in turn, so exactly one end of every
     * link holds ({@link LoopEliminations} says what that removes). Where several shortest chains
     * join the same ends, one loop removes what they all remove; with {@code every}, each chain is a
     * loop of its own (up to {@link #LISTED_LOOPS} per pair of ends), as listing every step wants.
     * Steps whose eliminations are in {@code seen} (which gets them) are not offered; false once the
     * sink stops.
     */
    boolean loops(Technique t, Set<List<Candidate>> seen, StepSink sink, boolean every) {
        List<Found> found = new ArrayList<>();
        for (int s = NodeSet.next(graph.starts, 0); s >= 0; s = NodeSet.next(graph.starts, s + 1)) {
            cancellation.check();
            ChainLayers.Layers layers = layered.from(s);
            for (int k = 1; k < layers.on().size(); k++) {
                long[] on = layers.on().get(k);
                for (int e = NodeSet.next(on, 0); e >= 0; e = NodeSet.next(on, e + 1)) {
                    if (e != s && NodeSet.has(graph.chainWeak[e], s)) {
                        found.add(new Found(s, e, k + 1, null));
                    }
                }
            }
        }
        found.sort(Comparator.comparingInt(Found::strongLinks));
        for (Found f : found) {
            cancellation.check();
            ChainLayers.Layers layers = layered.from(f.start());
            int k = f.strongLinks() - 1;
            LoopEliminations loop = new LoopEliminations(graph, f.start(), f.end(), k, layers.off(), layers.on());
            if (!every) {
                List<Integer> path = layered.path(layers, f.end(), k);
                if (!offerLoop(t, f, path, loop.common(path), seen, sink)) {
                    return false;
                }
                continue;
            }
            for (List<Integer> path : loop.chains(LISTED_LOOPS)) {
                cancellation.check();
                if (!offerLoop(t, f, path, loop.of(path), seen, sink)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Offers the loop of {@code path} removing {@code elim} unless that is nothing or in {@code seen}; false once the sink stops. */
    private boolean offerLoop(Technique t, Found f, List<Integer> path, long[] elim, Set<List<Candidate>> seen, StepSink sink) {
        List<Candidate> elims = view.candidates(elim);
        if (elims.isEmpty() || !seen.add(elims)) {
            return true;
        }
        List<Link> links = new ArrayList<>(view.links(path));
        links.add(view.link(f.end(), f.start(), false));
        Step step = new Step(t, List.of(), elims, List.of(), view.cells(path), List.of(), view.digits(path), links,
                new ChainEvidence.Chain(words.walk(path), ChainEvidence.ChainEnd.LOOP, null, List.of()))
                .withDifficulty(Difficulty.of(t, path.size()));
        return sink.accept(step);
    }
}
