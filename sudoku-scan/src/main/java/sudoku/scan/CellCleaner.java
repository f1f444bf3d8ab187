package sudoku.scan;

import java.util.ArrayList;
import java.util.List;

/**
 * Cleans one cell of the straightened grid for the classifier: clears the remnants of grid lines
 * along its edges, keeps the largest piece of ink that reaches its middle and the pieces close to
 * it (the digit), drops pieces cut by the cell's edge that miss its core, and draws them
 * centred and scaled into a {@value #SIDE}x{@value #SIDE} picture, the digit's longer side
 * {@value #BOX} pixels. A cell with too little ink there is empty.
 */
public final class CellCleaner {
    /** The side of the classifier's picture. */
    public static final int SIDE = 28;
    /** The longer side of the digit in it. */
    static final int BOX = 20;
    /** The classifier's input size. */
    public static final int INPUTS = SIDE * SIDE;

    private CellCleaner() {
    }

    /**
     * The digit of the {@code s}x{@code s} cell at ({@code x0}, {@code y0}) of an ink mask
     * {@code stride} pixels wide, as {@link #INPUTS} ink values 0-1; null when the cell is empty.
     */
    public static float[] clean(byte[] mask, int stride, int x0, int y0, int s) {
        byte[] m = new byte[s * s];
        for (int y = 0; y < s; y++) {
            System.arraycopy(mask, (y0 + y) * stride + x0, m, y * s, s);
        }
        clearEdgeLines(m, s);
        Blobs blobs = Blobs.of(m, s, s);
        int lo = s / 4;
        int hi = s - 1 - s / 4;
        int coreLo = 3 * s / 8;
        int coreHi = s - 1 - 3 * s / 8;
        Blobs.Blob largest = null;
        List<Blobs.Blob> parts = new ArrayList<>();
        for (Blobs.Blob b : blobs.blobs) {
            boolean central = b.maxX >= lo && b.minX <= hi && b.maxY >= lo && b.minY <= hi;
            boolean core = b.maxX >= coreLo && b.minX <= coreHi && b.maxY >= coreLo && b.minY <= coreHi;
            boolean edge = b.minX == 0 || b.minY == 0 || b.maxX == s - 1 || b.maxY == s - 1;
            boolean lineLike = (b.width() >= 0.7 * s && b.height() <= 0.2 * s)
                    || (b.height() >= 0.7 * s && b.width() <= 0.2 * s && (b.minX < s / 8 || b.maxX > s - 1 - s / 8));
            // a piece cut by the cell's edge that does not reach its core is a remnant of a line or a neighbour
            if (!central || lineLike || b.count < 3 || (edge && !core)) {
                continue;
            }
            parts.add(b);
            if (largest == null || b.count > largest.count) {
                largest = b;
            }
        }
        boolean[] keep = new boolean[blobs.blobs.size() + 1];
        int minX = s;
        int minY = s;
        int maxX = -1;
        int maxY = -1;
        int count = 0;
        int gap = s / 6;
        for (Blobs.Blob b : parts) {
            // the digit is the largest piece and the pieces close to it (a broken stroke); farther specks are not
            boolean near = b.maxX >= largest.minX - gap && b.minX <= largest.maxX + gap
                    && b.maxY >= largest.minY - gap && b.minY <= largest.maxY + gap;
            if (!near) {
                continue;
            }
            keep[b.label] = true;
            count += b.count;
            minX = Math.min(minX, b.minX);
            minY = Math.min(minY, b.minY);
            maxX = Math.max(maxX, b.maxX);
            maxY = Math.max(maxY, b.maxY);
        }
        if (count < Math.max(4, s * s / 60) || maxY - minY + 1 < s / 4) {
            return null;
        }
        float[] src = new float[s * s];
        for (int i = 0; i < src.length; i++) {
            src[i] = keep[blobs.labels[i]] ? 1f : 0f;
        }
        return draw(src, s, minX, minY, maxX - minX + 1, maxY - minY + 1);
    }

    /** Clears rows and columns near the edges that are mostly ink: grid lines cut into the cell. */
    static void clearEdgeLines(byte[] m, int s) {
        int depth = Math.max(2, s / 6);
        for (int d = 0; d < depth; d++) {
            for (int side = 0; side < 4; side++) {
                int line = side < 2 ? d : s - 1 - d;
                boolean row = side % 2 == 0;
                int n = 0;
                for (int t = 0; t < s; t++) {
                    n += row ? m[line * s + t] : m[t * s + line];
                }
                if (n >= 0.6 * s) {
                    for (int t = 0; t < s; t++) {
                        m[row ? line * s + t : t * s + line] = 0;
                    }
                }
            }
        }
    }

    /** The box (bx, by, bw, bh) of {@code src} scaled to {@link #BOX} on its longer side, centred. */
    private static float[] draw(float[] src, int s, int bx, int by, int bw, int bh) {
        float[] out = new float[INPUTS];
        double scale = (double) BOX / Math.max(bw, bh);
        double ox = (SIDE - bw * scale) / 2;
        double oy = (SIDE - bh * scale) / 2;
        int sub = 3;
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                float sum = 0;
                for (int sy = 0; sy < sub; sy++) {
                    for (int sx = 0; sx < sub; sx++) {
                        double u = (x + (sx + 0.5) / sub - ox) / scale + bx;
                        double v = (y + (sy + 0.5) / sub - oy) / scale + by;
                        int iu = (int) Math.floor(u);
                        int iv = (int) Math.floor(v);
                        if (iu >= bx && iv >= by && iu < bx + bw && iv < by + bh) {
                            sum += src[iv * s + iu];
                        }
                    }
                }
                out[y * SIDE + x] = sum / (sub * sub);
            }
        }
        return out;
    }
}
