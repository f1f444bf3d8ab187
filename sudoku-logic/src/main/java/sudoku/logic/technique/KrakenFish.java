package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.Link;
import sudoku.logic.Premise;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Propagation;

/**
 * Kraken fish (HoDoKu's types 1 and 2): a row or column fish with fins anywhere. Either no fin holds
 * the digit, and the fish is whole, so the digit goes from the rest of its cover lines; or a fin
 * holds it. A cover-line candidate outside the base lines is therefore false when every fin, assumed
 * to hold the digit, makes it false by a chain (or sees it). Chains of static links are tried first,
 * then chains by singles (see {@link Forcing#tier}). X-Wing, Swordfish and Jellyfish with one to
 * {@value #MOST_FINS} fins for {@link Technique#KRAKEN_FISH}; the fish of five to seven lines
 * (Squirmbag, Whale, Leviathan) for {@link Technique#KRAKEN_FISH_5_TO_7}, searched apart because
 * they cost far more. A candidate every fin sees is left to the finned fish. Type 2 goes
 * further: when no fin holds the digit, each cover line takes it on a base line, so whatever
 * follows from every fin and from each of one cover line's base cells holds, any digit.
 */
final class KrakenFish implements StepFinder {
    /** The most fins looked at. */
    static final int MOST_FINS = 3;
    private static final List<Propagation.Rules> TIERS = List.of(Propagation.Rules.STATIC, Propagation.Rules.SINGLES);
    private final Technique technique;
    private final int smallest;
    private final int largest;

    /** The kraken fish of {@code smallest} to {@code largest} base lines, as technique {@code technique}. */
    KrakenFish(Technique technique, int smallest, int largest) {
        this.technique = technique;
        this.smallest = smallest;
        this.largest = largest;
    }

    @Override
    public Technique technique() {
        return technique;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        Forcing.tiered(TIERS, technique(), context, sink, (rules, tierSink) -> find(state, context, rules, tierSink));
    }

