package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/**
 * Forcing chain contradiction: a candidate assumed true leads by singles and locked candidates
 * to a cell or unit with no place left, so it is false. Shortest contradictions first. As Sudoku
 * Explainer grades them, contradictions reached by singles alone are found first (dynamic forcing
 * chains); only when there are none, those that need locked candidates too, half a point harder.
 * The Nishio forcing chain is the cheapest kind: the assumed digit alone, by its hidden singles.
 */
public final class ForcingChainContradiction implements StepFinder {
    private final Technique technique;
    /** The rules tried in turn, until one gives steps. */
    private final List<Propagation.Rules> tiers;

    /** The forcing chain contradiction, by singles and then by singles and locked candidates. */
    public ForcingChainContradiction() {
        this(Technique.FORCING_CHAIN_CONTRADICTION, List.of(Propagation.Rules.SINGLES, Propagation.Rules.LOCKED));
    }

    private ForcingChainContradiction(Technique technique, List<Propagation.Rules> tiers) {
        this.technique = technique;
        this.tiers = tiers;
    }

    /** The Nishio forcing chain: a digit assumed in a cell leads, by its own hidden singles, to a contradiction. */
    public static ForcingChainContradiction nishio() {
        return new ForcingChainContradiction(Technique.NISHIO_FORCING_CHAIN, List.of(Propagation.Rules.ONE_DIGIT));
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
        Forcing.tiered(tiers, sink, (rules, tierSink) -> find(state, context, rules, tierSink));
    }

    /** Offers the contradictions under {@code rules}; false once the sink stops. */
    private boolean find(Candidates state, SearchContext context, Propagation.Rules rules, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[] props = Forcing.all(state, context, rules);
        List<Candidate> wrong = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.candidates(c))) {
                if (props[c * n + d - 1].contradiction != null) {
                    wrong.add(new Candidate(c, d));
                }
            }
        }
        wrong.sort(java.util.Comparator.comparingInt(w -> props[w.cell() * n + w.digit() - 1].placed.size()));
        for (Candidate w : wrong) {
            state.checkCancelled();
            Propagation p = props[w.cell() * n + w.digit() - 1];
            List<Integer> cells = new ArrayList<>();
            List<sudoku.logic.Link> links = p.contradictionTrace();
            String text = "If " + w.describe(g).replace("=", " is ") + ", then "
                    + Forcing.sequence(g, w, links, cells, rules) + ", and " + p.contradiction
                    + ". So " + g.cellName(w.cell()) + " is not " + Geometry.symbol(w.digit()) + "."
                    + (links.isEmpty() ? "" : " Chains: " + chains(g, links) + ".");
            Step s = new Step(technique(), List.of(), List.of(w), List.of(), List.of(w.cell()), cells,
                    DigitSet.of(w.digit()), links, text)
                    .withDifficulty(Forcing.difficulty(Forcing.tier(technique(), rules),
                            contradictionLength(state, context, w, rules)));
            if (!sink.accept(s)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The length of the contradiction from {@code w} as Sudoku Explainer counts it: the facts of
     * its two clashing chains, each from the assumption, less two. The facts the chains share SE
     * counts twice; they share at least the assumption and its first consequence, so the union
     * of their facts is the count.
     */
    private static int contradictionLength(Candidates state, SearchContext context, Candidate w, Propagation.Rules rules) {
        int facts = Forcing.lengths(state, context, w.cell(), w.digit(), rules).contradictionLength();
        return facts == Integer.MAX_VALUE ? 0 : facts;
    }

    /** The Eureka form of each branch of the links, joined by semicolons. */
    static String chains(Geometry g, List<sudoku.logic.Link> links) {
        java.util.Map<Integer, List<sudoku.logic.Link>> byBranch = new java.util.TreeMap<>();
        for (sudoku.logic.Link l : links) {
            byBranch.computeIfAbsent(l.branch(), k -> new ArrayList<>()).add(l);
        }
        List<String> parts = new ArrayList<>();
        byBranch.values().forEach(b -> parts.add(sudoku.logic.Link.eureka(g, b)));
        return String.join("; ", parts);
    }
}
