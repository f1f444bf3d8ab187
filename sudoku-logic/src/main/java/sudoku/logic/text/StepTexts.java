package sudoku.logic.text;

import sudoku.core.Geometry;
import sudoku.logic.Evidence;
import sudoku.logic.Step;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Names;
import sudoku.logic.internal.Notation;

/**
 * A step's sentence in a language and a cell notation: the language's renderer ({@link English},
 * {@link Spanish}, {@link Chinese}) says the step's {@link Evidence}, naming cells and rows in the
 * notation as it writes them.
 */
public final class StepTexts {
    private StepTexts() {
    }

    /**
     * The sentence of a step in this project's cell names.
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @return the sentence
     */
    public static String of(Geometry g, Step s, Lang lang) {
        return of(g, s, lang, Notation.CELL);
    }

    /**
     * The sentence of a step.
     * @param g the board's shape
     * @param s the step
     * @param lang the language
     * @param notation how cells and rows are named
     * @return the sentence
     */
    public static String of(Geometry g, Step s, Lang lang, Notation notation) {
        return s.evidence().accept(renderer(Names.of(g, lang, notation), s));
    }

    /**
     * The renderer of a language for one step.
     * @param n the words of the language and notation
     * @param s the step
     * @return the renderer
     */
    static Evidence.Visitor<String> renderer(Names n, Step s) {
        return switch (n.messages().lang()) {
            case EN -> new English(n, s);
            case ES -> new Spanish(n, s);
            case ZH -> new Chinese(n, s);
        };
    }
}
