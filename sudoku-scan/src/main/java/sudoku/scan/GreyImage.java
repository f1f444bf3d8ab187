package sudoku.scan;

/**
 * A grey image: one brightness 0 (black) to 255 (white) per pixel, row by row. The pipeline's
 * working picture; small operations that make a new image (scale, invert, rotate) live here.
 */
public final class GreyImage {
    private final int width;
    private final int height;
    private final byte[] pixels;

    /** An image over {@code pixels} (not copied), {@code width * height} of them row by row. */
    public GreyImage(int width, int height, byte[] pixels) {
        if (width <= 0 || height <= 0 || pixels.length != width * height) {
            throw new IllegalArgumentException("a " + width + "x" + height + " image needs " + width * height
                    + " pixels, not " + pixels.length);
        }
        this.width = width;
        this.height = height;
        this.pixels = pixels;
    }

    /** The width in pixels. */
    public int width() {
        return width;
    }

    /** The height in pixels. */
    public int height() {
        return height;
    }

    /** The brightness at (x, y), 0 to 255. */
    public int get(int x, int y) {
        return pixels[y * width + x] & 0xff;
    }

    /** The pixels, row by row (shared, not copied). */
    public byte[] pixels() {
        return pixels;
    }

    /** The brightness at (x, y) read between pixels (bilinear); outside the image, the nearest edge. */
    public double sample(double x, double y) {
        x = Math.max(0, Math.min(width - 1.001, x));
        y = Math.max(0, Math.min(height - 1.001, y));
        int x0 = (int) x;
        int y0 = (int) y;
        double fx = x - x0;
        double fy = y - y0;
        int i = y0 * width + x0;
        int x1 = x0 + 1 < width ? 1 : 0;
        int y1 = y0 + 1 < height ? width : 0;
        double top = (pixels[i] & 0xff) * (1 - fx) + (pixels[i + x1] & 0xff) * fx;
        double bottom = (pixels[i + y1] & 0xff) * (1 - fx) + (pixels[i + y1 + x1] & 0xff) * fx;
        return top * (1 - fy) + bottom * fy;
    }

    /** This image shrunk by averaging so that its longer side is at most {@code maxSide}; this one when it fits. */
    public GreyImage fitWithin(int maxSide) {
        int longer = Math.max(width, height);
        if (longer <= maxSide) {
            return this;
        }
        double f = (double) longer / maxSide;
        int w = Math.max(1, (int) Math.round(width / f));
        int h = Math.max(1, (int) Math.round(height / f));
        byte[] out = new byte[w * h];
        int[] x0 = new int[w + 1];
        for (int x = 0; x <= w; x++) {
            x0[x] = Math.min(width, (int) Math.round(x * (double) width / w));
        }
        for (int y = 0; y < h; y++) {
            int ya = (int) Math.round(y * (double) height / h);
            int yb = Math.max(ya + 1, Math.min(height, (int) Math.round((y + 1) * (double) height / h)));
            for (int x = 0; x < w; x++) {
                int xa = x0[x];
                int xb = Math.max(xa + 1, x0[x + 1]);
                int sum = 0;
                for (int yy = ya; yy < yb; yy++) {
                    int row = yy * width;
                    for (int xx = xa; xx < xb; xx++) {
                        sum += pixels[row + xx] & 0xff;
                    }
                }
                out[y * w + x] = (byte) (sum / ((yb - ya) * (xb - xa)));
            }
        }
        return new GreyImage(w, h, out);
    }

    /** The negative: light ink on a dark page becomes dark ink on a light page. */
    public GreyImage inverted() {
        byte[] out = new byte[pixels.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) (255 - (pixels[i] & 0xff));
        }
        return new GreyImage(width, height, out);
    }

    /** This image turned clockwise by {@code quarters} quarter turns. */
    public GreyImage turned(int quarters) {
        int q = Math.floorMod(quarters, 4);
        if (q == 0) {
            return this;
        }
        int w = q == 2 ? width : height;
        int h = q == 2 ? height : width;
        byte[] out = new byte[pixels.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int nx;
                int ny;
                if (q == 1) {
                    nx = height - 1 - y;
                    ny = x;
                } else if (q == 2) {
                    nx = width - 1 - x;
                    ny = height - 1 - y;
                } else {
                    nx = y;
                    ny = width - 1 - x;
                }
                out[ny * w + nx] = pixels[y * width + x];
            }
        }
        return new GreyImage(w, h, out);
    }

    /** The median brightness. */
    int median() {
        int[] hist = new int[256];
        for (byte p : pixels) {
            hist[p & 0xff]++;
        }
        int half = pixels.length / 2;
        int seen = 0;
        for (int v = 0; v < 256; v++) {
            seen += hist[v];
            if (seen > half) {
                return v;
            }
        }
        return 255;
    }
}
