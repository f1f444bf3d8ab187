package sudoku.logic.view;

import sudoku.logic.Technique;

/** The JSON form of a technique in the list of techniques. */
public record TechniqueView(String id, String name, double difficulty, boolean uniqueness) {
    /** The JSON form of a technique. */
    public static TechniqueView of(Technique t) {
        return new TechniqueView(t.name(), t.displayName(), t.difficulty(), t.uniqueness());
    }
}
