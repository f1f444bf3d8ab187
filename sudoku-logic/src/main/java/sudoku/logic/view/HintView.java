package sudoku.logic.view;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.Hint;

/**
 * The stable JSON form of a hint.
 *
 * @param kind      mistake, missing_candidate, step or solved
 * @param level     1, 2 or 3
 * @param text      the hint
 * @param cells     the cells pointed at
 * @param units     the units pointed at
 * @param technique the technique's name (level 2 and 3), else null
 * @param step      the whole step (level 3), else null
 * @param status    {@code solved} when the puzzle has one solution, {@code multiple} when several
 */
public record HintView(String kind, int level, String text, List<String> cells, List<String> units,
                       String technique, StepView step, String status) {
    /** The JSON form of a hint on a board of shape {@code g}. */
    public static HintView of(Geometry g, Hint h) {
        return new HintView(h.kind().name().toLowerCase(java.util.Locale.ROOT), h.level(), h.text(),
                h.cells().stream().map(g::cellName).toList(), h.units().stream().map(g::unitName).toList(),
                h.technique() == null ? null : h.technique().displayName(),
                h.step() == null ? null : StepView.of(g, h.step()), h.status());
    }
}
