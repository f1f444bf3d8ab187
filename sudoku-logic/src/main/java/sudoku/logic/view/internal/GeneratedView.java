package sudoku.logic.view.internal;

import java.util.List;
import java.util.Map;
import sudoku.core.Grid;
import sudoku.core.VariantRecord;
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
 * @param variant  the board's rules when not classic Sudoku (e.g. {@code x}, {@code killer}), as in
 *                 {@link SolveView}
 * @param regions  for a jigsaw, one symbol per cell naming its region
 * @param cages    for a killer, each cage's sum and cells
 */
public record GeneratedView(String puzzle, String solution, int clues, String symmetry, Double rating,
                            String level, String hardest, Boolean guessed, Map<String, Integer> counts, Long seed,
                            int index, String variant, String regions, List<VariantRecord.CageRecord> cages) {
    /** The record of a generated puzzle and its solution with its rating ({@code r} may be null). */
    public static GeneratedView of(Grid puzzle, Grid solution, String symmetry, Rating r, Long seed, int index) {
        String line = puzzle.toLine();
        RatingView v = r == null ? null : RatingView.of(null, line, r);
        VariantRecord rules = puzzle.geometry().isVariant() ? VariantRecord.of(puzzle) : null;
        return new GeneratedView(line, solution.toLine(), puzzle.clueCount(), symmetry,
                v == null ? null : v.rating(), v == null ? null : v.level(), v == null ? null : v.hardest(),
                v == null ? null : v.guessed(), v == null ? null : v.counts(), seed, index,
                rules == null ? null : rules.variant(), rules == null ? null : rules.regions(),
                rules == null ? null : rules.cages());
    }
}
