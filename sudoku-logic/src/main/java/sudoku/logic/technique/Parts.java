package sudoku.logic.technique;

import sudoku.logic.Step;
import sudoku.logic.SubsetEvidence;

/** A step kept inside another's evidence (a direct technique's pattern, a Siamese pair's fish). */
final class Parts {
    private Parts() {
    }

    /** The parts of a removing step that a renderer says. */
    static SubsetEvidence.Part of(Step s) {
        return new SubsetEvidence.Part(s.technique(), s.eliminations(), s.units(), s.cells(), s.secondary(), s.digits(),
                s.evidence());
    }
}
