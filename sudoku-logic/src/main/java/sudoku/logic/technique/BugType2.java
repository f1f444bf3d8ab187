package sudoku.logic.technique;

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

/**
 * Bivalue Universal Grave Type 2: every candidate standing between the state and a grave is the
 * same digit, in several cells; one of them is true, so a cell seeing all of those cells loses
 * the digit.
 */
final class BugType2 implements StepFinder {
    @Override
    public Technique technique() {
        return Technique.BUG_TYPE_2;
    }

    @Override
    public void find(Candidates state, SearchContext context, StepSink sink) {
        List<Candidate> extras = Bug.extras(state);
        if (extras == null || extras.size() < 2) {
            return;
        }
        int digit = extras.get(0).digit();
        for (Candidate e : extras) {
            if (e.digit() != digit) {
                return;
            }
        }
        List<Integer> cells = Bug.cells(extras);
        List<Candidate> elims = Patterns.seenByAll(state, digit, cells.stream().mapToInt(Integer::intValue).toArray());
        if (elims.isEmpty()) {
            return;
        }
        sink.accept(Step.eliminating(technique(), elims, List.of(), cells, List.of(), DigitSet.of(digit),
                new UniquenessEvidence.BivalueGrave(UniquenessEvidence.BivalueGrave.Type.SAME_DIGIT, extras, digit)));
    }
}
