package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Bivalue Universal Grave Type 4: the candidates standing between the state and a grave lie in two
 * cells of one unit, where a digit of the grave fits only in those two cells. One of them holds
 * that digit, so the other holds one of its extra candidates: neither keeps its other grave digit.
 */
final class BugType4 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.BUG_TYPE_4;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        List<Candidate> extras = Bug.extras(state);
        if (extras == null) {
            return;
        }
        List<Integer> cells = Bug.cells(extras);
        if (cells.size() != 2) {
            return;
        }
        int x = cells.get(0);
        int y = cells.get(1);
        Geometry g = state.geometry();
        int graveX = state.candidates(x) & ~Bug.extraDigits(extras, x);
        int graveY = state.candidates(y) & ~Bug.extraDigits(extras, y);
        for (int u : Bug.commonUnits(g, cells)) {
            for (int a : DigitSet.digits(graveX & graveY)) {
                if (!UniqueRectangle4.onlyIn(state, u, a, x, y)) {
                    continue;
                }
                List<Candidate> elims = new ArrayList<>();
                for (int d : DigitSet.digits(graveX & ~DigitSet.of(a))) {
                    elims.add(new Candidate(x, d));
                }
                for (int d : DigitSet.digits(graveY & ~DigitSet.of(a))) {
                    elims.add(new Candidate(y, d));
                }
                if (elims.isEmpty()) {
                    continue;
                }
                Step s = Step.eliminating(technique(), elims, List.of(u), cells, List.of(), graveX | graveY,
                        new UniquenessEvidence.BivalueGrave(UniquenessEvidence.BivalueGrave.Type.LOCKED_IN_UNIT, extras, a));
                if (!sink.accept(s)) {
                    return;
                }
            }
        }
    }
}
