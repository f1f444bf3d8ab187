package sudoku.scan;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Cancellation;
import sudoku.core.Geometry;
import sudoku.core.Grid;

/**
 * Reads a 9x9 Sudoku from a photo or a screenshot: decode (limits first), grey, find the grid,
 * straighten it, cut the 81 cells between the lines the ink shows ({@link GridLines}), clean
 * them, classify each, then repair an unlikely read with
 * the solver. Light ink on a dark page (a dark theme) is read as its negative.
 */
public final class Scanner {
    /** The side of one cell in the straightened grid, in pixels. */
    public static final int CELL = 36;
    /** The longer side the picture is decoded at (larger pictures skip pixels while decoding). */
    static final int DECODE_SIDE = 1800;
    /** A cell the cleaner finds empty: almost surely empty. */
    private static final double EMPTY_SURE = 0.999;

    private final DigitClassifier classifier;
    private final ScanLimits limits;

    /** A scanner with the shipped classifier and {@code limits}. */
    public Scanner(ScanLimits limits) {
        this(DigitClassifier.standard(), limits);
    }

    /** A scanner with {@code classifier} and {@code limits}. */
    public Scanner(DigitClassifier classifier, ScanLimits limits) {
        this.classifier = classifier;
        this.limits = limits;
    }

    /**
     * Reads the puzzle in the image file {@code bytes} (PNG or JPEG).
     * @throws ScanException NOT_AN_IMAGE, TOO_LARGE (checked before decoding), NO_GRID, or
     *                       OUT_OF_TIME when {@code cancellation} fires first
     */
    public ScanResult scan(byte[] bytes, Cancellation cancellation) throws ScanException {
        GreyImage picture = ImageDecoder.decode(bytes, limits, DECODE_SIDE, cancellation);
        return scan(picture, cancellation);
    }

    /**
     * Reads the puzzle in a decoded picture.
     * @throws ScanException NO_GRID, or OUT_OF_TIME when {@code cancellation} fires first
     */
    public ScanResult scan(GreyImage picture, Cancellation cancellation) throws ScanException {
        GreyImage work = picture.fitWithin(GridFinder.WORK_SIDE);
        boolean dark = work.median() < 100;
        Quad quad = GridFinder.find(dark ? work.inverted() : work);
        if (quad == null) {
            dark = !dark;
            quad = GridFinder.find(dark ? work.inverted() : work);
        }
        stop(cancellation);
        if (quad == null) {
            throw new ScanException(ScanException.Kind.NO_GRID, "no Sudoku grid found in the " + picture.width()
                    + "x" + picture.height() + " picture: the grid should be whole, flat and fill much of it");
        }
        double toPicture = (double) picture.width() / work.width();
        Quad corners = quad.scaled(toPicture);
        GreyImage board = straighten(dark ? picture.inverted() : picture, corners);
        double[][] p = read(board);
        stop(cancellation);
        Repair.Outcome fixed = Repair.of(p, cancellation);
        stop(cancellation);
        List<CellReading> cells = new ArrayList<>();
        int[] first = new int[81];
        for (int c = 0; c < 81; c++) {
            first[c] = Repair.best(p[c]);
            int d = fixed.digits()[c];
            cells.add(new CellReading(c, d, p[c][d], p[c], fixed.changed().contains(c), fixed.doubtful().contains(c)));
        }
        return new ScanResult(Grid.of(Geometry.CLASSIC, fixed.digits()), Grid.of(Geometry.CLASSIC, first), cells,
                fixed.solutions(), fixed.status(), corners, picture.width(), picture.height());
    }

    private static void stop(Cancellation cancellation) throws ScanException {
        if (cancellation.isCancelled()) {
            throw new ScanException(ScanException.Kind.OUT_OF_TIME, "reading the image ran out of time");
        }
    }

    /** The grid seen straight on, {@link #CELL} pixels a cell, sampled from a picture shrunk to about twice that. */
    static GreyImage straighten(GreyImage picture, Quad corners) {
        int side = 9 * CELL;
        double longest = 0;
        for (int i = 0; i < 4; i++) {
            longest = Math.max(longest, corners.side(i));
        }
        double shrink = Math.max(1, longest / (2.0 * side));
        GreyImage source = picture.fitWithin((int) Math.ceil(Math.max(picture.width(), picture.height()) / shrink));
        double f = (double) source.width() / picture.width();
        return Perspective.squareTo(corners.scaled(f), side).warp(source, side);
    }

    /** The probabilities of each value (0: empty, 1-9) in each cell of a straightened grid. */
    double[][] read(GreyImage board) {
        byte[] mask = inkOfBoard(board);
        int[][] at = GridLines.cellOrigins(mask, CELL);
        double[][] p = new double[81][];
        for (int c = 0; c < 81; c++) {
            float[] cell = CellCleaner.clean(mask, board.width(), at[c][0], at[c][1], CELL);
            p[c] = cell == null ? emptyCell() : toDouble(classifier.probabilities(cell));
        }
        return p;
    }

    /** The ink mask of a straightened grid (the same threshold the classifier was trained behind). */
    public static byte[] inkOfBoard(GreyImage board) {
        return Threshold.ink(board, CELL / 3, 12);
    }

    private static double[] emptyCell() {
        double[] p = new double[10];
        p[0] = EMPTY_SURE;
        for (int d = 1; d <= 9; d++) {
            p[d] = (1 - EMPTY_SURE) / 9;
        }
        return p;
    }

    private static double[] toDouble(float[] f) {
        double[] d = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            d[i] = f[i];
        }
        return d;
    }
}
