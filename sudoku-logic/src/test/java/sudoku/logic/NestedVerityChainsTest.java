package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import sudoku.core.Grid;
import sudoku.logic.chain.Nesting;
import sudoku.logic.internal.Lang;
import sudoku.logic.technique.NestedVeritiesTest;
import sudoku.logic.text.StepTexts;

/**
 * Nested verities print each branch's inner chains and the chains that reach each conclusion,
 * and hold as printed (see {@link PrintedNestedVerities}) in English, Spanish and Chinese; with the
 * last branch's last sentence struck out (a conclusion left unproved there), they fail; their
 * text in lines puts each branch one level under the main sentence and its chains two.
 */
class NestedVerityChainsTest {
    @ParameterizedTest(name = "{0}")
    @EnumSource(Nesting.class)
    void everyBranchHoldsAsPrinted(Nesting level) {
        Candidates state = Candidates.of(Grid.parse(NestedVeritiesTest.PUZZLE));
        List<Step> steps = NestedVeritiesTest.verities(state, level);
        assertThat(steps).as("nested verities at %s", level).isNotEmpty();
        for (Step s : steps) {
            ForcingEvidence.NestedVerity e = (ForcingEvidence.NestedVerity) s.evidence();
            assertThat(s.links()).isNotEmpty();
            assertThat(e.traced()).contains(e.shown());
            for (Lang l : List.of(Lang.EN, Lang.ES, Lang.ZH)) {
                String text = PrintedWords.read(l, StepTexts.of(state.geometry(), s, l));
                assertThat(PrintedNestedVerities.isNestedVerity(text)).as(text).isTrue();
                assertThat(PrintedChains.problems(state, text)).as(text).isEmpty();
            }
            String english = Said.english(s);
            List<StepTexts.Line> lines = StepTexts.lines(state.geometry(), s, Lang.EN, sudoku.logic.internal.Notation.CELL);
            String untied = PrintedChainCheckTest.lastBranchUntied(english, lines);
            assertThat(PrintedChains.problems(state, untied)).as(untied).isNotEmpty();
            assertThat(lines.stream().filter(x -> x.depth() == 1 && x.text().startsWith("Assuming "))).hasSize(e.assumptions().size());
            assertThat(lines.stream().filter(x -> x.depth() == 2)).isNotEmpty();
        }
    }

    /**
     * Double forcing chains inside the nested levels, as Sudoku Explainer's nested chains make
     * them: a candidate of a cell of three or more assumed true, then false, both branches with
     * the level's inner chains, reaching the same conclusion; the second branch says and starts
     * from the candidate false ("Assuming A1 is not 5:", its chains from a strong link out of it),
     * and printed as starting true it fails the check.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(Nesting.class)
    void doublesInsideTheNestedLevelsHoldAsPrinted(Nesting level) {
        Candidates state = Candidates.of(Grid.parse(NestedVeritiesTest.PUZZLE));
        List<Step> doubles = NestedVeritiesTest.verities(state, level).stream()
                .filter(s -> ((ForcingEvidence.NestedVerity) s.evidence()).premise() instanceof Premise.OnOrOff).toList();
        assertThat(doubles).as("nested double forcing chains at %s", level).isNotEmpty();
        for (Step s : doubles) {
            ForcingEvidence.NestedVerity e = (ForcingEvidence.NestedVerity) s.evidence();
            Candidate a = e.assumptions().get(0);
            String english = Said.english(s);
            String on = "Assuming " + a.describe(state.geometry()).replace("=", " is ") + ":";
            assertThat(english).contains(" is " + a.digit() + " or it is not. ").contains(" Assuming ")
                    .contains(on.replace(" is ", " is not "));
            assertThat(PrintedChains.problems(state, english)).as(english).isEmpty();
            String asIfTrue = english.replace(on.replace(" is ", " is not "), on);
            assertThat(PrintedChains.problems(state, asIfTrue)).as(asIfTrue).isNotEmpty();
        }
    }
}
