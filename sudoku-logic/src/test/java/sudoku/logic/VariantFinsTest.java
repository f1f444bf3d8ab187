package sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.core.VariantFormat;
import sudoku.core.bits.DigitSet;
import sudoku.logic.technique.Finders;

/**
 * The fins of a finned fish may lie in a window (or a diagonal, or a jigsaw region) as in a box.
 * In row C, 1 fits only in C2, C3, C4 and C9, in row G only in G2 and G9: an X-Wing on columns 2
 * and 9 but for the fins C3 and C4, which lie in two boxes but in one window. Either the X-Wing
 * holds or a fin is 1, so B2 and D2, in column 2 and in that window, lose 1 on a Windoku board;
 * a classic board, where the fins share no unit but row C, has no such step.
 */
class VariantFinsTest {
    @ParameterizedTest
    @CsvSource({"windoku, 10 28", "classic, ", "x, "})
    void finsInOneWindowMakeAFinnedXWing(String variant, String removed) {
        Grid board = VariantFormat.parse(variant + ":" + ".".repeat(81), Variant.NONE);
        int[] marks = new int[81];
        Arrays.fill(marks, board.geometry().allDigits());
        for (int col = 0; col < 9; col++) {
            int one = DigitSet.of(1);
            if (col != 1 && col != 2 && col != 3 && col != 8) {
                marks[2 * 9 + col] &= ~one;
            }
            if (col != 1 && col != 8) {
                marks[6 * 9 + col] &= ~one;
            }
        }
        List<Step> steps = Finders.of(Technique.FINNED_X_WING).all(Candidates.of(board, marks));
        if (removed == null) {
            assertThat(steps).isEmpty();
            return;
        }
        assertThat(steps).singleElement().satisfies(s -> {
            assertThat(s.eliminations()).extracting(Candidate::cell)
                    .containsExactlyElementsOf(Arrays.stream(removed.split(" ")).map(Integer::valueOf).toList());
            assertThat(s.secondary()).containsExactly(2 * 9 + 2, 2 * 9 + 3);
            assertThat(((FishEvidence.Fish) s.evidence()).finBox()).satisfies(u ->
                    assertThat(board.geometry().unitName(u)).isEqualTo("window 1"));
        });
    }
}
