package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Solution;
import sudoku.logic.technique.Finders;
import sudoku.logic.text.StepTexts;

/**
 * Discontinuous nice loops of every kind HoDoKu has: a loop broken at one candidate that places it
 * (both links at the break strong), removes it (both weak, or one weak and one strong link of
 * another digit of its cell), and the loop through two digits of one cell, which keeps the cell to
 * those two. The regression library holds one case of each; here each kind is found where it
 * should be, checked as printed by {@link PrintedChains}, and every loop found along the explained
 * paths of a sample of hard puzzles agrees with the solution.
 */
class DiscontinuousNiceLoopTest {
    @Test
    void eachKindOfTheLibraryIsFoundAndPrintedCheckably() throws Exception {
        Map<ChainEvidence.ChainEnd, Integer> kinds = new EnumMap<>(ChainEvidence.ChainEnd.class);
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (c.technique() != Technique.DISCONTINUOUS_NICE_LOOP) {
                continue;
            }
            Candidates state = ReglibTest.state(c);
            Step step = Finders.of(c.technique()).all(state).stream()
                    .filter(s -> Set.copyOf(s.eliminations()).equals(c.eliminations())
                            && Set.copyOf(s.placements()).equals(c.placements()))
                    .findFirst().orElseThrow();
            ChainEvidence.Chain chain = (ChainEvidence.Chain) step.evidence();
            kinds.merge(chain.end(), 1, Integer::sum);
            assertThat(PrintedChains.problems(state, Said.english(step))).as(Said.english(step)).isEmpty();
            if (chain.end() == ChainEvidence.ChainEnd.REMOVAL) {
                assertThat(step.eliminations()).hasSize(1);
                Candidate z = step.eliminations().get(0);
                assertThat(step.links().get(0).from()).isEqualTo(z);
                assertThat(step.links().get(step.links().size() - 1).to()).isEqualTo(z);
                assertThat(step.links().get(0).strong()).isFalse();
                assertThat(step.links().get(step.links().size() - 1).strong()).isFalse();
            }
            if (chain.end() == ChainEvidence.ChainEnd.ONE_OF_TWO) {
                int cell = step.links().get(0).from().cell();
                assertThat(step.links().get(step.links().size() - 1).to().cell()).isEqualTo(cell);
                assertThat(step.eliminations()).allMatch(e -> e.cell() == cell);
            }
        }
        assertThat(kinds).containsKeys(ChainEvidence.ChainEnd.PLACEMENT, ChainEvidence.ChainEnd.REMOVAL,
                ChainEvidence.ChainEnd.ONE_OF_TWO);
        assertThat(kinds.get(ChainEvidence.ChainEnd.REMOVAL)).isGreaterThanOrEqualTo(3);
    }

    @Test
    void removalsTellThemselvesApartInTheirSentence() throws Exception {
        ReglibTest.Case oneOfTwo = ReglibTest.cases().stream()
                .filter(c -> c.technique() == Technique.DISCONTINUOUS_NICE_LOOP && c.eliminations().size() == 2)
                .findFirst().orElseThrow();
        Step step = Finders.of(oneOfTwo.technique()).all(ReglibTest.state(oneOfTwo)).stream()
                .filter(s -> Set.copyOf(s.eliminations()).equals(oneOfTwo.eliminations())).findFirst().orElseThrow();
        assertThat(Said.english(step)).contains("So D4 is 5 or 7, which removes 3 and 9 from D4.");
    }

    @Test
    void spanishAndChineseSayTheLoopAsEnglishDoes() throws Exception {
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (c.technique() != Technique.DISCONTINUOUS_NICE_LOOP) {
                continue;
            }
            for (Step step : Finders.of(c.technique()).all(ReglibTest.state(c))) {
                ChainEvidence.ChainEnd end = ((ChainEvidence.Chain) step.evidence()).end();
                String eureka = Link.eureka(c.grid().geometry(), step.links());
                String es = StepTexts.of(c.grid().geometry(), step, Lang.ES);
                String zh = StepTexts.of(c.grid().geometry(), step, Lang.ZH);
                assertThat(es).as(es).endsWith("Cadena: " + eureka + ".");
                assertThat(zh).as(zh).endsWith("链：" + eureka + "。");
                if (end == ChainEvidence.ChainEnd.REMOVAL) {
                    assertThat(es).startsWith("Si ").contains("La suposición se contradice a sí misma, lo que elimina ");
                    assertThat(zh).startsWith("如果").contains("假设自相矛盾，可删去");
                }
                if (end == ChainEvidence.ChainEnd.ONE_OF_TWO) {
                    String cell = c.grid().geometry().cellName(step.eliminations().get(0).cell());
                    assertThat(es).contains(". Así que " + cell + " es ");
                    assertThat(zh).contains("。所以" + cell + "是");
                }
            }
        }
    }

    @Test
    void everyLoopAlongTheExplainedPathsAgreesWithTheSolution() {
        List<Grid> puzzles = DataSets.sample("top95.txt", 12);
        int[] removals = new int[1];
        int[] checkedAsPrinted = new int[1];
        ExplainedPaths.walk(puzzles, (puzzle, state, round) -> {
            Solution solution = Solution.of(puzzle);
            for (Step s : Finders.of(Technique.DISCONTINUOUS_NICE_LOOP).all(state)) {
                PathChecker.checkStep(puzzle, solution, s);
                ChainEvidence.Chain chain = (ChainEvidence.Chain) s.evidence();
                removals[0] += chain.end() == ChainEvidence.ChainEnd.PLACEMENT ? 0 : 1;
                if (chain.lockedSet() == null && chain.walk().stream().allMatch(n -> n.set() == null)) {
                    checkedAsPrinted[0]++;
                    assertThat(PrintedChains.problems(state, Said.english(s))).as(Said.english(s)).isEmpty();
                }
            }
        });
        System.out.printf("discontinuous nice loops: %d puzzles, %d removing, %d checked as printed%n",
                puzzles.size(), removals[0], checkedAsPrinted[0]);
        assertThat(removals[0]).isPositive();
        assertThat(checkedAsPrinted[0]).isPositive();
    }
}
