package sudoku.logic.view;

import sudoku.logic.Level;
import sudoku.logic.Technique;

/**
 * The record of a technique in the list of techniques ({@code sudoku techniques --format json},
 * {@code GET /api/techniques}).
 *
 * @param id          the constant, e.g. {@code X_WING}
 * @param name        the community's name, e.g. {@code X-Wing}
 * @param difficulty  its difficulty on the Sudoku Explainer scale
 * @param level       the level a puzzle needing it has at least
 * @param uniqueness  whether it assumes the puzzle has one solution
 * @param implemented whether the logic solver applies it
 */
public record TechniqueView(String id, String name, double difficulty, String level, boolean uniqueness,
                            boolean implemented) {
    /** The record of a technique. */
    public static TechniqueView of(Technique t, boolean implemented) {
        return new TechniqueView(t.name(), t.displayName(), t.difficulty(), Level.of(t.difficulty()).label(),
                t.uniqueness(), implemented);
    }
}
