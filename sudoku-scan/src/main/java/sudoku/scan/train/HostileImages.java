package sudoku.scan.train;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/** Pictures made to hurt a reader: tiny files whose headers declare huge bitmaps. */
public final class HostileImages {
    private HostileImages() {
    }

    /** A valid PNG of under 100 bytes whose header declares {@code w} by {@code h} grey pixels. */
    public static byte[] pngDeclaring(int w, int h) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[]{(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10});
        chunk(out, "IHDR", new byte[]{(byte) (w >>> 24), (byte) (w >>> 16), (byte) (w >>> 8), (byte) w,
                (byte) (h >>> 24), (byte) (h >>> 16), (byte) (h >>> 8), (byte) h, 8, 0, 0, 0, 0});
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

    /** A real 16x16 JPEG whose frame header is changed to declare {@code w} by {@code h} (each under 65,536). */
    public static byte[] jpegDeclaring(int w, int h) {
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
        throw new IllegalStateException("the JPEG writer wrote no baseline frame header");
    }
}
