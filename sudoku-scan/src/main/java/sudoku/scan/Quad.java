package sudoku.scan;

/**
 * The grid's outline in the picture: its four corners, clockwise from the top left, in pixels.
 *
 * @param x the corners' x: top left, top right, bottom right, bottom left
 * @param y the corners' y, in the same order
 */
public record Quad(double[] x, double[] y) {
    /** Copies the corners; there must be four. */
    public Quad {
        if (x.length != 4 || y.length != 4) {
            throw new IllegalArgumentException("a quadrilateral has four corners");
        }
        x = x.clone();
        y = y.clone();
    }

    /** The corners scaled by {@code f} (from a shrunk working image back to the picture). */
    public Quad scaled(double f) {
        double[] sx = new double[4];
        double[] sy = new double[4];
        for (int i = 0; i < 4; i++) {
            sx[i] = x[i] * f;
            sy[i] = y[i] * f;
        }
        return new Quad(sx, sy);
    }

    /** The area (shoelace formula), positive for corners in the clockwise order on screen. */
    double area() {
        double a = 0;
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            a += x[i] * y[j] - x[j] * y[i];
        }
        return a / 2;
    }

    /** The length of side {@code i} (from corner i to corner i+1). */
    double side(int i) {
        int j = (i + 1) % 4;
        return Math.hypot(x[j] - x[i], y[j] - y[i]);
    }

    /** The x of corner {@code i}. */
    public double x(int i) {
        return x[i];
    }

    /** The y of corner {@code i}. */
    public double y(int i) {
        return y[i];
    }
}
