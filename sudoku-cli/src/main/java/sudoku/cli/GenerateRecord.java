package sudoku.cli;

import sudoku.generate.BatchGenerator;
import sudoku.generate.GeneratorOptions;
import sudoku.logic.Rating;

/**
 * The JSON form of one generated puzzle, one object per line in {@code --format jsonl}.
 *
 * @param puzzle   the clues, one line
 * @param solution its one solution
 * @param clues    the number of clues
 * @param symmetry the clue pattern's symmetry
 * @param rating   the rating (Sudoku Explainer scale)
 * @param level    its level: easy, medium, hard, expert or extreme
 * @param hardest  the hardest technique needed, as the community names it
 * @param seed     the puzzle's own seed: {@code sudoku generate --seed SEED} with the same options gives it first
 * @param index    0-based position in this run
 */
record GenerateRecord(String puzzle, String solution, int clues, String symmetry, Double rating, String level,
                      String hardest, long seed, int index) {
    static GenerateRecord of(BatchGenerator.Item item, GeneratorOptions options) {
        Rating r = item.result().rating();
        return new GenerateRecord(item.result().puzzle().toLine(), item.result().solution().toLine(),
                item.result().clues(), options.symmetry().word(), r == null ? null : r.value(),
                r == null ? null : r.level().label(), r == null ? null : r.hardest().displayName(),
                item.seed(), item.index());
    }
}
