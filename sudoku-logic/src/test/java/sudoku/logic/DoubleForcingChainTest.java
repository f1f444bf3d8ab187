package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Solution;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * Double forcing chains: a candidate assumed true and then false leads both times to the same
 * conclusion. On the regression case's grid every step found is right against the solution, starts
 * from a cell of three candidates or more, and holds as printed in English, Spanish and Chinese;
 * printed with its second branch starting from the candidate true, the check rejects it.
 */
class DoubleForcingChainTest {
    @Test
    void everyDoubleFoundIsRightAndHoldsAsPrinted() throws Exception {
        ReglibTest.Case c = ReglibTest.cases().stream()
                .filter(k -> k.technique() == Technique.DOUBLE_FORCING_CHAIN).findFirst().orElseThrow();
        Candidates state = ReglibTest.state(c);
        // the digits placed while solving are the solution's, so the grid has the puzzle's solution
        Solution solution = Solution.of(c.grid());
        List<Step> found = Finders.of(Technique.DOUBLE_FORCING_CHAIN).all(state);
        assertThat(found).as("double forcing chains").hasSizeGreaterThan(1);
        for (Step s : found) {
            Premise.OnOrOff premise = (Premise.OnOrOff) ((ForcingEvidence.Verity) s.evidence()).premise();
            Candidate a = premise.candidate();
            assertThat(Integer.bitCount(state.candidates(a.cell()))).as("candidates of the assumed cell").isGreaterThan(2);
            assertThat(s.difficulty()).isGreaterThanOrEqualTo(Technique.DOUBLE_FORCING_CHAIN.difficulty());
            for (Candidate e : s.eliminations()) {
                assertThat(solution.solution().get(e.cell())).as("removed " + e).isNotEqualTo(e.digit());
            }
            for (Candidate p : s.placements()) {
                assertThat(solution.solution().get(p.cell())).as("placed " + p).isEqualTo(p.digit());
            }
            for (Lang l : List.of(Lang.EN, Lang.ES, Lang.ZH)) {
                String text = PrintedWords.read(l, StepTexts.of(state.geometry(), s, l));
                assertThat(text).startsWith(PrintedChains.name(state.geometry(), a.cell()) + " is " + a.digit()
                        + " or it is not. ");
                assertThat(PrintedChains.problems(state, text)).as(text).isEmpty();
            }
            String english = Said.english(s);
            String on = "(" + a.digit() + ")" + PrintedChains.name(state.geometry(), a.cell());
            int off = english.indexOf(on + "=", english.indexOf("Chains: "));
            assertThat(off).as("the second branch starts from the candidate false").isPositive();
            String asOn = english.substring(0, off) + on + "-" + english.substring(off + on.length() + 1);
            assertThat(PrintedChains.problems(state, asOn)).as(asOn).isNotEmpty();
        }
    }
}
