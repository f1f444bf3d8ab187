package sudoku.scan;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.event.IIOReadProgressListener;
import javax.imageio.stream.ImageInputStream;
import sudoku.core.Cancellation;

/**
 * Turns the bytes of a PNG or JPEG file into a {@link GreyImage}, safely: the size in bytes and
 * the dimensions the header declares are checked before any pixel is decoded; a large picture is
 * decoded at a reduced resolution (every n-th pixel) so that memory stays small whatever it
 * declares; decoding stops when the time is up; a JPEG's orientation tag is applied.
 */
public final class ImageDecoder {
    private ImageDecoder() {
    }

    /** The width and height a file's header declares, and its format ({@code png} or {@code jpeg}). */
    public record Header(String format, int width, int height) {
    }

    /**
     * Reads the header only.
     * @throws ScanException NOT_AN_IMAGE when the bytes are not a PNG or JPEG with a readable
     *                       header; TOO_LARGE when the file or the declared picture exceed {@code limits}
     */
    public static Header header(byte[] bytes, ScanLimits limits) throws ScanException {
        ImageReader reader = open(bytes, limits);
        try {
            return checked(reader, limits);
        } finally {
            reader.dispose();
        }
    }

    /**
     * Decodes the picture as grey, its longer side shrunk to at most about {@code longSide} by
     * skipping pixels while decoding.
     * @throws ScanException NOT_AN_IMAGE, TOO_LARGE as for {@link #header}; NOT_AN_IMAGE also
     *                       when the data is broken; OUT_OF_TIME when {@code cancellation} fires
     */
    public static GreyImage decode(byte[] bytes, ScanLimits limits, int longSide, Cancellation cancellation)
            throws ScanException {
        ImageReader reader = open(bytes, limits);
        try {
            Header h = checked(reader, limits);
            int step = Math.max(1, (int) Math.ceil(Math.max(h.width(), h.height()) / (double) longSide));
            ImageReadParam param = reader.getDefaultReadParam();
            param.setSourceSubsampling(step, step, 0, 0);
            reader.addIIOReadProgressListener(new Stopper(cancellation));
            BufferedImage image;
            try {
                image = reader.read(0, param);
            } catch (IOException | RuntimeException e) {
                if (cancellation.isCancelled()) {
                    throw new ScanException(ScanException.Kind.OUT_OF_TIME, "the image took too long to decode");
                }
                throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "the " + h.format().toUpperCase(Locale.ROOT)
                        + " image data is broken: " + e.getMessage(), e);
            }
            if (cancellation.isCancelled()) {
                throw new ScanException(ScanException.Kind.OUT_OF_TIME, "the image took too long to decode");
            }
            if (image == null) {
                throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "the image could not be decoded");
            }
            GreyImage grey = grey(image);
            return h.format().equals("jpeg") ? grey.turned(ExifOrientation.quarterTurns(bytes)) : grey;
        } finally {
            reader.dispose();
        }
    }

    private static ImageReader open(byte[] bytes, ScanLimits limits) throws ScanException {
        if (bytes.length == 0) {
            throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "the file is empty, not a PNG or JPEG image");
        }
        if (bytes.length > limits.maxBytes()) {
            throw new ScanException(ScanException.Kind.TOO_LARGE, "the file has " + bytes.length
                    + " bytes, more than the limit of " + limits.maxBytes());
        }
        String format = sniff(bytes);
        if (format == null) {
            throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "not a PNG or JPEG image (the file starts with "
                    + hex(bytes) + ")");
        }
        try {
            ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes));
            Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName(format);
            if (in == null || !readers.hasNext()) {
                throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "no " + format + " reader available");
            }
            ImageReader reader = readers.next();
            reader.setInput(in, true, true);
            return reader;
        } catch (IOException e) {
            throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "the image cannot be read: " + e.getMessage(), e);
        }
    }

    private static Header checked(ImageReader reader, ScanLimits limits) throws ScanException {
        String format = reader.getOriginatingProvider().getFormatNames()[0].toLowerCase(Locale.ROOT);
        format = format.equals("jpg") ? "jpeg" : format;
        int w;
        int h;
        try {
            w = reader.getWidth(0);
            h = reader.getHeight(0);
        } catch (IOException | RuntimeException e) {
            throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "the " + format.toUpperCase(Locale.ROOT)
                    + " header is broken: " + e.getMessage(), e);
        }
        if (w <= 0 || h <= 0) {
            throw new ScanException(ScanException.Kind.NOT_AN_IMAGE, "the header declares an empty picture ("
                    + w + "x" + h + ")");
        }
        if (Math.max(w, h) > limits.maxSide() || (long) w * h > limits.maxPixels()) {
            throw new ScanException(ScanException.Kind.TOO_LARGE, "the picture is " + w + "x" + h
                    + " pixels, more than the limit of " + limits.maxPixels() + " pixels and " + limits.maxSide()
                    + " a side");
        }
        return new Header(format, w, h);
    }

    /** {@code png} or {@code jpeg} from the file's first bytes, else null. */
    static String sniff(byte[] b) {
        if (b.length >= 8 && (b[0] & 0xff) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G') {
            return "png";
        }
        if (b.length >= 3 && (b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xd8 && (b[2] & 0xff) == 0xff) {
            return "jpeg";
        }
        return null;
    }

    private static String hex(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < Math.min(4, b.length); i++) {
            s.append(String.format("%02x ", b[i] & 0xff));
        }
        return s.toString().strip();
    }

    /** Luminance (Rec. 601 weights) of every pixel. */
    static GreyImage grey(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        byte[] out = new byte[w * h];
        if (image.getType() == BufferedImage.TYPE_BYTE_GRAY
                && image.getRaster().getDataBuffer() instanceof DataBufferByte db && db.getData().length == out.length) {
            System.arraycopy(db.getData(), 0, out, 0, out.length);
            return new GreyImage(w, h, out);
        }
        if (image.getType() == BufferedImage.TYPE_3BYTE_BGR
                && image.getRaster().getDataBuffer() instanceof DataBufferByte db && db.getData().length == 3 * out.length) {
            byte[] bgr = db.getData();
            for (int i = 0, j = 0; i < out.length; i++, j += 3) {
                out[i] = (byte) ((114 * (bgr[j] & 0xff) + 587 * (bgr[j + 1] & 0xff) + 299 * (bgr[j + 2] & 0xff)) / 1000);
            }
            return new GreyImage(w, h, out);
        }
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            image.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                int p = row[x];
                int a = p >>> 24;
                int lum = (299 * ((p >> 16) & 0xff) + 587 * ((p >> 8) & 0xff) + 114 * (p & 0xff)) / 1000;
                // a transparent pixel is shown on a white page
                out[y * w + x] = (byte) ((lum * a + 255 * (255 - a)) / 255);
            }
        }
        return new GreyImage(w, h, out);
    }

    /** Aborts the reader once the cancellation fires. */
    private record Stopper(Cancellation cancellation) implements IIOReadProgressListener {
        @Override
        public void imageProgress(ImageReader source, float percentageDone) {
            if (cancellation.isCancelled()) {
                source.abort();
            }
        }

        @Override
        public void sequenceStarted(ImageReader source, int minIndex) {
        }

        @Override
        public void sequenceComplete(ImageReader source) {
        }

        @Override
        public void imageStarted(ImageReader source, int imageIndex) {
        }

        @Override
        public void imageComplete(ImageReader source) {
        }

        @Override
        public void thumbnailStarted(ImageReader source, int imageIndex, int thumbnailIndex) {
        }

        @Override
        public void thumbnailProgress(ImageReader source, float percentageDone) {
        }

        @Override
        public void thumbnailComplete(ImageReader source) {
        }

        @Override
        public void readAborted(ImageReader source) {
        }
    }
}
