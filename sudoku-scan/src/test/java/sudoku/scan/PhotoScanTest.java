package sudoku.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sudoku.core.Cancellation;
import sudoku.core.Grid;
import sudoku.scan.train.FontSet;
import sudoku.scan.train.PhotoSynth;
import sudoku.scan.train.PuzzleMaker;

/** Synthetic photos in fonts the classifier never saw: read almost entirely, and never wrong while claiming certainty. */
class PhotoScanTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13})
    void aPhotoIsReadAndAnyDoubtIsShown(long seed) throws ScanException {
        SplittableRandom r = new SplittableRandom(seed);
        Grid puzzle = PuzzleMaker.make(r, 28);
        var fonts = FontSet.heldOut().isEmpty() ? FontSet.training() : FontSet.heldOut();
        byte[] jpeg = PhotoSynth.photo(puzzle, fonts, 1200, 900, r);
        ScanResult result = new Scanner(ScanLimits.DEFAULT).scan(jpeg, Cancellation.NONE);
        int right = 0;
        for (int c = 0; c < 81; c++) {
            right += result.puzzle().get(c) == puzzle.get(c) ? 1 : 0;
        }
        assertThat(right).isGreaterThanOrEqualTo(78);
        if (result.isCertain()) {
            assertThat(result.puzzle()).isEqualTo(puzzle);
        }
    }

    @ParameterizedTest(name = "{0} quarter turns")
    @ValueSource(ints = {1, 2, 3})
    void aPhoneTagOfOrientationIsApplied(int quarters) {
        // Exif orientation 6 is a quarter turn clockwise, 3 a half turn, 8 three quarters
        int tag = quarters == 1 ? 6 : quarters == 2 ? 3 : 8;
        byte[] app1 = {(byte) 0xff, (byte) 0xd8, (byte) 0xff, (byte) 0xe1, 0, 34, 'E', 'x', 'i', 'f', 0, 0,
                'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 1, 0x12, 0, 3, 0, 0, 0, 1, 0, (byte) tag, 0, 0, 0, 0, 0, 0,
                (byte) 0xff, (byte) 0xda};
        assertThat(ExifOrientation.quarterTurns(app1)).isEqualTo(quarters);
        assertThat(ExifOrientation.quarterTurns(java.util.Arrays.copyOf(app1, 20))).isZero();
    }
}
