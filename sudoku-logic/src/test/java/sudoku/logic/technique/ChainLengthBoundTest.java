package sudoku.logic.technique;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import sudoku.core.DigitSet;
import sudoku.core.Grid;
import sudoku.logic.Candidates;

/** The cheap bound of a chain's length is never above the length, and finds the same contradictions. */
class ChainLengthBoundTest {
    @Test
    void boundIsAtMostTheLengthOfEveryFactAndContradiction() {
        Random random = new Random(11);
        String puzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        int lower = 0;
        for (int trial = 0; trial < 6; trial++) {
            Candidates state = Candidates.of(Grid.parse(puzzle));
            for (int i = 0; i < 10 * trial; i++) {
                int cell = random.nextInt(81);
                int[] ds = DigitSet.digits(state.candidates(cell));
                if (state.digit(cell) == 0 && ds.length > 1) {
                    state.eliminate(cell, ds[random.nextInt(ds.length)]);
                }
            }
            for (int cell = 0; cell < 81; cell++) {
                for (int d : DigitSet.digits(state.candidates(cell))) {
                    ChainLength exact = ChainLength.assume(state, cell, d);
                    ChainLength bound = ChainLength.bound(state, cell, d);
                    assertThat(bound.contradicts()).isEqualTo(exact.contradicts());
                    assertThat(bound.contradictionLength()).isLessThanOrEqualTo(exact.contradictionLength());
                    lower += bound.contradictionLength() < exact.contradictionLength() ? 1 : 0;
                    for (int c = 0; c < 81; c++) {
                        for (int e = 1; e <= 9; e++) {
                            boolean fits = bound.placed(c, e) <= exact.placed(c, e)
                                    && bound.removed(c, e) <= exact.removed(c, e)
                                    && (bound.placed(c, e) == Integer.MAX_VALUE) == (exact.placed(c, e) == Integer.MAX_VALUE)
                                    && (bound.removed(c, e) == Integer.MAX_VALUE) == (exact.removed(c, e) == Integer.MAX_VALUE);
                            assertThat(fits).as("%d assumed in cell %d: facts about %d in cell %d", d, cell, e, c).isTrue();
                        }
                    }
                }
            }
        }
        assertThat(lower).as("contradictions whose bound is below their length").isPositive();
    }
}
