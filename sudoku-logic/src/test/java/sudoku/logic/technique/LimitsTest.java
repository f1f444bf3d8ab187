package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.Candidates;

/**
 * Nested forcing chains keep the static chains of every candidate of a position, a memory that
 * grows with the cube of the candidate count: every 9x9 position fits the bound, an empty 16x16
 * board (which would need gigabytes) does not, and a 16x16 position with few candidates left does.
 */
class LimitsTest {
    @Test
    void everyNineByNinePositionIsNestableButAnEmptySixteenBySixteenIsNot() {
        assertThat(Limits.nestable(Candidates.of(Grid.parse(".".repeat(81))))).isTrue();
        assertThat(Limits.nestable(Candidates.of(Grid.parse(".".repeat(256))))).isFalse();
    }

    @Test
    void theBoundFollowsTheCandidatesLeftNotTheBoardSize() {
        // a 16x16 board with all but its last row placed: 16 cells of one candidate each
        StringBuilder rows = new StringBuilder();
        String digits = "123456789ABCDEFG";
        for (int r = 0; r < 16; r++) {
            int shift = (r % 4) * 4 + r / 4;
            for (int c = 0; c < 16; c++) {
                rows.append(r == 15 ? '.' : digits.charAt((c + shift) % 16));
            }
        }
        Candidates nearlySolved = Candidates.of(Grid.parse(rows.toString()));
        assertThat(nearlySolved.isBroken()).as("the rows make a valid 16x16 board").isFalse();
        assertThat(Limits.nestable(nearlySolved)).isTrue();
    }
}
