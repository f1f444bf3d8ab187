package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.technique.Finders;

/**
 * The direct techniques carry Sudoku Explainer's difficulties, so they look for the single where
 * it does: a direct pointing or claiming only in another unit of the locked unit's kind, a
 * direct hidden pair or triple only in the set's own unit. A single left elsewhere is the pattern
 * and a hidden single, two steps (and the rating of the harder of them).
 */
class DirectScopeTest {
    @Test
    void aPointingThatLeavesASingleInAColumnIsNoDirectPointing() {
        // box 5's 2 lies in row E, so E1 and E9 lose it; column 9 is left one place for 2 (I9)
        Candidates state = Candidates.of(Grid.parse(
                "......95779542618338179542617.9.4.65.59...74....5.7.19926178534834.59.71517.4..9."));
        assertThat(Finders.of(Technique.POINTING).all(state)).anyMatch(s -> s.eliminations().size() == 2);
        assertThat(Finders.of(Technique.DIRECT_POINTING).all(state)).noneMatch(s -> Said.english(s).contains("column 9"));
    }

    @Test
    void aClaimingThatLeavesASingleInAColumnIsNoDirectClaiming() {
        // row B's 4 lies in box 2; column 5 is then left one place for 4 (G5), not a row
        Candidates state = Candidates.of(Grid.parse(
                "8.1..7.9.59..8..61.3.....8..1.275843358.6.127274138956.8.....3.1..82..79.2.7..418"));
        assertThat(Finders.of(Technique.DIRECT_CLAIMING).all(state)).noneMatch(s -> Said.english(s).contains("column 5"));
        assertThat(Finders.of(Technique.DIRECT_CLAIMING).all(state)).allMatch(s -> Said.english(s).contains("then in row"));
    }

    @Test
    void aDirectPointingLeavesItsSingleInAnotherBox() {
        Candidates state = Candidates.of(Grid.parse(
                "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6....."));
        assertThat(Finders.of(Technique.DIRECT_POINTING).all(state)).isNotEmpty()
                .allMatch(s -> Said.english(s).contains("then in box"));
    }
}
