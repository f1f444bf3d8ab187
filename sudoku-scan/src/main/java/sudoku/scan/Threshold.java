package sudoku.scan;

/**
 * Adaptive threshold: a pixel is ink when it is darker than the mean of the square around it by
 * more than an offset, so uneven light (a shadow across a photo) does not turn paper into ink.
 * The window means come from an integral image, so the cost does not depend on the window.
 */
final class Threshold {
    private Threshold() {
    }

    /**
     * The ink mask of {@code image}: 1 where ink, 0 elsewhere.
     * @param radius half the window side, in pixels
     * @param offset how much darker than the window's mean a pixel must be, 0-255
     */
    static byte[] ink(GreyImage image, int radius, int offset) {
        int w = image.width();
        int h = image.height();
        byte[] p = image.pixels();
        long[] sum = new long[(w + 1) * (h + 1)];
        for (int y = 0; y < h; y++) {
            long row = 0;
            int base = (y + 1) * (w + 1);
            for (int x = 0; x < w; x++) {
                row += p[y * w + x] & 0xff;
                sum[base + x + 1] = sum[base - (w + 1) + x + 1] + row;
            }
        }
        byte[] out = new byte[w * h];
        for (int y = 0; y < h; y++) {
            int y0 = Math.max(0, y - radius);
            int y1 = Math.min(h, y + radius + 1);
            for (int x = 0; x < w; x++) {
                int x0 = Math.max(0, x - radius);
                int x1 = Math.min(w, x + radius + 1);
                long s = sum[y1 * (w + 1) + x1] - sum[y0 * (w + 1) + x1] - sum[y1 * (w + 1) + x0] + sum[y0 * (w + 1) + x0];
                int n = (x1 - x0) * (y1 - y0);
                if ((long) ((p[y * w + x] & 0xff) + offset) * n < s) {
                    out[y * w + x] = 1;
                }
            }
        }
        return out;
    }
}
