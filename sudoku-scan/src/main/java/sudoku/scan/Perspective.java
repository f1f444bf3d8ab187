package sudoku.scan;

/**
 * The projective map (homography) from a square of side {@code side} onto a {@link Quad} of the
 * picture, and the warp that samples the picture through it: the grid seen straight on.
 */
public final class Perspective {
    /** h[0..7] of x' = (h0 u + h1 v + h2) / (h6 u + h7 v + 1), y' = (h3 u + h4 v + h5) / (same). */
    private final double[] h;

    private Perspective(double[] h) {
        this.h = h;
    }

    /** The map taking the square's corners (0,0), (side,0), (side,side), (0,side) to the quad's corners in order. */
    public static Perspective squareTo(Quad q, double side) {
        return between(new Quad(new double[]{0, side, side, 0}, new double[]{0, 0, side, side}), q);
    }

    /** The map taking each corner of {@code from} to the same corner of {@code to}. */
    public static Perspective between(Quad from, Quad to) {
        double[][] a = new double[8][9];
        for (int i = 0; i < 4; i++) {
            double u = from.x(i);
            double v = from.y(i);
            double x = to.x(i);
            double y = to.y(i);
            a[2 * i] = new double[]{u, v, 1, 0, 0, 0, -u * x, -v * x, x};
            a[2 * i + 1] = new double[]{0, 0, 0, u, v, 1, -u * y, -v * y, y};
        }
        return new Perspective(solve(a));
    }

    /** Gaussian elimination with partial pivoting on an 8x9 augmented matrix. */
    private static double[] solve(double[][] a) {
        int n = 8;
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            double[] t = a[col];
            a[col] = a[pivot];
            a[pivot] = t;
            double d = a[col][col];
            if (Math.abs(d) < 1e-12) {
                throw new IllegalArgumentException("degenerate quadrilateral");
            }
            for (int r = 0; r < n; r++) {
                if (r != col) {
                    double f = a[r][col] / d;
                    for (int k = col; k <= n; k++) {
                        a[r][k] -= f * a[col][k];
                    }
                }
            }
        }
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = a[i][n] / a[i][i];
        }
        return out;
    }

    /** The picture point of square point (u, v), as {x, y}. */
    public double[] map(double u, double v) {
        double w = h[6] * u + h[7] * v + 1;
        return new double[]{(h[0] * u + h[1] * v + h[2]) / w, (h[3] * u + h[4] * v + h[5]) / w};
    }

    /** The square of side {@code side} pixels sampled from {@code picture} through this map. */
    public GreyImage warp(GreyImage picture, int side) {
        byte[] out = new byte[side * side];
        for (int v = 0; v < side; v++) {
            for (int u = 0; u < side; u++) {
                double cu = u + 0.5;
                double cv = v + 0.5;
                double w = h[6] * cu + h[7] * cv + 1;
                double x = (h[0] * cu + h[1] * cv + h[2]) / w - 0.5;
                double y = (h[3] * cu + h[4] * cv + h[5]) / w - 0.5;
                out[v * side + u] = (byte) Math.round(picture.sample(x, y));
            }
        }
        return new GreyImage(side, side, out);
    }
}
