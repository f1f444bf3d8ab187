package sudoku.logic.view.internal;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.logic.text.StepTexts;

/**
 * One inner chain of a nested forcing chain step (a contradiction's, or one assumption's of a
 * nested verity): the round of the assumption's propagation in which it was found, the candidate
 * it removes, what it assumes, its chains in Eureka form and its sentence (also part of the
 * step's one-line text).
 *
 * @param round      the round, from 1
 * @param conclusion the candidate the inner chain removes
 * @param premises   what it assumes, one of which holds (a cell's candidates or a digit's places
 *                   in a unit); empty when the removal contradicts itself
 * @param chain      its chains in Eureka form, one per premise, joined by semicolons
 * @param text       its sentence, in the step's language and notation
 * @param branches   the branches of the step's links that draw it (each link's {@code branch}), so
 *                   that a drawing can show this inner chain alone
 * @param clash      what clashes when the removal contradicts itself, as its chains show it (also
 *                   said in {@code text}); absent (null) when {@code premises} each remove it
 */
public record InnerChainView(int round, CellDigit conclusion, List<CellDigit> premises, String chain, String text,
                             List<Integer> branches, ClashView clash) {
    /** The record of an inner chain on a board of shape {@code g}. */
    public static InnerChainView of(Geometry g, StepTexts.InnerChain i) {
        return new InnerChainView(i.round(), CellDigit.of(g, i.conclusion()),
                i.premises().stream().map(c -> CellDigit.of(g, c)).toList(), i.chain(), i.text(), i.branches(),
                ClashView.of(g, i.clash()));
    }
}
