package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Difficulty;
import sudoku.logic.Link;
import sudoku.logic.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * The propagation of every candidate of a state assumed true, shared by the forcing chains, and
 * the verity rule: what follows from every one of a set of assumptions, one of which must hold.
 */
final class Forcing {
    /** What the context remembers: the forcing finders ask in turn for the same state. */
    private static final SearchContext.Key<Propagations> REMEMBERED = new SearchContext.Key<>("forcing propagations");

    /** Per candidate of a state, its propagation, and its chain lengths once asked for. */
    private record Propagations(Propagation[] props, ChainLength[] lengths) {
    }

    private Forcing() {
    }

    /** Per candidate (cell * side + digit - 1) of the state, its propagation; null for non-candidates. */
    static Propagation[] all(Candidates state, SearchContext context) {
        return context.remember(REMEMBERED, state, Forcing::propagate).props();
    }

    private static Propagations propagate(Candidates state) {
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[] out = new Propagation[g.cellCount() * n];
        for (int c = 0; c < g.cellCount(); c++) {
            state.checkCancelled();
            for (int d : DigitSet.digits(state.candidates(c))) {
                out[c * n + d - 1] = Propagation.assume(state, c, d, true);
            }
        }
        return new Propagations(out, new ChainLength[out.length]);
    }

    /**
     * The chain lengths of {@code digit} assumed in {@code cell} (see {@link ChainLength}), kept
     * with the propagations when {@code context} has them for this state.
     */
    static ChainLength lengths(Candidates state, SearchContext context, int cell, int digit) {
        Propagations known = context.recall(REMEMBERED, state);
        if (known == null) {
            return ChainLength.assume(state, cell, digit);
        }
        int i = cell * state.geometry().side() + digit - 1;
        if (known.lengths()[i] == null) {
            known.lengths()[i] = ChainLength.assume(state, cell, digit);
        }
        return known.lengths()[i];
    }

    /**
     * The length of the shortest of a verity's conclusions: per conclusion, the chains of every
     * branch added up. Zero when the lengths do not follow (they always should).
     */
    static int length(Candidates state, SearchContext context, List<Candidate> assumptions, List<Candidate> placements, List<Candidate> elims) {
        List<ChainLength> branches = new ArrayList<>();
        for (Candidate a : assumptions) {
            branches.add(lengths(state, context, a.cell(), a.digit()));
        }
        long best = Long.MAX_VALUE;
        for (int k = 0; k < placements.size() + elims.size(); k++) {
            boolean placed = k < placements.size();
            Candidate c = placed ? placements.get(k) : elims.get(k - placements.size());
            long sum = 0;
            for (ChainLength b : branches) {
                sum += placed ? b.placed(c.cell(), c.digit()) : b.removed(c.cell(), c.digit());
            }
            best = Math.min(best, sum);
        }
        return best >= Integer.MAX_VALUE ? 0 : (int) best;
    }

    /**
     * The step when every assumption (one of which holds) leads to the same placements or
     * eliminations, or null. {@code premise} names the set: "A1 holds 3, 5 or 8".
     */
    static Step verity(Technique t, Candidates state, SearchContext context, List<Candidate> assumptions, Propagation[] props,
                       String premise, List<Integer> units) {
        Geometry g = state.geometry();
        int n = g.side();
        List<Propagation> branches = new ArrayList<>();
        for (Candidate a : assumptions) {
            Propagation p = props[a.cell() * n + a.digit() - 1];
            if (p.contradiction != null) {
                return null;
            }
            branches.add(p);
        }
        List<Candidate> placements = new ArrayList<>();
        List<Candidate> elims = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            if (state.digit(c) != 0) {
                continue;
            }
            int d0 = branches.get(0).digits[c];
            boolean same = d0 != 0;
            for (Propagation p : branches) {
                same &= p.digits[c] == d0;
            }
            if (same) {
                placements.add(new Candidate(c, d0));
                continue;
            }
            for (int d : DigitSet.digits(state.candidates(c))) {
                boolean gone = true;
                for (Propagation p : branches) {
                    gone &= p.excludes(c, d);
                }
                if (gone) {
                    elims.add(new Candidate(c, d));
                }
            }
        }
        if (placements.isEmpty() && elims.isEmpty()) {
            return null;
        }
        Candidate shown = placements.isEmpty() ? elims.get(0) : placements.get(0);
        boolean asPlacement = !placements.isEmpty();
        StringBuilder sb = new StringBuilder(premise).append(". ");
        List<Integer> chainCells = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        List<String> chains = new ArrayList<>();
        for (int i = 0; i < assumptions.size(); i++) {
            Candidate a = assumptions.get(i);
            Propagation p = branches.get(i);
            List<Link> branch = p.trace(shown.cell() * n + shown.digit() - 1, asPlacement);
            for (Link l : branch) {
                links.add(l.inBranch(i));
            }
            chains.add(branch.isEmpty() ? "(" + Geometry.symbol(a.digit()) + ")" + g.cellName(a.cell())
                    : Link.eureka(g, branch));
            sb.append(i == 0 ? "If " : "if ").append(a.describe(g).replace("=", " is ")).append(", then ")
                    .append(sequence(g, a, branch, chainCells)).append("; ");
        }
        sb.append("either way ").append(asPlacement ? g.cellName(shown.cell()) + " is " + Geometry.symbol(shown.digit())
                : g.cellName(shown.cell()) + " is not " + Geometry.symbol(shown.digit()));
        sb.append(". So ").append(describeEffect(g, placements, elims)).append(". Chains: ")
                .append(String.join("; ", chains)).append('.');
        List<Integer> starts = new ArrayList<>();
        int digits = 0;
        for (Candidate a : assumptions) {
            if (!starts.contains(a.cell())) {
                starts.add(a.cell());
            }
            digits |= DigitSet.of(a.digit());
        }
        return new Step(t, placements, elims, units, starts, chainCells, digits, links, sb.toString())
                .withDifficulty(Difficulty.of(t, length(state, context, assumptions, placements, elims)));
    }

    /**
     * "by singles and locked candidates B2 is 4, C7 is 1 and D5 is 3": every digit placed on the
     * chain from {@code assumption} (the strong links' ends), none left out; adds the chain's cells
     * to {@code cells}.
     */
    static String sequence(Geometry g, Candidate assumption, List<Link> chain, List<Integer> cells) {
        List<String> parts = new ArrayList<>();
        if (!cells.contains(assumption.cell())) {
            cells.add(assumption.cell());
        }
        for (Link l : chain) {
            for (int c : l.toCells()) {
                if (!cells.contains(c)) {
                    cells.add(c);
                }
            }
            if (l.strong() && l.toCells().size() == 1) {
                parts.add(g.cellName(l.to().cell()) + " is " + Geometry.symbol(l.to().digit()));
            }
        }
        if (parts.isEmpty()) {
            return "its peers lose " + Geometry.symbol(assumption.digit());
        }
        return "by singles and locked candidates " + Words.and(parts);
    }

    /** "place 3 in D5 and remove 7 from E1". */
    static String describeEffect(Geometry g, List<Candidate> placements, List<Candidate> elims) {
        List<String> parts = new ArrayList<>();
        for (Candidate p : placements) {
            parts.add(g.cellName(p.cell()) + " is " + Geometry.symbol(p.digit()));
        }
        if (!elims.isEmpty()) {
            parts.add("remove " + Words.eliminations(g, elims));
        }
        return Words.and(parts);
    }
}
