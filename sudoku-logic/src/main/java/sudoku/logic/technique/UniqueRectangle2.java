package sudoku.logic.technique;

import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/**
 * Uniqueness Test 2: two corners hold only the pair and the other two hold the pair plus the same
 * one extra digit, so one of those two is that digit: it leaves every cell seeing both.
 */
final class UniqueRectangle2 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_2;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Rectangles.offer(state, sink, r -> {
            int exact = Rectangles.exactCorners(state, r);
            if (Integer.bitCount(exact) != 2) {
                return List.of();
            }
            int[] roof = new int[2];
            int k = 0;
            for (int i = 0; i < 4; i++) {
                if ((exact & (1 << i)) == 0) {
                    roof[k++] = r.cells()[i];
                }
            }
            int extra = Rectangles.extras(state, r, roof[0]);
            if (extra != Rectangles.extras(state, r, roof[1]) || DigitSet.size(extra) != 1) {
                return List.of();
            }
            List<Integer> roofCells = List.of(roof[0], roof[1]);
            var elims = Rectangles.seenByAll(state, extra, roofCells, r.cellList());
            Step s = Rectangles.step(technique(), r, elims, List.of(), roofCells, r.pair() | extra,
                    new UniquenessEvidence.UniqueRectangle(UniquenessEvidence.UniqueRectangle.Test.SAME_EXTRA, r.pair(), extra));
            return s == null ? List.of() : List.of(s);
        });
    }
}
