package sudoku.logic.technique;

import sudoku.logic.Evidence;
import sudoku.logic.Step;

/** A step kept inside another's evidence (a direct technique's pattern, a Siamese pair's fish). */
final class Parts {
    private Parts() {
    }

    /** The parts of a removing step that a renderer says. */
    static Evidence.Part of(Step s) {
        return new Evidence.Part(s.technique(), s.eliminations(), s.units(), s.cells(), s.secondary(), s.digits(),
                s.evidence());
    }
}
