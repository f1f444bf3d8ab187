package sudoku.scan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds the Sudoku grid in a picture: the innermost of the large connected pieces of ink that
 * are shaped like a grid (large, roughly square, mostly hollow), whose four extreme points are
 * its corners, and which, seen straight on, have their box lines where a 9x9 grid has them.
 */
final class GridFinder {
    /** The longer side of the picture the grid is looked for in. */
    static final int WORK_SIDE = 720;

    private GridFinder() {
    }

    /** The grid's corners in {@code work}'s pixels, or null when no piece of ink looks like a grid. */
    static Quad find(GreyImage work) {
        int w = work.width();
        int h = work.height();
        int shorter = Math.min(w, h);
        byte[] mask = Threshold.ink(work, Math.max(4, Math.max(w, h) / 50), 8);
        Blobs blobs = Blobs.of(mask, w, h);
        List<Blobs.Blob> candidates = new ArrayList<>();
        for (Blobs.Blob b : blobs.blobs) {
            if (b.width() < shorter / 6 || b.height() < shorter / 6) {
                continue;
            }
            double aspect = (double) b.width() / b.height();
            double fill = (double) b.count / ((double) b.width() * b.height());
            if (aspect < 0.4 || aspect > 2.5 || fill > 0.6) {
                continue;
            }
            candidates.add(b);
        }
        candidates.sort(Comparator.comparingInt((Blobs.Blob b) -> b.width() * b.height()).reversed());
        // the innermost that looks like a grid: a page's edge against a dark table can frame the
        // grid, its box lines seen where the grid's are, as a larger hollow piece around it
        Quad found = null;
        for (Blobs.Blob b : candidates.subList(0, Math.min(6, candidates.size()))) {
            Quad q = corners(b, w);
            if (isGridLike(q, b, work)) {
                found = q;
            }
        }
        return found;
    }

    private static Quad corners(Blobs.Blob b, int w) {
        int[] at = {b.topLeft, b.topRight, b.bottomRight, b.bottomLeft};
        double[] x = new double[4];
        double[] y = new double[4];
        // the extreme pixels' outer edges: the corner of the ink, not the centre of its pixel
        double[] dx = {0, 1, 1, 0};
        double[] dy = {0, 0, 1, 1};
        for (int i = 0; i < 4; i++) {
            x[i] = at[i] % w + dx[i];
            y[i] = at[i] / w + dy[i];
        }
        return new Quad(x, y);
    }

    /** A quad that is large against its piece's box, not too skewed, with box lines where a grid's are. */
    private static boolean isGridLike(Quad q, Blobs.Blob b, GreyImage work) {
        double area = q.area();
        if (area < 0.35 * b.width() * b.height()) {
            return false;
        }
        double minSide = Double.MAX_VALUE;
        double maxSide = 0;
        for (int i = 0; i < 4; i++) {
            minSide = Math.min(minSide, q.side(i));
            maxSide = Math.max(maxSide, q.side(i));
        }
        if (minSide < 0.4 * maxSide) {
            return false;
        }
        // sampled at about the picture's own scale, so that thin lines are not stepped over
        int cell = (int) Math.max(12, Math.min(40, Math.round(maxSide / 9)));
        int side = 9 * cell;
        GreyImage square = Perspective.squareTo(q, side).warp(work, side);
        byte[] ink = Threshold.ink(square, cell / 2, 8);
        double weakest = 1;
        for (int k = 0; k <= 9; k += 3) {
            weakest = Math.min(weakest, Math.min(lineInk(ink, side, k * cell, cell / 4, true),
                    lineInk(ink, side, k * cell, cell / 4, false)));
        }
        return weakest >= 0.45;
    }

    /**
     * The ink share of a vertical (or horizontal) line near {@code at}: in each of the nine strips
     * it crosses, the best column (row) within {@code slack} pixels, so that a line that bends with
     * the page still counts; the mean over the strips.
     */
    private static double lineInk(byte[] ink, int side, int at, int slack, boolean vertical) {
        int strip = side / 9;
        double total = 0;
        for (int s = 0; s < 9; s++) {
            int best = 0;
            for (int o = Math.max(0, at - slack); o <= Math.min(side - 1, at + slack); o++) {
                int n = 0;
                for (int t = s * strip; t < (s + 1) * strip; t++) {
                    n += vertical ? ink[t * side + o] : ink[o * side + t];
                }
                best = Math.max(best, n);
            }
            total += (double) best / strip;
        }
        return total / 9;
    }
}
