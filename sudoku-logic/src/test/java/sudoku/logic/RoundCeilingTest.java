package sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.solve.internal.SeChoice;
import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;
import sudoku.logic.internal.SearchContext;


/**
 * A round's search tells the forcing techniques the hardest step it still keeps, and they leave out
 * the tiers whose steps would all be harder: along the first rounds of one of the hardest puzzles
 * (forcing chains, contradictions and nested chains at several levels), every round holds exactly
 * the steps that searching every technique in full, and choosing as a rating does ({@link SeChoice}), gives.
 */
class RoundCeilingTest {
    private static final String PUZZLE =
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    @Test
    void aRoundKeepsWhatTheFullSearchesKeep() {
        LogicSolver solver = new LogicSolver(LogicOptions.rating());
        Candidates state = Candidates.of(Grid.parse(PUZZLE));
        SearchContext context = SearchContext.rating();
        int forcing = 0;
        for (int round = 0; round < 12 && !state.isSolved(); round++) {
            List<Step> steps = solver.nextRound(state, context, Cancellation.NONE);
            List<Step> full = fullRound(solver, state);
            assertThat(describe(steps)).as("round %d", round).isEqualTo(describe(full));
            assertThat(context.ceiling()).isInfinite();
            forcing += steps.get(0).difficulty() >= Technique.CELL_FORCING_CHAIN.difficulty() ? 1 : 0;
            for (Step s : steps) {
                s.applyTo(state);
            }
        }
        assertThat(forcing).isGreaterThan(3);
    }

    /** What {@link LogicSolver#nextRound} keeps when rating, each technique searched in full in a fresh context. */
    private static List<Step> fullRound(LogicSolver solver, Candidates state) {
        List<Step> found = new ArrayList<>();
        double easiest = Double.MAX_VALUE;
        for (Technique t : solver.techniques()) {
            if (t.difficulty() >= easiest - 1e-9) {
                break;
            }
            for (Step s : Finders.of(t).all(state, SearchContext.rating())) {
                found.add(s);
                easiest = Math.min(easiest, s.difficulty());
            }
        }
        return SeChoice.choose(state, SearchContext.rating(), found);
    }

    private static List<String> describe(List<Step> steps) {
        List<String> out = new ArrayList<>();
        for (Step s : steps) {
            out.add(s.technique() + " " + s.eliminations() + " " + s.placements() + " " + s.difficulty());
        }
        return out;
    }
}
