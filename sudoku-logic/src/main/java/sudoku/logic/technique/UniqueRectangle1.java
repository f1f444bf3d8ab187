package sudoku.logic.technique;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.logic.Candidate;
import sudoku.logic.Candidates;
import sudoku.logic.UniquenessEvidence;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.Step;
import sudoku.logic.internal.StepFinder;
import sudoku.logic.internal.StepSink;
import sudoku.logic.Technique;

/** Uniqueness Test 1: three corners hold only the pair, so the fourth cannot be either digit of it. */
final class UniqueRectangle1 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.UNIQUE_RECTANGLE_1;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        Rectangles.offer(state, sink, r -> {
            int exact = Rectangles.exactCorners(state, r);
            if (Integer.bitCount(exact) != 3) {
                return List.of();
            }
            int corner = r.cells()[Integer.numberOfTrailingZeros(~exact & 15)];
            List<Candidate> elims = new ArrayList<>();
            for (int d : DigitSet.digits(r.pair() & state.candidates(corner))) {
                elims.add(new Candidate(corner, d));
            }
            Step s = Rectangles.step(technique(), r, elims, List.of(), List.of(corner), r.pair(),
                    new UniquenessEvidence.UniqueRectangle(UniquenessEvidence.UniqueRectangle.Test.ONE_CORNER, r.pair(), 0));
            return s == null ? List.of() : List.of(s);
        });
    }
}
