package sudoku.scan.train;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.SplittableRandom;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * What a phone camera does to a printed page, applied to a grey picture in place: uneven light,
 * paper texture, blur, sensor noise and JPEG artefacts.
 */
public final class Degrade {
    private Degrade() {
    }

    /** The grey pixels of a {@code TYPE_BYTE_GRAY} picture (shared). */
    static byte[] pixels(BufferedImage image) {
        return ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
    }

    /**
     * Multiplies the light by a plane tilted in a random direction (from {@code 1 - depth} to 1) and
     * adds paper texture: a smooth random field of amplitude {@code texture} grey levels.
     */
    static void light(byte[] p, int w, int h, double depth, double texture, SplittableRandom r) {
        double angle = r.nextDouble() * 2 * Math.PI;
        double ca = Math.cos(angle) / w;
        double sa = Math.sin(angle) / h;
        int g = 5;
        double[] field = new double[g * g];
        for (int i = 0; i < field.length; i++) {
            field[i] = (r.nextDouble() * 2 - 1) * texture;
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double t = 0.5 + 0.5 * (x * ca + y * sa) * Math.sqrt(2);
                double f = 1 - depth * Math.max(0, Math.min(1, t));
                double gx = (double) x / w * (g - 1);
                double gy = (double) y / h * (g - 1);
                int ix = Math.min(g - 2, (int) gx);
                int iy = Math.min(g - 2, (int) gy);
                double fx = gx - ix;
                double fy = gy - iy;
                double tex = (field[iy * g + ix] * (1 - fx) + field[iy * g + ix + 1] * fx) * (1 - fy)
                        + (field[(iy + 1) * g + ix] * (1 - fx) + field[(iy + 1) * g + ix + 1] * fx) * fy;
                int i = y * w + x;
                p[i] = clamp((p[i] & 0xff) * f + tex);
            }
        }
    }

    /** A Gaussian blur of standard deviation {@code sigma} pixels (nothing below 0.3). */
    static void blur(byte[] p, int w, int h, double sigma) {
        if (sigma < 0.3) {
            return;
        }
        int radius = (int) Math.ceil(2.5 * sigma);
        double[] k = new double[2 * radius + 1];
        double sum = 0;
        for (int i = -radius; i <= radius; i++) {
            k[i + radius] = Math.exp(-i * i / (2 * sigma * sigma));
            sum += k[i + radius];
        }
        for (int i = 0; i < k.length; i++) {
            k[i] /= sum;
        }
        double[] tmp = new double[p.length];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double s = 0;
                for (int i = -radius; i <= radius; i++) {
                    int xx = Math.max(0, Math.min(w - 1, x + i));
                    s += k[i + radius] * (p[y * w + xx] & 0xff);
                }
                tmp[y * w + x] = s;
            }
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double s = 0;
                for (int i = -radius; i <= radius; i++) {
                    int yy = Math.max(0, Math.min(h - 1, y + i));
                    s += k[i + radius] * tmp[yy * w + x];
                }
                p[y * w + x] = clamp(s);
            }
        }
    }

    /** Adds Gaussian noise of standard deviation {@code sigma} grey levels. */
    static void noise(byte[] p, double sigma, SplittableRandom r) {
        if (sigma <= 0) {
            return;
        }
        for (int i = 0; i < p.length; i++) {
            double g = Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
            p[i] = clamp((p[i] & 0xff) + g * sigma);
        }
    }

    /** The bytes of {@code image} as a JPEG of quality {@code quality} (0-1). */
    public static byte[] jpeg(BufferedImage image, float quality) {
        try {
            ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
                writer.setOutput(out);
                ImageWriteParam param = writer.getDefaultWriteParam();
                param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
                param.setCompressionQuality(quality);
                writer.write(null, new IIOImage(image, null, null), param);
            } finally {
                writer.dispose();
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Passes a grey picture through JPEG compression at {@code quality} (0-1), in place. */
    static void jpegArtefacts(BufferedImage image, float quality) {
        try {
            BufferedImage back = ImageIO.read(new ByteArrayInputStream(jpeg(image, quality)));
            byte[] dst = pixels(image);
            back.getRaster().getDataElements(0, 0, image.getWidth(), image.getHeight(), dst);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of {@code image} as a PNG. */
    public static byte[] png(BufferedImage image) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ImageIO.write(image, "png", bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte clamp(double v) {
        return (byte) Math.max(0, Math.min(255, Math.round(v)));
    }
}
