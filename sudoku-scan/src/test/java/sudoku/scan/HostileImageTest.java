package sudoku.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.scan.train.BoardRenderer;
import sudoku.scan.train.BoardStyle;
import sudoku.scan.train.Degrade;
import sudoku.scan.train.HostileImages;
import sudoku.scan.train.PuzzleMaker;

/** Pictures made to hurt: each is refused with its kind of error, before decoding where it can be. */
class HostileImageTest {
    private final Scanner scanner = new Scanner(ScanLimits.DEFAULT);

    static byte[] screenshot() {
        SplittableRandom r = new SplittableRandom(9);
        return Degrade.png(BoardRenderer.screenshot(PuzzleMaker.make(r, 28), BoardStyle.pageLight(), 360, r));
    }

    @Test
    void aTinyPngDeclaringAHugePictureIsRefusedUnread() {
        byte[] png = HostileImages.pngDeclaring(60_000, 60_000);
        assertThat(png.length).isLessThan(100);
        assertThatThrownBy(() -> scanner.scan(png, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                e -> {
                    assertThat(e.kind()).isEqualTo(ScanException.Kind.TOO_LARGE);
                    assertThat(e.getMessage()).contains("60000x60000");
                });
    }

    @Test
    void aTinyJpegDeclaringAHugePictureIsRefusedUnread() {
        byte[] jpeg = HostileImages.jpegDeclaring(65_000, 40_000);
        assertThatThrownBy(() -> scanner.scan(jpeg, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.TOO_LARGE));
    }

    @Test
    void aPictureJustWithinTheLimitsHeaderPasses() throws ScanException {
        assertThat(ImageDecoder.header(HostileImages.pngDeclaring(5000, 4000), ScanLimits.DEFAULT))
                .isEqualTo(new ImageDecoder.Header("png", 5000, 4000));
        assertThatThrownBy(() -> ImageDecoder.header(HostileImages.pngDeclaring(5000, 4000), new ScanLimits(1000, 19_999_999, 9000)))
                .isInstanceOfSatisfying(ScanException.class, e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.TOO_LARGE));
    }

    @Test
    void aTruncatedPngIsNotAnImage() {
        byte[] png = screenshot();
        byte[] cut = Arrays.copyOf(png, png.length / 2);
        assertThatThrownBy(() -> scanner.scan(cut, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.NOT_AN_IMAGE));
    }

    @Test
    void aTruncatedJpegIsRefusedOrReadButNeverCrashes() {
        SplittableRandom r = new SplittableRandom(3);
        byte[] jpeg = Degrade.jpeg(BoardRenderer.screenshot(PuzzleMaker.make(r, 28), BoardStyle.newspaper(), 360, r), 0.9f);
        for (int keep : new int[]{10, 100, jpeg.length / 3}) {
            byte[] cut = Arrays.copyOf(jpeg, keep);
            try {
                ScanResult res = scanner.scan(cut, Cancellation.NONE);
                assertThat(res.cells()).hasSize(81);
            } catch (ScanException e) {
                assertThat(e.kind()).isIn(ScanException.Kind.NOT_AN_IMAGE, ScanException.Kind.NO_GRID);
            }
        }
    }

    @Test
    void textAndEmptyFilesAreNotImages() {
        for (byte[] bytes : new byte[][]{"hello, this is not a picture".getBytes(StandardCharsets.UTF_8), new byte[0],
                new byte[]{(byte) 0x89, 'P', 'N', 'G'}}) {
            assertThatThrownBy(() -> scanner.scan(bytes, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                    e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.NOT_AN_IMAGE));
        }
    }

    @Test
    void aFileOverTheByteLimitIsRefused() {
        byte[] png = screenshot();
        Scanner strict = new Scanner(new ScanLimits(png.length - 1, 50_000_000, 12_000));
        assertThatThrownBy(() -> strict.scan(png, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.TOO_LARGE));
    }

    @Test
    void aPictureWithoutAGridSaysSo() {
        BufferedImage blank = new BufferedImage(400, 300, BufferedImage.TYPE_BYTE_GRAY);
        var g = blank.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, 400, 300);
        g.setColor(java.awt.Color.BLACK);
        g.drawString("no puzzle here", 100, 150);
        g.dispose();
        assertThatThrownBy(() -> scanner.scan(Degrade.png(blank), Cancellation.NONE))
                .isInstanceOfSatisfying(ScanException.class, e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.NO_GRID));
    }

    @Test
    void anExpiredBudgetStopsTheWork() {
        Cancellation gone = Cancellation.afterMillis(0);
        assertThatThrownBy(() -> scanner.scan(screenshot(), gone)).isInstanceOfSatisfying(ScanException.class,
                e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.OUT_OF_TIME));
    }
}
