package sudoku.logic.view.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Arrays;
import java.util.List;
import sudoku.core.bits.DigitSet;
import sudoku.core.Geometry;
import sudoku.logic.ForcingEvidence;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Notation;
import sudoku.logic.Step;
import sudoku.logic.text.StepTexts;

/**
 * The stable JSON form of a step (the CLI and the HTTP service print exactly this).
 *
 * @param technique    the community name in the language asked for, e.g. {@code Hidden Single}, {@code Único oculto}
 * @param text         one sentence explaining the step, in that language
 * @param placements   digits placed
 * @param eliminations candidates removed
 * @param id           the technique's constant, e.g. {@code HIDDEN_SINGLE}
 * @param difficulty   the technique's difficulty on the Sudoku Explainer scale
 * @param units        the units of the pattern, e.g. {@code row A}, {@code box 5}
 * @param cells        the pattern's main cells, e.g. {@code A1}
 * @param secondary    the pattern's other cells (fins, pincers, second colour)
 * @param digits       the digits of the pattern
 * @param links        a chain's links, in order
 * @param innerChains  a nested step's inner chains (a nested contradiction's, or a nested verity's
 *                     assumption by assumption), each also a sentence of {@code text}; absent (null)
 *                     for every other step
 * @param lines        a nested step's {@code text} in lines, as the text output prints them, each
 *                     with its depth and the branches that draw it; absent (null) for a step whose
 *                     text is one line
 */
public record StepView(String technique, String text, List<CellDigit> placements, List<CellDigit> eliminations,
                       String id, double difficulty, List<String> units, List<String> cells,
                       List<String> secondary, List<Integer> digits, List<LinkView> links,
                       @JsonProperty("inner_chains") List<InnerChainView> innerChains, List<LineView> lines) {
    /** The JSON form of a step on a board of shape {@code g}. */
    public static StepView of(Geometry g, Step s) {
        return of(g, s, Lang.EN);
    }

    /** The JSON form of a step on a board of shape {@code g}, its name and sentence in {@code lang}. */
    public static StepView of(Geometry g, Step s, Lang lang) {
        return of(g, s, lang, Notation.CELL);
    }

    /**
     * The JSON form of a step on a board of shape {@code g}, its name and sentence in {@code lang}, the
     * sentence naming cells in {@code notation} (the fields keep their names).
     */
    public static StepView of(Geometry g, Step s, Lang lang, Notation notation) {
        return new StepView(StepTexts.name(g, s, lang), StepTexts.of(g, s, lang, notation),
                s.placements().stream().map(c -> CellDigit.of(g, c)).toList(),
                s.eliminations().stream().map(c -> CellDigit.of(g, c)).toList(),
                s.technique().name(), s.difficulty(g),
                s.units().stream().map(g::unitName).toList(),
                s.cells().stream().map(g::cellName).toList(),
                s.secondary().stream().map(g::cellName).toList(),
                Arrays.stream(DigitSet.digits(s.digits())).boxed().toList(),
                s.links().stream().map(l -> new LinkView(CellDigit.of(g, l.from()), CellDigit.of(g, l.to()),
                        l.strong() ? "strong" : "weak", l.fromCells().stream().map(g::cellName).toList(),
                        l.toCells().stream().map(g::cellName).toList(), l.branch())).toList(),
                innerChains(g, s, lang, notation), lines(g, s, lang, notation));
    }

    private static List<InnerChainView> innerChains(Geometry g, Step s, Lang lang, Notation notation) {
        List<StepTexts.InnerChain> inner = StepTexts.innerChains(g, s, lang, notation);
        return inner.isEmpty() ? null : inner.stream().map(i -> InnerChainView.of(g, i)).toList();
    }

    private static List<LineView> lines(Geometry g, Step s, Lang lang, Notation notation) {
        if (!(s.evidence() instanceof ForcingEvidence.NestedContradiction) && !(s.evidence() instanceof ForcingEvidence.NestedVerity)) {
            return null;
        }
        List<StepTexts.Line> lines = StepTexts.lines(g, s, lang, notation);
        return lines.size() < 2 ? null : lines.stream().map(l -> new LineView(l.depth(), l.text(), l.branches())).toList();
    }
}