    /** Offers the kraken fish whose fins' chains follow {@code rules}; false once the sink stops. */
    private boolean find(Candidates state, SearchContext context, Propagation.Rules rules, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[][] props = {null};
        for (int size = smallest; size <= largest; size++) {
            int k = size;
            for (int d = 1; d <= n; d++) {
                for (int orientation = 0; orientation < 2; orientation++) {
                    state.checkCancelled();
                    int digit = d;
                    int o = orientation;
                    boolean more = Fish.eachBase(state, d, orientation, size, 1, size + MOST_FINS, (base, union, pos) -> {
                        if (DigitSet.size(union) <= k) {
                            return true;
                        }
                        int[] across = DigitSet.indexes(union);
                        for (int cp = (1 << k) - 1; cp < (1 << across.length); cp = DigitSet.nextSameSize(cp)) {
                            int cover = PickedLines.of(across, cp);
                            Fin fish = fins(state, g, digit, o, base, cover);
                            if (fish == null) {
                                continue;
                            }
                            if (props[0] == null) {
                                props[0] = Forcing.all(state, context, rules);
                            }
                            Step s = step(state, context, rules, props[0], digit, o, base, cover, fish);
                            if (s != null && !sink.accept(s)) {
                                return false;
                            }
                            if (!byCoverLine(state, context, rules, digit, o, base, cover, fish,
                                    s == null ? List.of() : s.eliminations(), sink)) {
                                return false;
                            }
                        }
                        return true;
                    });
                    if (!more) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Type 2: either a fin holds the digit, or the fish is whole and each cover line takes the
     * digit in one of its cells on the base lines. So what follows from every fin and from each of
     * one cover line's base cells, whatever the digit, holds. Offers those steps but the ones that
     * only repeat {@code typeOne}'s removals, or only remove the digit where every assumption sees
     * it (a finned fish's work); false once the sink stops.
     */
    private boolean byCoverLine(Candidates state, SearchContext context, Propagation.Rules rules, int d,
                                int orientation, int base, int cover, Fin fish, List<Candidate> typeOne,
                                StepSink sink) {
        Geometry g = state.geometry();
        int coverFirst = orientation == 0 ? g.side() : 0;
        List<Integer> units = units(g, orientation, base, cover);
        for (int c : DigitSet.indexes(cover)) {
            List<Candidate> assumptions = new ArrayList<>();
            List<Integer> inLine = new ArrayList<>();
            for (int cell : fish.baseCells()) {
                if ((orientation == 0 ? g.col(cell) : g.row(cell)) == c) {
                    assumptions.add(new Candidate(cell, d));
                    inLine.add(cell);
                }
            }
            for (int f : fish.fins()) {
                assumptions.add(new Candidate(f, d));
            }
            if (holdsAUnit(state, d, assumptions)) {
                continue;
            }
            int line = coverFirst + c;
            Step s = Forcing.verity(technique(), state, context, assumptions, rules,
                    () -> new Premise.FinOrLine(said(g, d, units, fish.fins()), line, inLine), units);
            if (s == null || s.placements().isEmpty() && (typeOne.containsAll(s.eliminations())
                    || s.eliminations().stream().allMatch(e -> e.digit() == d && seenByAll(state, e.cell(), assumptions)))) {
                continue;
            }
            // the fish's cells and fins as the step's cells, as in type 1 (the verity names the chains' cells)
            if (!sink.accept(new Step(technique(), s.placements(), s.eliminations(), units, fish.baseCells(),
                    fish.fins(), DigitSet.of(d), s.links(), s.evidence(), s.difficulty()))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the assumptions hold every place of the digit in some unit: the unit forcing chain
     * on those places alone, fewer branches, then says as much.
     */
    private static boolean holdsAUnit(Candidates state, int d, List<Candidate> assumptions) {
        Geometry g = state.geometry();
        for (Candidate a : assumptions) {
            for (int u : g.unitIdsOf(a.cell())) {
                boolean all = true;
                for (int cell : UnitTables.unit(g, u)) {
                    if (state.has(cell, d) && assumptions.stream().noneMatch(x -> x.cell() == cell)) {
                        all = false;
                        break;
                    }
                }
                if (all) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean seenByAll(Candidates state, int cell, List<Candidate> assumptions) {
        return assumptions.stream().allMatch(a -> state.sees(a.cell(), cell));
    }

    /** The base units, then the cover units. */
    private static List<Integer> units(Geometry g, int orientation, int base, int cover) {
        int n = g.side();
        List<Integer> out = new ArrayList<>();
        for (int b : DigitSet.indexes(base)) {
            out.add((orientation == 0 ? 0 : n) + b);
        }
        for (int c : DigitSet.indexes(cover)) {
            out.add((orientation == 0 ? n : 0) + c);
        }
        return out;
    }

    /** The fish of digit {@code d} on {@code units} (base, then cover) with {@code fins}, as the renderers say it. */
    private static Premise.FinnedFish said(Geometry g, int d, List<Integer> units, List<Integer> fins) {
        int half = units.size() / 2;
        return new Premise.FinnedFish(d, units.subList(0, half), units.subList(half, units.size()), fins);
    }

    /** A fish's base cells (in the cover lines) and fins. */
    private record Fin(List<Integer> baseCells, List<Integer> fins) {
    }

    /**
     * The base cells and fins of base lines {@code base} under cover lines {@code cover}, or null when
     * a base line misses the cover or the fins are none or too many.
     */
    private static Fin fins(Candidates state, Geometry g, int d, int orientation, int base, int cover) {
        int n = g.side();
        List<Integer> baseCells = new ArrayList<>();
        List<Integer> fins = new ArrayList<>();
        for (int b : DigitSet.indexes(base)) {
            int p = state.positions((orientation == 0 ? 0 : n) + b, d);
            if ((p & cover) == 0) {
                return null;
            }
            for (int k : DigitSet.indexes(p)) {
                int cell = PickedLines.cell(g, orientation, b, k);
                ((cover >> k & 1) != 0 ? baseCells : fins).add(cell);
            }
        }
        return fins.isEmpty() || fins.size() > MOST_FINS ? null : new Fin(baseCells, fins);
    }

    /** The step of one fish: its cover-line candidates that every fin rules out and not every fin sees. */
    private Step step(Candidates state, SearchContext context, Propagation.Rules rules, Propagation[] props, int d,
                      int orientation, int base, int cover, Fin fish) {
        Geometry g = state.geometry();
        int n = g.side();
        int coverFirst = orientation == 0 ? n : 0;
        List<Candidate> elims = new ArrayList<>();
        for (int c : DigitSet.indexes(cover)) {
            for (int cell : UnitTables.unit(g, coverFirst + c)) {
                int line = orientation == 0 ? g.row(cell) : g.col(cell);
                if ((base >> line & 1) != 0 || !state.has(cell, d)) {
                    continue;
                }
                boolean seenByAll = true;
                boolean ruledOut = true;
                for (int f : fish.fins()) {
                    boolean sees = state.sees(f, cell);
                    seenByAll &= sees;
                    Propagation p = props[f * n + d - 1];
                    ruledOut &= sees || !p.contradicts() && (p.excluded(cell) & DigitSet.of(d)) != 0;
                }
                if (ruledOut && !seenByAll) {
                    elims.add(new Candidate(cell, d));
                }
            }
        }
        if (elims.isEmpty()) {
            return null;
        }
        Candidate shown = elims.get(0);
        List<Integer> units = units(g, orientation, base, cover);
        List<Link> links = new ArrayList<>();
        List<Candidate> assumptions = new ArrayList<>();
        List<Propagation> branches = new ArrayList<>();
        List<Integer> seeing = new ArrayList<>();
        for (int i = 0; i < fish.fins().size(); i++) {
            int f = fish.fins().get(i);
            Candidate a = new Candidate(f, d);
            assumptions.add(a);
            Propagation p = props[f * n + d - 1];
            branches.add(p);
            if (state.sees(f, shown.cell())) {
                seeing.add(f);
                links.add(new Link(a, shown, false).inBranch(i));
                continue;
            }
            for (Link l : p.trace(shown.cell() * n + d - 1, false)) {
                links.add(l.inBranch(i));
            }
        }
        ForcingEvidence.Kraken e = new ForcingEvidence.Kraken(said(g, d, units, fish.fins()), Forcing.said(rules), shown, seeing);
        return new Step(technique(), List.of(), elims, units, fish.baseCells(), fish.fins(), DigitSet.of(d), links, e)
                .withDifficulty(Forcing.difficulty(Forcing.tier(technique(), rules),
                Forcing.length(state, context, assumptions, branches, rules, List.of(), elims)));
    }
}
