package sudoku.logic.technique;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.SingleEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/** Hidden Single: a digit that fits in only one cell of a unit goes there. Boxes are searched first. */
final class HiddenSingle implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.HIDDEN_SINGLE;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Geometry g = state.geometry();
        int n = g.side();
        boolean[][] done = new boolean[g.cellCount()][n + 1];
        int units = g.unitCount();
        for (int i = 0; i < units; i++) {
            int u = (i + 2 * n) % units; // boxes, then rows, then columns
            for (int d = 1; d <= n; d++) {
                int pos = state.positions(u, d);
                if (DigitSet.size(pos) != 1) {
                    continue;
                }
                int cell = UnitTables.unit(g, u)[DigitSet.lowestIndex(pos)];
                if (done[cell][d]) {
                    continue;
                }
                done[cell][d] = true;
                if (!sink.accept(Step.placing(technique(), new Candidate(cell, d), List.of(u), List.of(cell),
                        new SingleEvidence.HiddenSingle(u)))) {
                    return;
                }
            }
        }
    }
}
