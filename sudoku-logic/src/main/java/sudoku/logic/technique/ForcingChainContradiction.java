package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.chain.ChainLength;
import sudoku.logic.chain.Forcing;
import sudoku.logic.chain.Propagation;

/**
 * Forcing chain contradiction: a candidate assumed true leads by singles and locked candidates
 * to a cell or unit with no place left, so it is false. Shortest contradictions first. As Sudoku
 * Explainer grades them, contradictions reached by singles alone are found first (dynamic forcing
 * chains); only when there are none, those that need locked candidates too, half a point harder.
 * The Nishio forcing chain is the cheapest kind: the assumed digit alone, by its hidden singles;
 * as in SE, it also assumes a candidate false, and places it when that leads to a contradiction.
 */
final class ForcingChainContradiction implements StepFinder {
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

    /** Bowman's Bingo: a candidate assumed true leads by singles alone to a contradiction. */
    public static ForcingChainContradiction bowmansBingo() {
        return new ForcingChainContradiction(Technique.BOWMANS_BINGO, List.of(Propagation.Rules.SINGLES));
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
        Forcing.tiered(tiers, technique, context, sink, (rules, tierSink) -> find(state, context, rules, tierSink));
    }

    /** Offers the contradictions under {@code rules}; false once the sink stops. */
    private boolean find(Candidates state, SearchContext context, Propagation.Rules rules, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[] props = Forcing.all(state, context, rules);
        List<Candidate> wrong = new ArrayList<>();
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.candidates(c))) {
                if (props[c * n + d - 1].contradicts()) {
                    wrong.add(new Candidate(c, d));
                }
            }
        }
        wrong.sort(java.util.Comparator.comparingInt(w -> props[w.cell() * n + w.digit() - 1].placed.size()));
        for (Candidate w : wrong) {
            state.checkCancelled();
            int length = Forcing.lengths(state, context, w.cell(), w.digit(), rules).contradictionLength();
            if (!sink.accept(step(state, w, props[w.cell() * n + w.digit() - 1], false, rules, length))) {
                return false;
            }
        }
        if (rules != Propagation.Rules.ONE_DIGIT) {
            return true;
        }
        // Sudoku Explainer's Nishio also assumes a candidate false: a contradiction then places it.
        for (int c = 0; c < g.cellCount(); c++) {
            if (DigitSet.size(state.candidates(c)) < 2) {
                continue;
            }
            for (int d : DigitSet.digits(state.candidates(c))) {
                state.checkCancelled();
                Candidate w = new Candidate(c, d);
                Propagation p = Propagation.afterRemoving(state, List.of(w), rules);
                // A contradiction before any placement is a hidden single, not a chain.
                if (p.contradicts() && p.placed.size() > 1) {
                    int length = ChainLength.remove(state, c, d, rules).contradictionLength();
                    if (!sink.accept(step(state, w, p, true, rules, length))) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * The step from {@code w} assumed true (or false, when {@code placed}), whose propagation
     * {@code p} ran into a contradiction: {@code w} is removed (or placed). {@code facts} is the
     * contradiction's count of facts (see {@link ChainLength}).
     */
    private Step step(Candidates state, Candidate w, Propagation p, boolean placed, Propagation.Rules rules, int facts) {
        List<Integer> cells = new ArrayList<>();
        List<sudoku.logic.Link> links = p.contradictionTrace();
        Forcing.addCells(w, links, cells);
        // The length as Sudoku Explainer counts it: the facts of the two clashing chains, each
        // from the assumption, less two. SE counts the facts the chains share twice; they share at
        // least the assumption and its first consequence, so the union of their facts is the count.
        int length = facts == Integer.MAX_VALUE ? 0 : facts;
        return new Step(technique(), placed ? List.of(w) : List.of(), placed ? List.of() : List.of(w), List.of(),
                List.of(w.cell()), cells, DigitSet.of(w.digit()), links,
                new ForcingEvidence.Contradiction(w, placed, Forcing.said(rules), p.contradiction()))
                .withDifficulty(Forcing.difficulty(Forcing.tier(technique(), rules), length));
    }
}
