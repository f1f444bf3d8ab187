package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.logic.Candidates;
import sudoku.logic.LogicOptions;
import sudoku.logic.Step;
import sudoku.logic.Technique;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;

/**
 * The Franken and Mutant fish search cuts off the branches whose places can no longer be covered
 * ({@code FishSearch#coverable}), covers and bases alike: on the states of whole solve paths, classic and variant, every
 * shape and size it bounds offers, with and without fins, the same steps in the same order as
 * the search that looks at every branch.
 */
class FishBoundTest {
    /** Hard classic puzzles (top95) and the variants whose extra units a fish may use as boxes. */
    private static final List<String> PUZZLES = List.of(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "...5...........5.697.....2...48.2...25.1...3..8..3.........4.7..13.5..9..2...31..",
            "2....1.9..1..3.7..9..8...2.......85..6.4.........7...3.2.3...6....5.....1.9...2.5",
            "x:...........6.4......4..3...2....1..8.8.7.........2.....58...2..697.....54..51....",
            "windoku:...6..97........8.7.......4..2...3..91...3..8..4......8..5...97...............5..",
            "jigsaw:.91.8...........6.....5......4.....8..3...2..3....8.........19...9...34...7..1... "
                    + "111222333112222333111122334556666434756666444755556844755999884777999888777999888");

    private static final int STATES_PER_PATH = 6;

    @Test
    void theBoundedSearchOffersWhatTheFullSearchOffers() {
        List<Candidates> states = new ArrayList<>();
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        for (String line : PUZZLES) {
            Grid puzzle = VariantFormat.parse(line, Variant.NONE);
            Candidates state = Candidates.of(puzzle);
            int taken = 0;
            for (Step step : solver.solve(Candidates.of(puzzle), Solution.of(puzzle).solution())) {
                // the first states of each path where a fish could be the step
                if (step.technique().difficulty() >= Technique.X_WING.difficulty() && taken++ < STATES_PER_PATH) {
                    states.add(state.copy());
                }
                step.applyTo(state);
            }
        }
        int offered = 0;
        for (Candidates state : states) {
            for (FishSearch.Shape shape : FishSearch.Shape.values()) {
                for (int size = 2; size < FishSearch.BOUNDED_SIZE; size++) {
                    for (boolean finned : new boolean[] {false, true}) {
                        List<Step> bounded = search(state, shape, size, finned, true);
                        assertThat(bounded).as("%s fish of %d, finned %s, in %s", shape, size, finned, state)
                                .isEqualTo(search(state, shape, size, finned, false));
                        offered += bounded.size();
                    }
                }
            }
        }
        assertThat(states).hasSizeGreaterThan(15);
        assertThat(states).anyMatch(st -> st.geometry().isVariant());
        assertThat(offered).isPositive();
    }

    private static List<Step> search(Candidates state, FishSearch.Shape shape, int size, boolean finned, boolean bound) {
        List<Step> out = new ArrayList<>();
        if (!GeneralFish.hasAreas(state.geometry())) {
            return out;
        }
        for (int d = 1; d <= state.geometry().side(); d++) {
            FishSearch s = new FishSearch(state, size, shape, finned, GeneralFish.MAX_FINS, Technique.FINNED_FRANKEN_X_WING,
                    step -> out.add(step));
            s.bounded = bound;
            s.digit(d);
            s.runDigit();
        }
        return out;
    }
}
