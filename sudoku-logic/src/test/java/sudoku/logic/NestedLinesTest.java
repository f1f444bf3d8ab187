package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.Geometry;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Notation;
import sudoku.logic.text.StepTexts;

/**
 * A nested forcing chain's text splits into lines a person checks one by one: the main sentence,
 * then each inner chain and the final chains one level deeper, the same sentences as the one-line
 * text in the same order; its inner chains are listed with their rounds, conclusions and chains as
 * the sentences print them.
 */
class NestedLinesTest {
    private static List<Step> nestedSteps() throws IOException {
        List<Step> out = new ArrayList<>();
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (c.technique() == Technique.NESTED_FORCING_CHAIN && c.grid().geometry().equals(Geometry.CLASSIC)) {
                ReglibTest.steps(c).stream().filter(s -> s.evidence() instanceof ForcingEvidence.NestedContradiction
                        && !s.links().isEmpty()).forEach(out::add);
            }
        }
        assertThat(out).as("nested steps with their chains").isNotEmpty();
        return out;
    }

    @ParameterizedTest
    @EnumSource(Lang.class)
    void theLinesAreTheTextsSentencesInOrderTheInnerChainsOneLevelDeeper(Lang lang) throws IOException {
        for (Step s : nestedSteps()) {
            for (Notation notation : Notation.values()) {
                String text = StepTexts.of(Geometry.CLASSIC, s, lang, notation);
                List<StepTexts.Line> lines = StepTexts.lines(Geometry.CLASSIC, s, lang, notation);
                List<StepTexts.InnerChain> inner = StepTexts.innerChains(Geometry.CLASSIC, s, lang, notation);
                ForcingEvidence.NestedContradiction e = (ForcingEvidence.NestedContradiction) s.evidence();
                assertThat(inner).hasSize(e.removed().size());
                // the main sentence, every inner chain, the final chains when the contradiction needs chains
                boolean last = s.links().stream().anyMatch(l -> l.branch() >= e.finalBranch());
                assertThat(lines).hasSize(1 + inner.size() + (last ? 1 : 0));
                assertThat(lines.get(0).depth()).isZero();
                assertThat(lines.subList(1, lines.size())).allMatch(l -> l.depth() == 1);
                String gap = lang == Lang.ZH ? "" : " ";
                assertThat(String.join(gap, lines.stream().map(StepTexts.Line::text).toList())).isEqualTo(text);
                for (int j = 0; j < inner.size(); j++) {
                    StepTexts.InnerChain i = inner.get(j);
                    assertThat(lines.get(1 + j).text()).isEqualTo(i.text());
                    assertThat(i.text()).contains(i.chain());
                    assertThat(i.conclusion()).isEqualTo(e.removed().get(j));
                    assertThat(i.round()).isEqualTo(e.rounds().get(j));
                    assertThat(i.chain()).isNotBlank();
                    // an inner chain that contradicts itself says what clashes
                    assertThat(i.clash() != null).as(i.text()).isEqualTo(i.premises().isEmpty());
                }
                String indented = StepTexts.indented(text, lines, "    ");
                String[] printed = indented.split(System.lineSeparator());
                assertThat(printed).hasSize(lines.size());
                assertThat(printed[0]).isEqualTo(lines.get(0).text());
                for (int k = 1; k < printed.length; k++) {
                    assertThat(printed[k]).isEqualTo("    " + lines.get(k).text());
                }
            }
        }
    }

    @org.junit.jupiter.api.Test
    void anInnerContradictionsClashIsInItsSentenceAndItsJson() throws IOException {
        int clashes = 0;
        for (Step s : nestedSteps()) {
            for (sudoku.logic.view.internal.InnerChainView i
                    : sudoku.logic.view.internal.StepView.of(Geometry.CLASSIC, s).innerChains()) {
                assertThat(i.clash() != null).as(i.text()).isEqualTo(i.premises().isEmpty());
                if (i.clash() == null) {
                    continue;
                }
                clashes++;
                // its chains show a cell or a unit emptied
                assertThat(i.clash().kind()).as(i.text()).isIn("no_candidate", "no_place");
                String said = i.clash().kind().equals("no_place")
                        ? i.clash().digits().get(0) + " would have no place left in " + i.clash().unit()
                        : i.clash().cell() + " would have no candidate left";
                assertThat(i.text()).contains("as it contradicts itself (" + said + "): ");
            }
        }
        assertThat(clashes).isPositive();
    }

    @ParameterizedTest
    @EnumSource(Lang.class)
    void aStepThatIsNotNestedIsOneLineWithNoInnerChains(Lang lang) throws IOException {
        Step s = ReglibTest.cases().stream().filter(c -> c.technique() == Technique.CELL_FORCING_CHAIN)
                .map(ReglibTest::steps).filter(l -> !l.isEmpty()).findFirst().orElseThrow().get(0);
        String text = StepTexts.of(Geometry.CLASSIC, s, lang);
        List<StepTexts.Line> lines = StepTexts.lines(Geometry.CLASSIC, s, lang, Notation.CELL);
        assertThat(lines).containsExactly(new StepTexts.Line(0, text));
        assertThat(StepTexts.innerChains(Geometry.CLASSIC, s, lang, Notation.CELL)).isEmpty();
        assertThat(StepTexts.indented("Hint: " + text, lines, "  ")).isEqualTo("Hint: " + text);
    }
}
