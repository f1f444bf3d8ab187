package sudoku.logic.technique;

import java.util.ArrayList;
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
 * Uniqueness Test 5: one corner holds only the pair and the other three hold the pair plus the
 * same one extra digit, so one of those three is that digit: it leaves every cell seeing all three.
 * (Two such corners are Uniqueness Test 2.)
 */
final class UniqueRectangle5 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_5;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Rectangles.offer(state, sink, r -> {
            int exact = Rectangles.exactCorners(state, r);
            if (Integer.bitCount(exact) != 1) {
                return List.of();
            }
            List<Integer> others = new ArrayList<>();
            int extra = -1;
            for (int i = 0; i < 4; i++) {
                if ((exact & (1 << i)) == 0) {
                    int c = r.cells()[i];
                    if (extra >= 0 && Rectangles.extras(state, r, c) != extra) {
                        return List.of();
                    }
                    extra = Rectangles.extras(state, r, c);
                    others.add(c);
                }
            }
            if (DigitSet.size(extra) != 1) {
                return List.of();
            }
            var elims = Rectangles.seenByAll(state, extra, others, r.cellList());
            Step s = Rectangles.step(technique(), r, elims, List.of(), others, r.pair() | extra,
                    new UniquenessEvidence.UniqueRectangle(UniquenessEvidence.UniqueRectangle.Test.SAME_EXTRA, r.pair(), extra));
            return s == null ? List.of() : List.of(s);
        });
    }
}
