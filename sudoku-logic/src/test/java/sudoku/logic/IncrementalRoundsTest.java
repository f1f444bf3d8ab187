package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.internal.DigitFinder;
import sudoku.logic.internal.SearchContext;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.technique.Finders;

/**
 * The single-digit searches ({@link DigitFinder}) skip a digit whose places an earlier search in
 * the same context saw, giving that search's steps again: along whole solve paths, each gives
 * exactly the steps, in the same order, of a search with a fresh context.
 */
class IncrementalRoundsTest {
    private static final List<Technique> SINGLE_DIGIT = Technique.implemented().stream()
            .filter(t -> Finders.has(t) && Finders.of(t) instanceof DigitFinder).toList();

    @Test
    void theFishOfEveryShapeAndSizeAreSingleDigitSearches() {
        assertThat(SINGLE_DIGIT).contains(Technique.X_WING, Technique.FINNED_SWORDFISH, Technique.SASHIMI_LEVIATHAN,
                Technique.FRANKEN_X_WING, Technique.FINNED_FRANKEN_JELLYFISH, Technique.MUTANT_SWORDFISH,
                Technique.FINNED_MUTANT_SWORDFISH);
    }

    @Test
    void aSearchSkippingTheDigitsItSawGivesTheStepsOfAFreshOne() {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        int states = 0;
        int steps = 0;
        for (Grid puzzle : DataSets.sample("top95.txt", 19)) {
            Candidates state = Candidates.of(puzzle);
            SearchContext kept = new SearchContext();
            for (Step step : solver.solve(Candidates.of(puzzle), Solution.of(puzzle).solution())) {
                if (step.technique().difficulty() >= Technique.X_WING.difficulty()) {
                    states++;
                    for (Technique t : SINGLE_DIGIT) {
                        List<Step> reused = Finders.of(t).all(state, kept);
                        assertThat(reused).as("%s in state %d of %s", t, states, puzzle)
                                .isEqualTo(Finders.of(t).all(state, new SearchContext()));
                        steps += reused.size();
                    }
                }
                step.applyTo(state);
            }
        }
        assertThat(states).isGreaterThan(10);
        assertThat(steps).isPositive();
    }
}
