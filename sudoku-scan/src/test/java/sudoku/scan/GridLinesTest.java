package sudoku.scan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Cells are cut between the lines the ink shows, wherever the straightening left them. */
class GridLinesTest {
    private static final int CELL = Scanner.CELL;
    private static final int SIDE = 9 * CELL;

    @ParameterizedTest(name = "lines moved by {0} pixels")
    @ValueSource(ints = {-5, -2, 0, 3, 6})
    void cellsFollowTheirLinesWhenTheInnerLinesAreOffTheirPlace(int shift) {
        byte[] mask = new byte[SIDE * SIDE];
        for (int k = 0; k <= 9; k++) {
            // the border where the corners put it, the inner lines moved; a line in row 5 lies 2 pixels further
            int at = k == 0 || k == 9 ? Math.min(SIDE - 1, k * CELL) : k * CELL + shift;
            for (int t = 0; t < SIDE; t++) {
                int bow = t / CELL == 4 && k > 0 && k < 9 ? 2 : 0;
                mask[t * SIDE + at + bow] = 1;
                mask[at * SIDE + t] = 1;
            }
        }
        int[][] at = GridLines.cellOrigins(mask, CELL);
        // E5: between vertical lines 4 and 5 (both moved, and bowed in that row), and horizontal ones moved
        assertThat(at[40][0]).isEqualTo(4 * CELL + shift + 2);
        assertThat(at[40][1]).isEqualTo(4 * CELL + shift);
        // A1 lies between the border and a moved line: half the shift, never past the board's edge
        assertThat(Math.abs(at[0][0] - Math.max(0, shift / 2.0))).isLessThanOrEqualTo(1);
    }

    @ParameterizedTest(name = "digit stroke {0} pixels from a missing line")
    @ValueSource(ints = {4, 7})
    void aDigitsStrokeIsNoLineAndAMissingLineKeepsItsPlace(int offset) {
        byte[] mask = new byte[SIDE * SIDE];
        // no lines at all but one digit's upright stroke, 20 pixels tall, near where line 4 should be
        for (int y = 4 * CELL + 8; y < 4 * CELL + 28; y++) {
            mask[y * SIDE + 4 * CELL + offset] = 1;
        }
        int[][] at = GridLines.cellOrigins(mask, CELL);
        for (int c = 0; c < 81; c++) {
            assertThat(at[c]).containsExactly(c % 9 * CELL, c / 9 * CELL);
        }
    }
}
