package sudoku.logic.view.internal;

import java.util.LinkedHashMap;
import java.util.Map;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Messages;
import sudoku.logic.Rating;

/**
 * The record of a rating, what {@code sudoku rate --format jsonl} writes per puzzle and
 * {@code POST /api/rate} answers; for a batch, {@code line} is the puzzle's input line and an
 * invalid puzzle has only {@code line}, {@code puzzle} and {@code error}.
 *
 * @param line    1-based input line, or null for a single puzzle
 * @param puzzle  the puzzle as read
 * @param status  the words of {@code sudoku solve}: {@code solved} (one solution), {@code multiple}
 *                (several: rated without uniqueness techniques), {@code unsolvable} or
 *                {@code invalid} (with an error, no rating); null when out of time
 * @param rating  the rating on the Sudoku Explainer scale
 * @param er      Sudoku Explainer's ER: the hardest step (the same as {@code rating})
 * @param ep      Sudoku Explainer's EP (pearl): the hardest step up to the first placement
 * @param ed      Sudoku Explainer's ED (diamond): the hardest step up to the first elimination,
 *                which is the first step
 * @param level   easy, medium, hard, expert or extreme
 * @param hardest the hardest technique's name (in the language asked for, English by default)
 * @param counts  steps per technique name, easiest first
 * @param guessed whether the techniques ran out before the end (the path needed a guess)
 * @param error   why the puzzle could not be rated
 */
public record RatingView(Long line, String puzzle, String status, Double rating, Double er, Double ep, Double ed,
                         String level, String hardest,
                         Map<String, Integer> counts, Boolean guessed, String error) {
    /** The JSON form of a rating. */
    public static RatingView of(Long line, String puzzle, Rating r) {
        return of(line, puzzle, "solved", r);
    }

    /** The JSON form of a rating of a puzzle with status {@code solved} or {@code multiple}. */
    public static RatingView of(Long line, String puzzle, String status, Rating r) {
        return of(line, puzzle, status, r, Lang.EN);
    }

    /** Like {@link #of(Long, String, String, Rating)}, the technique names in {@code lang}. */
    public static RatingView of(Long line, String puzzle, String status, Rating r, Lang lang) {
        Messages m = Messages.of(lang);
        Map<String, Integer> counts = new LinkedHashMap<>();
        r.counts().forEach((t, n) -> counts.put(m.technique(t), n));
        return new RatingView(line, puzzle, status, r.value(), r.er(), r.pearl(), r.diamond(), r.level().label(),
                m.technique(r.hardest()), counts,
                r.guessed(), null);
    }

    /** The JSON form of a puzzle that could not be rated. */
    public static RatingView error(Long line, String puzzle, String error) {
        return error(line, puzzle, null, error);
    }

    /** The JSON form of a puzzle that could not be rated, with its status ({@code invalid}, {@code unsolvable}). */
    public static RatingView error(Long line, String puzzle, String status, String error) {
        return new RatingView(line, puzzle, status, null, null, null, null, null, null, null, null, error);
    }
}
