package sudoku.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.scan.train.BoardRenderer;
import sudoku.scan.train.BoardStyle;
import sudoku.scan.train.Degrade;
import sudoku.scan.train.PuzzleMaker;

/** Screenshots drawn here, in every layout of the benchmark, are read back to the puzzle drawn. */
class ScreenshotScanTest {
    static Stream<Arguments> screenshots() {
        return Stream.of(
                Arguments.of(BoardStyle.pageLight(), 300, 1L),
                Arguments.of(BoardStyle.pageLight(), 540, 2L),
                Arguments.of(BoardStyle.pageDark(), 420, 3L),
                Arguments.of(BoardStyle.newspaper(), 450, 4L),
                Arguments.of(BoardStyle.app(), 450, 5L));
    }

    @ParameterizedTest(name = "{0} {1}px seed {2}")
    @MethodSource("screenshots")
    void aScreenshotIsReadToThePuzzleDrawn(BoardStyle style, int size, long seed) throws ScanException {
        SplittableRandom r = new SplittableRandom(seed);
        Grid puzzle = PuzzleMaker.make(r, 26);
        byte[] png = Degrade.png(BoardRenderer.screenshot(puzzle, style, size, r));
        ScanResult result = new Scanner(ScanLimits.DEFAULT).scan(png, Cancellation.NONE);
        assertThat(result.puzzle()).isEqualTo(puzzle);
        assertThat(result.solutions()).isEqualTo(1);
        assertThat(result.cells()).hasSize(81);
        // the corners lie around the board: inside the picture, the board about size pixels wide
        double width = result.corners().x(1) - result.corners().x(0);
        assertThat(width).isBetween(size * 0.95, size * 1.08);
    }
}
