package sudoku.logic.view.internal;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import sudoku.core.Geometry;
import sudoku.core.internal.UnitTables;
import sudoku.logic.Hint;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.internal.Notation;

/**
 * The record of a hint, what {@code sudoku hint --format json} prints and {@code POST /api/hint}
 * answers.
 *
 * @param kind      {@code mistake} (a wrong digit), {@code clashing_mark} (a pencil mark a placed
 *                  digit rules out), {@code missing_candidate} (a pencil mark wrongly removed),
 *                  {@code step} or {@code solved}
 * @param level     1, 2 or 3: each level says more
 * @param status    {@code solved} when the puzzle has one solution, {@code multiple} when several
 * @param text      the hint, one or two sentences
 * @param technique the technique's name (level 2 and 3), else absent
 * @param cells     the cells pointed at: the wrong ones for a mistake
 * @param units     the units pointed at, e.g. {@code box 5}
 * @param secondary the cells around them: the step's other cells, else every cell of the units
 * @param step      the whole step with its placements and eliminations (level 3), else absent
 * @param lang      the language of the text and names: {@code en}, {@code es} or {@code zh}
 */
public record HintView(String kind, int level, String status, String text, String technique, List<String> cells,
                       List<String> units, List<String> secondary, StepView step, String lang) {
    /** The record of a hint on a board of shape {@code g}, in English. */
    public static HintView of(Geometry g, Hint h) {
        return of(g, h, Lang.EN);
    }

    /**
     * The record of a hint on a board of shape {@code g}, names in {@code lang} (the hint's text is
     * in the language the hinter was asked for).
     */
    public static HintView of(Geometry g, Hint h, Lang lang) {
        return of(g, h, lang, Notation.CELL);
    }

    /**
     * The record of a hint as {@link #of(Geometry, Hint, Lang)} makes it, its step's text naming cells in
     * {@code notation} (the hint's own text is written in the notation the hinter was asked for).
     */
    public static HintView of(Geometry g, Hint h, Lang lang, Notation notation) {
        List<String> secondary;
        if (h.step() != null && !h.step().secondary().isEmpty()) {
            secondary = h.step().secondary().stream().map(g::cellName).toList();
        } else {
            TreeSet<Integer> area = new TreeSet<>();
            h.units().forEach(u -> {
                for (int cell : UnitTables.unit(g, u)) {
                    area.add(cell);
                }
            });
            secondary = area.stream().map(g::cellName).toList();
        }
        return new HintView(h.kind().name().toLowerCase(Locale.ROOT), h.level(), h.status(), h.text(),
                h.technique() == null ? null : Messages.of(lang).technique(h.technique()),
                h.cells().stream().map(g::cellName).toList(), h.units().stream().map(g::unitName).toList(),
                secondary, h.step() == null ? null : StepView.of(g, h.step(), lang, notation), lang.code());
    }
}
