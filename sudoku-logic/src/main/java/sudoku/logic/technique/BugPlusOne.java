package sudoku.logic.technique;

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
 * Bivalue Universal Grave + 1: every empty cell has two candidates except one with three, and
 * every digit fits twice in each unit except in that cell's units. Without the extra digit the
 * grid would have two solutions, so (for a unique puzzle) the cell takes the digit that fits
 * three times in its units.
 */
final class BugPlusOne implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.BUG_PLUS_1;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        if (!Bug.holds(g)) {
            return;
        }
        int extra = -1;
        for (int cell = 0; cell < g.cellCount(); cell++) {
            if (state.digit(cell) != 0) {
                continue;
            }
            int c = DigitSet.size(state.candidates(cell));
            if (c == 3 && extra < 0) {
                extra = cell;
            } else if (c != 2) {
                return;
            }
        }
        if (extra < 0) {
            return;
        }
        int row = UnitTables.unitIdsOf(g, extra)[0];
        int bug = 0;
        for (int d : DigitSet.digits(state.candidates(extra))) {
            if (DigitSet.size(state.positions(row, d)) == 3) {
                bug = bug == 0 ? d : -1;
            }
        }
        if (bug <= 0) {
            return;
        }
        int[] extraUnits = UnitTables.unitIdsOf(g, extra);
        for (int u = 0; u < g.unitCount(); u++) {
            boolean own = false;
            for (int x : extraUnits) {
                own |= x == u;
            }
            for (int d = 1; d <= g.side(); d++) {
                int count = DigitSet.size(state.positions(u, d));
                boolean ok = own && d == bug ? count == 3 : count == 0 || count == 2;
                if (!ok) {
                    return;
                }
            }
        }
        sink.accept(Step.placing(technique(), new Candidate(extra, bug), List.of(), List.of(extra),
                new UniquenessEvidence.BugPlusOne()));
    }
}
