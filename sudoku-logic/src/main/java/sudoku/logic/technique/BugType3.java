package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Bivalue Universal Grave Type 3: the candidates standing between the state and a grave lie in
 * cells of one unit, so one of those cells holds one of their digits. Taken together as one cell
 * with those digits, they form a naked subset with other cells of the unit, whose digits the rest
 * of the unit loses.
 */
final class BugType3 implements StepFinder {
    /** The largest subset counted, the grave's cells as one. */
    private static final int MAX_SIZE = 4;

    @Override
    public Technique technique() {
        return Technique.BUG_TYPE_3;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        List<Candidate> extras = Bug.extras(state);
        if (extras == null) {
            return;
        }
        List<Integer> bugCells = Bug.cells(extras);
        if (bugCells.size() < 2) {
            return;
        }
        int extraDigits = 0;
        for (Candidate e : extras) {
            extraDigits |= DigitSet.of(e.digit());
        }
        Geometry g = state.geometry();
        for (int u : Bug.commonUnits(g, bugCells)) {
            List<Integer> others = new ArrayList<>();
            for (int c : UnitTables.unit(g, u)) {
                if (state.digit(c) == 0 && !bugCells.contains(c)
                        && DigitSet.size(state.candidates(c) | extraDigits) <= MAX_SIZE) {
                    others.add(c);
                }
            }
            int k = others.size();
            for (int size = 1; size < MAX_SIZE && size <= k; size++) {
                for (int pick = (1 << size) - 1; pick < (1 << k); pick = DigitSet.nextSameSize(pick)) {
                    int digits = extraDigits;
                    List<Integer> subset = new ArrayList<>();
                    for (int i : DigitSet.indexes(pick)) {
                        subset.add(others.get(i));
                        digits |= state.candidates(others.get(i));
                    }
                    if (DigitSet.size(digits) != size + 1) {
                        continue;
                    }
                    List<Candidate> elims = new ArrayList<>();
                    for (int c : UnitTables.unit(g, u)) {
                        if (!bugCells.contains(c) && !subset.contains(c)) {
                            for (int d : DigitSet.digits(state.candidates(c) & digits)) {
                                elims.add(new Candidate(c, d));
                            }
                        }
                    }
                    if (elims.isEmpty()) {
                        continue;
                    }
                    Step s = Step.eliminating(technique(), elims, List.of(u), bugCells, subset, digits,
                            new UniquenessEvidence.BivalueGrave(UniquenessEvidence.BivalueGrave.Type.NAKED_SUBSET, extras, 0));
                    if (!sink.accept(s)) {
                        return;
                    }
                }
            }
        }
    }
}
