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
import sudoku.logic.StepFinder;
import sudoku.logic.StepSink;
import sudoku.logic.Technique;
import sudoku.logic.Words;

/**
 * Nested forcing chain: a candidate assumed true is followed by singles and locked candidates and,
 * whenever those stall, by forcing chain contradictions inside the assumption (a candidate of a
 * bivalue cell whose own assumption breaks that state is removed there); if the assumption ends in
 * a contradiction it is false. Inner assumptions are limited to bivalue cells, where they pay most.
 * The step is graded by its length (see {@link Difficulty}): the facts the final contradiction rests
 * on, each inner contradiction counting its own facts too, as {@link ChainLength} counts them, the
 * same whatever the grid's orientation.
 */
public final class NestedForcingChain implements StepFinder {
    /** How many rounds of inner contradictions one assumption may take. */
    private static final int MAX_ROUNDS = 6;

    @Override
    public Technique technique() {
        return Technique.NESTED_FORCING_CHAIN;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        if (!Limits.searchable(state.geometry())) {
            return;
        }
        Geometry g = state.geometry();
        Propagation[] outer = Forcing.all(state, context);
        for (int c = 0; c < g.cellCount(); c++) {
            for (int d : DigitSet.digits(state.candidates(c))) {
                state.checkCancelled();
                Step s = tryAssumption(state, c, d, outer[c * g.side() + d - 1]);
                if (s != null && !sink.accept(s)) {
                    return;
                }
            }
        }
    }

    /** The step removing {@code digit} from {@code cell}, whose propagation in {@code state} is {@code assumed}, or null. */
    private Step tryAssumption(Candidates state, int cell, int digit, Propagation assumed) {
        Geometry g = state.geometry();
        Propagation p = assumed;
        Candidates branch = state;
        List<Candidate> inner = new ArrayList<>();
        List<List<Link>> innerLinks = new ArrayList<>();
        List<Candidates> branches = new ArrayList<>();
        List<List<Candidate>> rounds = new ArrayList<>();
        for (int round = 0; round < MAX_ROUNDS && !p.contradicts(); round++) {
            state.checkCancelled();
            branch = p.toState(branch);
            branches.add(branch);
            List<Candidate> wrong = new ArrayList<>();
            QuickPropagation quick = QuickPropagation.of(branch);
            for (int c = 0; c < g.cellCount(); c++) {
                if (DigitSet.size(branch.candidates(c)) != 2) {
                    continue;
                }
                for (int d : DigitSet.digits(branch.candidates(c))) {
                    state.checkCancelled();
                    if (quick != null && !quick.contradicts(c, d)) {
                        continue;
                    }
                    Propagation q = Propagation.assume(branch, c, d, true);
                    if (q.contradicts()) {
                        wrong.add(new Candidate(c, d));
                        innerLinks.add(q.contradictionTrace());
                    }
                }
            }
            if (wrong.isEmpty()) {
                return null;
            }
            inner.addAll(wrong);
            rounds.add(wrong);
            p = Propagation.afterRemoving(branch, wrong);
        }
        if (!p.contradicts()) {
            return null;
        }
        int length = length(state, cell, digit, branches, rounds);
        Candidate w = new Candidate(cell, digit);
        List<String> shown = new ArrayList<>();
        for (Candidate i : inner) {
            shown.add(g.cellName(i.cell()) + " is not " + Geometry.symbol(i.digit()));
        }
        // Links: each inner contradiction's chains, one branch per inner candidate (in the order
        // of the text), then the final contradiction's chains as the last branches.
        List<Link> links = new ArrayList<>();
        int b = 0;
        for (List<Link> chain : innerLinks) {
            int first = b;
            int last = b;
            for (Link l : chain) {
                links.add(l.inBranch(first + l.branch()));
                last = Math.max(last, first + l.branch());
            }
            b = last + 1;
        }
        for (Link l : p.contradictionTrace()) {
            links.add(l.inBranch(b + l.branch()));
        }
        String text = "If " + g.cellName(cell) + " is " + Geometry.symbol(digit) + ", then singles and locked "
                + "candidates, with forcing chain contradictions inside that assumption (" + Words.and(shown)
                + "), lead to a contradiction: " + p.contradiction() + ". So " + g.cellName(cell) + " is not "
                + Geometry.symbol(digit) + "." + (p.contradictionTrace().isEmpty() ? ""
                : " Final chains: " + ForcingChainContradiction.chains(g, p.contradictionTrace()) + ".");
        List<Integer> cells = new ArrayList<>();
        for (Candidate i : inner) {
            if (!cells.contains(i.cell())) {
                cells.add(i.cell());
            }
        }
        return new Step(technique(), List.of(), List.of(w), List.of(), List.of(cell), cells, DigitSet.of(digit),
                links, text).withDifficulty(Difficulty.of(technique(), length));
    }

    /**
     * The length of the step (see {@link ChainLength}): the facts the final contradiction rests
     * on, where each inner removal counts the facts of its own contradiction too. Zero when the
     * lengths do not follow (they always should).
     */
    private static int length(Candidates state, int cell, int digit, List<Candidates> branches,
                              List<List<Candidate>> rounds) {
        ChainLength outer = ChainLength.assume(state, cell, digit);
        for (int r = 0; r < rounds.size() && !outer.contradicts(); r++) {
            for (Candidate w : rounds.get(r)) {
                state.checkCancelled();
                int inner = ChainLength.assume(branches.get(r), w.cell(), w.digit()).contradictionLength();
                outer.removed(w, inner == Integer.MAX_VALUE ? 1 : inner);
            }
            outer.run();
        }
        return outer.contradicts() ? outer.contradictionLength() : 0;
    }
}
