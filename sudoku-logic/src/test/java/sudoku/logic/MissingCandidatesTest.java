package sudoku.logic;

import sudoku.logic.technique.Finders;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sudoku.logic.internal.Solution;

/**
 * Unique rectangles whose corners have lost a digit of the pair (HoDoKu's "missing candidates"):
 * the deadly-pattern argument still holds, so the steps are still found, and never wrong.
 */
class MissingCandidatesTest {
    static final Set<Technique> RECTANGLES = Set.of(Technique.UNIQUE_RECTANGLE_1, Technique.UNIQUE_RECTANGLE_2,
            Technique.UNIQUE_RECTANGLE_3, Technique.UNIQUE_RECTANGLE_4, Technique.UNIQUE_RECTANGLE_5,
            Technique.UNIQUE_RECTANGLE_6, Technique.HIDDEN_RECTANGLE);

    @Test
    void aTypeOneRectangleWithAFloorCornerMissingADigitStillRemovesThePairFromTheRoof() throws IOException {
        ReglibTest.Case c = ReglibTest.cases().stream()
                .filter(k -> k.technique() == Technique.UNIQUE_RECTANGLE_1).findFirst().orElseThrow();
        Solution solution = Solution.of(c.grid());
        Candidates state = stateOf(c);
        Step step = Finders.of(c.technique()).first(state).orElseThrow();
        int missing = 0;
        for (int corner : step.cells()) {
            int other = otherPairDigit(state, step, solution, corner);
            if (other != 0 && missing == 0 && step.eliminations().stream().noneMatch(e -> e.cell() == corner)) {
                state.eliminate(corner, other);
                missing++;
            }
        }
        assertThat(missing).isEqualTo(1);
        List<Step> found = Finders.of(c.technique()).all(state);
        assertThat(found).anyMatch(s -> new HashSet<>(s.eliminations()).equals(c.eliminations()));
        found.forEach(s -> PathChecker.checkStep(c.grid(), solution, s));
    }

    @Test
    void rectanglesMissingADigitInAnyCornerAreNeverWrong() throws IOException {
        int checked = 0;
        for (ReglibTest.Case c : ReglibTest.cases()) {
            if (!RECTANGLES.contains(c.technique())) {
                continue;
            }
            Solution solution = Solution.of(c.grid());
            Step step = Finders.of(c.technique()).first(stateOf(c)).orElseThrow();
            for (int corner : step.cells()) {
                Candidates state = stateOf(c);
                int other = otherPairDigit(state, step, solution, corner);
                if (other == 0) {
                    continue;
                }
                state.eliminate(corner, other);
                for (Technique f : Technique.implemented()) {
                    if (RECTANGLES.contains(f)) {
                        Finders.of(f).all(state).forEach(s -> PathChecker.checkStep(c.grid(), solution, s));
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(50);
    }

    /** The digit of the step's pair that the corner holds but the solution does not put there, or 0. */
    private static int otherPairDigit(Candidates state, Step step, Solution solution, int corner) {
        for (int d : sudoku.core.bits.DigitSet.digits(step.digits())) {
            if (state.has(corner, d) && solution.digit(corner) != d
                    && Integer.bitCount(state.candidates(corner)) > 1) {
                return d;
            }
        }
        return 0;
    }

    private static Candidates stateOf(ReglibTest.Case c) {
        Candidates state = Candidates.of(c.grid());
        c.removed().forEach(r -> state.eliminate(r.cell(), r.digit()));
        return state;
    }

}
