package sudoku.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import sudoku.core.Cancellation;
import sudoku.scan.train.BoardRenderer;
import sudoku.scan.train.BoardStyle;
import sudoku.scan.train.Degrade;
import sudoku.scan.train.PuzzleMaker;

/** Pictures made to hurt: each is refused with its kind of error, before decoding where it can be. */
class HostileImageTest {
    private final Scanner scanner = new Scanner(ScanLimits.DEFAULT);

    /** A PNG whose header declares {@code w} by {@code h} grey pixels, with one tiny data chunk. */
    static byte[] pngDeclaring(int w, int h) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[]{(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10});
        byte[] ihdr = {(byte) (w >>> 24), (byte) (w >>> 16), (byte) (w >>> 8), (byte) w,
                (byte) (h >>> 24), (byte) (h >>> 16), (byte) (h >>> 8), (byte) h, 8, 0, 0, 0, 0};
        chunk(out, "IHDR", ihdr);
        chunk(out, "IDAT", new byte[]{0x78, (byte) 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01});
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        int n = data.length;
        out.writeBytes(new byte[]{(byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n});
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(t);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        long c = crc.getValue();
        out.writeBytes(new byte[]{(byte) (c >>> 24), (byte) (c >>> 16), (byte) (c >>> 8), (byte) c});
    }

    /** A real small JPEG whose frame header is changed to declare {@code w} by {@code h}. */
    static byte[] jpegDeclaring(int w, int h) {
        byte[] jpeg = Degrade.jpeg(new BufferedImage(16, 16, BufferedImage.TYPE_BYTE_GRAY), 0.8f);
        for (int i = 2; i + 8 < jpeg.length; i++) {
            if ((jpeg[i] & 0xff) == 0xff && (jpeg[i + 1] & 0xff) == 0xc0) {
                jpeg[i + 5] = (byte) (h >>> 8);
                jpeg[i + 6] = (byte) h;
                jpeg[i + 7] = (byte) (w >>> 8);
                jpeg[i + 8] = (byte) w;
                return jpeg;
            }
        }
        throw new IllegalStateException("no frame header");
    }

    static byte[] screenshot() {
        SplittableRandom r = new SplittableRandom(9);
        return Degrade.png(BoardRenderer.screenshot(PuzzleMaker.make(r, 28), BoardStyle.pageLight(), 360, r));
    }

    @Test
    void aTinyPngDeclaringAHugePictureIsRefusedUnread() {
        byte[] png = pngDeclaring(60_000, 60_000);
        assertThat(png.length).isLessThan(100);
        assertThatThrownBy(() -> scanner.scan(png, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                e -> {
                    assertThat(e.kind()).isEqualTo(ScanException.Kind.TOO_LARGE);
                    assertThat(e.getMessage()).contains("60000x60000");
                });
    }

    @Test
    void aTinyJpegDeclaringAHugePictureIsRefusedUnread() {
        byte[] jpeg = jpegDeclaring(65_000, 40_000);
        assertThatThrownBy(() -> scanner.scan(jpeg, Cancellation.NONE)).isInstanceOfSatisfying(ScanException.class,
                e -> assertThat(e.kind()).isEqualTo(ScanException.Kind.TOO_LARGE));
    }

    @Test
    void aPictureJustWithinTheLimitsHeaderPasses() throws ScanException {
        assertThat(ImageDecoder.header(pngDeclaring(5000, 4000), ScanLimits.DEFAULT))
                .isEqualTo(new ImageDecoder.Header("png", 5000, 4000));
        assertThatThrownBy(() -> ImageDecoder.header(pngDeclaring(5000, 4000), new ScanLimits(1000, 19_999_999, 9000)))
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
