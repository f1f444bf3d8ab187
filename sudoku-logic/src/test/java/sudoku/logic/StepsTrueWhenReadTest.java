package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Grid;
import sudoku.logic.internal.Lang;
import sudoku.logic.internal.Solution;
import sudoku.logic.solve.internal.LogicSolver;
import sudoku.logic.text.StepTexts;

/**
 * No step of an explanation says it does what the steps before it did already: read in order,
 * each candidate it removes is still there and each cell it fills still empty, on the grid the
 * steps before it left, not only on the grid its round began with ("which removes 7 from A2 and
 * E2" once an earlier step had removed the 7 from A2). Steps tied with the one before them (same
 * technique, as much work) are read with it: a tied group whose steps each do part of another's
 * work is shown together, as found, since which to take first would depend on cell order.
 */
class StepsTrueWhenReadTest {
    static List<Grid> puzzles() {
        List<Grid> puzzles = new ArrayList<>(DataSets.sample("top95.txt", 6));
        puzzles.addAll(DataSets.sample("easy50.txt", 10));
        return puzzles;
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void noStepRedoesWhatTheStepsBeforeItDid(Grid puzzle) {
        Candidates end = readInOrder(puzzle, (step, state) -> {
            String text = StepTexts.of(puzzle.geometry(), step, Lang.EN);
            for (Candidate p : step.placements()) {
                assertThat(state.digit(p.cell())).as("%s: cell still empty", text).isZero();
            }
            for (Candidate e : step.eliminations()) {
                assertThat(state.has(e.cell(), e.digit())).as("%s: %s still there", text, e).isTrue();
            }
            return true;
        });
        assertThat(end.isSolved()).isTrue();
    }

    /**
     * Puzzles whose rounds held a step whose pattern an earlier step of the round had changed: the
     * six of top95 and the three of every 30th of magictour_top1465 where that was so, by their
     * number in the file.
     */
    static List<Grid> changedPatterns() {
        List<Grid> puzzles = new ArrayList<>();
        List<Grid> top95 = DataSets.sample("top95.txt", 1);
        for (int n : new int[] {51, 53, 59, 74, 76, 87}) {
            puzzles.add(top95.get(n - 1));
        }
        List<Grid> magictour = DataSets.sample("magictour_top1465.txt", 1);
        for (int n : new int[] {691, 1021, 1351}) {
            puzzles.add(magictour.get(n - 1));
        }
        return puzzles;
    }

    /**
     * Each step is true as read, pattern and all: its technique, looking at the grid the steps
     * before it left, finds it (the same cells, links, units, digits and work). "A2 holds only 6 and
     * 9" is not shown after a step removed the 9 from A2. Chains are left out: their search keeps
     * one chain for each work, which need not be the one shown, and the printed-chain check reads
     * their links link by link. Steps tied with the one before them are left out as above.
     */
    @ParameterizedTest
    @MethodSource("changedPatterns")
    void everyPatternHoldsWhenItIsRead(Grid puzzle) {
        readInOrder(puzzle, (step, state) -> {
            if (step.technique() == Technique.GUESS || !step.links().isEmpty()) {
                return false;
            }
            boolean[] found = {false};
            sudoku.logic.technique.Finders.of(step.technique()).find(state, new sudoku.logic.internal.SearchContext(),
                    f -> !(found[0] = samePattern(f, step)));
            assertThat(found[0]).as(() -> StepTexts.of(puzzle.geometry(), step, Lang.EN) + ": found as read").isTrue();
            return true;
        });
    }

    /**
     * Explains {@code puzzle} and reads its steps in order, each but those tied with the one before
     * it checked by {@code check} on the grid the steps before it left (true when it checked it);
     * asserts some step was checked, and returns the grid at the end.
     */
    private static Candidates readInOrder(Grid puzzle, java.util.function.BiPredicate<Step, Candidates> check) {
        LogicSolver solver = new LogicSolver(LogicOptions.defaults().guessing(true));
        List<Step> path = solver.solve(Candidates.of(puzzle), Solution.of(puzzle).solution());
        Candidates state = Candidates.of(puzzle);
        int checked = 0;
        Step previous = null;
        for (Step step : path) {
            boolean tied = previous != null && previous.technique() == step.technique()
                    && work(previous) == work(step);
            previous = step;
            if (!tied && check.test(step, state)) {
                checked++;
            }
            step.applyTo(state);
        }
        assertThat(checked).isPositive();
        return state;
    }

    private static boolean samePattern(Step a, Step b) {
        return a.technique() == b.technique() && a.placements().equals(b.placements())
                && a.eliminations().equals(b.eliminations()) && a.cells().equals(b.cells())
                && a.secondary().equals(b.secondary()) && a.units().equals(b.units()) && a.digits() == b.digits()
                && a.links().equals(b.links());
    }

    private static int work(Step s) {
        return s.placements().size() + s.eliminations().size();
    }
}
