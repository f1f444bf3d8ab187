package sudoku.logic.view;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.Explanation;

/**
 * The stable JSON form of an explanation.
 *
 * @param puzzle   the puzzle in one line
 * @param status   {@code solved} (one solution) or {@code multiple} (several: the path follows one,
 *                 without uniqueness techniques), the words of {@code sudoku solve}
 * @param steps    the path, in order
 * @param rating   the rating on the Sudoku Explainer scale
 * @param level    easy, medium, hard, expert or extreme
 * @param hardest  the hardest technique's name
 * @param solution the solution in one line
 * @param unique   whether the solution is unique
 * @param guessed  whether the path needed a guess
 */
public record ExplanationView(String puzzle, String status, List<StepView> steps, double rating, String level, String hardest,
                              String solution, boolean unique, boolean guessed) {
    /** The JSON form of an explanation. */
    public static ExplanationView of(Explanation e) {
        Geometry g = e.puzzle().geometry();
        return new ExplanationView(e.puzzle().toLine(), e.status(), e.steps().stream().map(s -> StepView.of(g, s)).toList(),
                e.rating().value(), e.rating().level().label(), e.rating().hardest().displayName(),
                e.solution().toLine(), e.unique(), e.guessed());
    }
}
