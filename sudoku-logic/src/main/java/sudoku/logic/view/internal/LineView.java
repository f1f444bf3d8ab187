package sudoku.logic.view.internal;

import java.util.List;

/**
 * One line of a nested step's text, as the text output prints it: indented {@code depth} levels
 * under the step's main sentence, and drawn by the links of {@code branches}.
 *
 * @param depth    0 for the main sentence, 1 for what it holds (an inner chain, a branch's
 *                 assumption, the final chains), 2 for what a nested verity's branch holds
 * @param text     the sentence, part of the step's {@code text}
 * @param branches the branches of the step's links that draw its chains (each link's
 *                 {@code branch}); empty for a line without chains
 */
public record LineView(int depth, String text, List<Integer> branches) {
}
