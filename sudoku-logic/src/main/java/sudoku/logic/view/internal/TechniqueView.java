package sudoku.logic.view.internal;

import sudoku.logic.internal.Lang;
import sudoku.logic.Level;
import sudoku.logic.internal.Messages;
import sudoku.logic.Technique;

/**
 * The record of a technique in the list of techniques ({@code sudoku techniques --format json},
 * {@code GET /api/techniques}).
 *
 * @param id          the constant, e.g. {@code X_WING}
 * @param name        the community's name in the language asked for, e.g. {@code X-Wing}, {@code 剑鱼}
 * @param difficulty  its difficulty on the Sudoku Explainer scale
 * @param level       the level a puzzle needing it has at least
 * @param uniqueness  whether it assumes the puzzle has one solution
 * @param implemented whether the logic solver applies it
 * @param rates       whether ratings use it (Sudoku Explainer has it, or it is a killer cage technique: see {@link Technique#rates()})
 * @param byDefault   whether solves, explanations and hints use it unless told otherwise; false for
 *                    the techniques found only when named (see {@link Technique#onRequestOnly()})
 */
public record TechniqueView(String id, String name, double difficulty, String level, boolean uniqueness,
                            boolean implemented, boolean rates, boolean byDefault) {
    /** The record of a technique. */
    public static TechniqueView of(Technique t, boolean implemented) {
        return of(t, implemented, Lang.EN);
    }

    /** The record of a technique, its name in {@code lang}. */
    public static TechniqueView of(Technique t, boolean implemented, Lang lang) {
        return new TechniqueView(t.name(), Messages.of(lang).technique(t), t.difficulty(), Level.of(t.difficulty()).label(),
                t.uniqueness(), implemented, t.rates(), !t.onRequestOnly());
    }
}
