package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.Difficulty;
import sudoku.logic.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;

/**
 * Forcing chain contradiction: a candidate assumed true leads by singles and locked candidates
 * to a cell or unit with no place left, so it is false. Shortest contradictions first.
 */
public final class ForcingChainContradiction implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.FORCING_CHAIN_CONTRADICTION;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        Geometry g = state.geometry();
        int n = g.side();
        Propagation[] props = Forcing.all(state, context);
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
                    + Forcing.sequence(g, w, links, cells) + ", and " + p.contradiction
                    + ". So " + g.cellName(w.cell()) + " is not " + Geometry.symbol(w.digit()) + "."
                    + (links.isEmpty() ? "" : " Chains: " + chains(g, links) + ".");
            int length = Forcing.lengths(state, context, w.cell(), w.digit()).contradictionLength();
            Step s = new Step(technique(), List.of(), List.of(w), List.of(), List.of(w.cell()), cells,
                    DigitSet.of(w.digit()), links, text)
                    .withDifficulty(Difficulty.of(technique(), length == Integer.MAX_VALUE ? 0 : length));
            if (!sink.accept(s)) {
                return;
            }
        }
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
