package sudoku.logic.view;

import java.util.List;
import java.util.Map;
import sudoku.core.Geometry;
import sudoku.logic.Explanation;

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
 * @param hardest  the hardest technique's name
 * @param guessed  whether the path needed a guess
 * @param counts   steps per technique name, easiest first
 * @param steps    the path, in order
 */
public record ExplanationView(String puzzle, String status, String solution, boolean unique, double rating,
                              String level, String hardest, boolean guessed, Map<String, Integer> counts,
                              List<StepView> steps) {
    /** The record of an explanation. */
    public static ExplanationView of(Explanation e) {
        Geometry g = e.puzzle().geometry();
        RatingView r = RatingView.of(null, null, e.rating());
        return new ExplanationView(e.puzzle().toLine(), e.status(), e.solution().toLine(), e.unique(),
                r.rating(), r.level(), r.hardest(), e.guessed(), r.counts(),
                e.steps().stream().map(s -> StepView.of(g, s)).toList());
    }
}
