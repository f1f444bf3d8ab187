package sudoku.scan.train;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.SplittableRandom;
import sudoku.scan.CellCleaner;
import sudoku.scan.GreyImage;
import sudoku.scan.Perspective;
import sudoku.scan.Quad;
import sudoku.scan.Scanner;

/**
 * One synthetic cell as the classifier sees it. A 3x3-cell patch is drawn at the size the cell
 * had in the picture (14 to 80 pixels): grid lines of random weight, slightly off where the
 * corners put them, the digit in a random font, size and place (sometimes touching a line),
 * neighbours' digits, then either a photo's damage (uneven light, texture, blur, noise, JPEG) or
 * a screenshot's crispness. The patch is resampled to the straightened grid's scale through a
 * slightly wrong perspective, thresholded and cleaned exactly as a scanned cell is. Class 0 is a
 * cell with no digit but some ink: specks, pencil marks, stray strokes.
 */
public final class CellSynth {
    private final List<Font> fonts;

    /** Cells drawn in {@code fonts}. */
    public CellSynth(List<Font> fonts) {
        if (fonts.isEmpty()) {
            throw new IllegalStateException("no fonts installed: install fonts-dejavu-core and fonts-liberation");
        }
        this.fonts = List.copyOf(fonts);
    }

    /** The cleaned cell of a new sample of {@code label} (0: no digit), or null when cleaning found it empty. */
    public float[] sample(int label, SplittableRandom r) {
        boolean photo = r.nextDouble() < 0.65;
        int c = (int) Math.round(Math.exp(Math.log(14) + r.nextDouble() * Math.log(80.0 / 14)));
        int side = 3 * c;
        BufferedImage patch = new BufferedImage(side, side, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = patch.createGraphics();
        BoardRenderer.smooth(g);
        int paper = photo ? 150 + r.nextInt(106) : 190 + r.nextInt(66);
        g.setColor(grey(paper));
        g.fillRect(0, 0, side, side);
        int ink = r.nextInt(photo ? 90 : 140);
        g.rotate(Math.toRadians((r.nextDouble() * 2 - 1) * 2), side / 2.0, side / 2.0);
        lines(g, c, ink, paper, photo, r);
        for (int n = 0; n < 9; n++) {
            if (n != 4 && r.nextDouble() < 0.5) {
                digit(g, 1 + r.nextInt(9), (n % 3) * c, (n / 3) * c, c, ink, paper, 0.08, r);
            }
        }
        if (label > 0) {
            digit(g, label, c, c, c, ink, paper, r.nextDouble() < 0.2 ? 0.2 : 0.07, r);
        } else {
            junk(g, c, ink, r);
        }
        g.dispose();
        byte[] p = Degrade.pixels(patch);
        if (photo) {
            Degrade.light(p, side, side, 0.4 * r.nextDouble(), 12 * r.nextDouble(), r);
            Degrade.blur(p, side, side, r.nextDouble() * 0.07 * c);
            Degrade.noise(p, 10 * r.nextDouble(), r);
            if (r.nextBoolean()) {
                Degrade.jpegArtefacts(patch, (float) (0.4 + 0.5 * r.nextDouble()));
            }
        }
        int s = Scanner.CELL;
        double wobble = 0.05 * c;
        double[] qx = new double[4];
        double[] qy = new double[4];
        double[] ux = {0, side, side, 0};
        double[] uy = {0, 0, side, side};
        for (int i = 0; i < 4; i++) {
            qx[i] = ux[i] + (r.nextDouble() * 2 - 1) * wobble;
            qy[i] = uy[i] + (r.nextDouble() * 2 - 1) * wobble;
        }
        GreyImage board = Perspective.squareTo(new Quad(qx, qy), 3 * s)
                .warp(new GreyImage(side, side, p), 3 * s);
        return CellCleaner.clean(Scanner.inkOfBoard(board), 3 * s, s, s, s);
    }

    private static void lines(Graphics2D g, int c, int ink, int paper, boolean photo, SplittableRandom r) {
        for (int k = 0; k <= 3; k++) {
            for (int dir = 0; dir < 2; dir++) {
                boolean thick = r.nextDouble() < 0.35;
                double w = Math.max(0.6, c * (thick ? 0.03 + 0.07 * r.nextDouble() : 0.01 + 0.03 * r.nextDouble()));
                int shade = !photo && !thick && r.nextBoolean() ? paper - 30 - r.nextInt(Math.max(1, paper - 120)) : ink;
                g.setColor(grey(Math.max(0, shade)));
                double at = k * c + (r.nextDouble() * 2 - 1) * 0.06 * c - w / 2;
                g.fill(dir == 0 ? new Rectangle2D.Double(at, 0, w, 3 * c) : new Rectangle2D.Double(0, at, 3 * c, w));
            }
        }
    }

    /**
     * Draws digit {@code d} in the cell at ({@code x}, {@code y}), moved off centre by up to
     * {@code shift} of a cell; sometimes bolder or thinner than the font (ink spread or a light
     * print), slanted, or narrower or wider.
     */
    private void digit(Graphics2D g, int d, double x, double y, int c, int ink, int paper, double shift,
                       SplittableRandom r) {
        Font f = fonts.get(r.nextInt(fonts.size()));
        double size = 0.5 + 0.4 * r.nextDouble();
        double dx = (r.nextDouble() * 2 - 1) * shift * c;
        double dy = (r.nextDouble() * 2 - 1) * shift * c;
        Shape glyph = BoardRenderer.digitShape(g, f, d, x + dx, y + dy, c, size);
        double cx = x + dx + c / 2.0;
        double cy = y + dy + c / 2.0;
        AffineTransform shape = new AffineTransform();
        shape.translate(cx, cy);
        if (r.nextDouble() < 0.2) {
            shape.shear(-0.25 * r.nextDouble(), 0);
        }
        if (r.nextDouble() < 0.3) {
            shape.scale(0.8 + 0.4 * r.nextDouble(), 1);
        }
        shape.translate(-cx, -cy);
        glyph = shape.createTransformedShape(glyph);
        g.setColor(grey(ink));
        g.fill(glyph);
        double weight = r.nextDouble();
        if (weight < 0.25) {
            g.setStroke(new BasicStroke((float) (c * (0.01 + 0.04 * r.nextDouble()))));
            g.draw(glyph);
        } else if (weight < 0.4) {
            g.setColor(grey(paper));
            g.setStroke(new BasicStroke((float) (c * (0.01 + 0.02 * r.nextDouble()))));
            g.draw(glyph);
        }
    }

    /** Ink that is not a digit: specks, small pencil-mark digits or a stray stroke. */
    private void junk(Graphics2D g, int c, int ink, SplittableRandom r) {
        g.setColor(grey(ink));
        int kind = r.nextInt(3);
        if (kind == 0) {
            for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
                double rad = c * (0.02 + 0.06 * r.nextDouble());
                g.fill(new Ellipse2D.Double(c + r.nextDouble() * c, c + r.nextDouble() * c, rad * 2, rad * 2));
            }
        } else if (kind == 1) {
            Font f = fonts.get(r.nextInt(fonts.size()));
            for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
                int spot = r.nextInt(9);
                BoardRenderer.digit(g, f, grey(ink), 1 + r.nextInt(9), c + spot % 3 * c / 3.0, c + spot / 3 * c / 3.0,
                        c / 3.0, 0.9);
            }
        } else {
            double len = c * (0.2 + 0.5 * r.nextDouble());
            double w = Math.max(0.8, c * 0.04);
            g.rotate(r.nextDouble() * Math.PI, 1.5 * c, 1.5 * c);
            g.fill(new Rectangle2D.Double(1.5 * c - len / 2, 1.5 * c - w / 2, len, w));
        }
    }

    private static Color grey(int v) {
        int x = Math.max(0, Math.min(255, v));
        return new Color(x, x, x);
    }
}
