package sudoku.logic.view.internal;

import java.util.List;
import java.util.Map;
import sudoku.core.Geometry;
import sudoku.logic.Explanation;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Notation;

/**
 * The record of an explanation, what {@code sudoku explain --format json} prints and
 * {@code POST /api/explain} answers.
 *
 * @param puzzle   the puzzle in one line
 * @param status   {@code solved} (one solution) or {@code multiple} (several: the path follows one,
 *                 without uniqueness techniques), the words of {@code sudoku solve}
 * @param solution the solution in one line
 * @param unique   whether the solution is unique
 * @param rating   the rating on the Sudoku Explainer scale
 * @param level    easy, medium, hard, expert or extreme
 * @param hardest  the hardest technique's name (in the language of the texts)
 * @param guessed  whether the path needed a guess
 * @param counts   steps per technique name, easiest first
 * @param steps    the path, in order
 * @param lang     the language of the names and sentences: {@code en}, {@code es} or {@code zh}
 */
public record ExplanationView(String puzzle, String status, String solution, boolean unique, double rating,
                              String level, String hardest, boolean guessed, Map<String, Integer> counts,
                              List<StepView> steps, String lang) {
    /** The record of an explanation, in English. */
    public static ExplanationView of(Explanation e) {
        return of(e, Lang.EN);
    }

    /** The record of an explanation, its names and sentences in {@code lang}. */
    public static ExplanationView of(Explanation e, Lang lang) {
        return of(e, lang, Notation.CELL);
    }

    /** The record of an explanation, its names and sentences in {@code lang}, the sentences naming cells in {@code notation}. */
    public static ExplanationView of(Explanation e, Lang lang, Notation notation) {
        Geometry g = e.puzzle().geometry();
        RatingView r = RatingView.of(null, null, "solved", e.rating(), lang);
        return new ExplanationView(e.puzzle().toLine(), e.status(), e.solution().toLine(), e.unique(),
                r.rating(), r.level(), r.hardest(), e.guessed(), r.counts(),
                e.steps().stream().map(s -> StepView.of(g, s, lang, notation)).toList(), lang.code());
    }
}
