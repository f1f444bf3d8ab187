package sudoku.logic.view;

import java.util.Map;
import sudoku.logic.Rating;

/**
 * The record of a generated puzzle ({@code sudoku generate --format jsonl}, each puzzle of
 * {@code POST /api/generate}).
 *
 * @param puzzle   the clues, one line
 * @param solution its one solution
 * @param clues    the number of clues
 * @param symmetry the clue pattern's symmetry
 * @param rating   the rating (Sudoku Explainer scale), absent for boards that are not rated
 * @param level    its level: easy, medium, hard, expert or extreme
 * @param hardest  the hardest technique needed, as the community names it
 * @param guessed  whether the techniques ran out before the end (the rating's last resort)
 * @param counts   the rating's steps per technique name, easiest first
 * @param seed     the puzzle's own seed: generating with it and the same options gives it first
 * @param index    0-based position in its run
 */
public record GeneratedView(String puzzle, String solution, int clues, String symmetry, Double rating,
                            String level, String hardest, Boolean guessed, Map<String, Integer> counts, Long seed,
                            int index) {
    /** The record of a generated puzzle with its rating ({@code r} may be null). */
    public static GeneratedView of(String puzzle, String solution, int clues, String symmetry, Rating r,
                                   Long seed, int index) {
        RatingView v = r == null ? null : RatingView.of(null, puzzle, r);
        return new GeneratedView(puzzle, solution, clues, symmetry, v == null ? null : v.rating(),
                v == null ? null : v.level(), v == null ? null : v.hardest(), v == null ? null : v.guessed(),
                v == null ? null : v.counts(), seed, index);
    }
}
