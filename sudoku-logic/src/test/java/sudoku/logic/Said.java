package sudoku.logic;

import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.text.StepTexts;

/** What the tests read of a step: its English sentence on a classic board, as the renderer says it. */
public final class Said {
    private Said() {
    }

    /**
     * The English sentence of a step of a 9x9 board without extra units.
     * @param s the step
     * @return its sentence
     */
    public static String english(Step s) {
        return StepTexts.of(Geometry.CLASSIC, s, Lang.EN);
    }
}
