package sudoku.scan.train;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.SplittableRandom;
import sudoku.core.Grid;
import sudoku.scan.GreyImage;
import sudoku.scan.Perspective;
import sudoku.scan.Quad;

/**
 * Synthetic phone photos of a printed puzzle: a newspaper grid in a random font, line weights and
 * digit size, with columns of text around it, seen at an angle (perspective and a turn) on a
 * table, under uneven light, out of focus, with sensor noise, saved as JPEG.
 */
public final class PhotoSynth {
    private PhotoSynth() {
    }

    /** A photo {@code width} by {@code height} of {@code puzzle} in one of {@code fonts}, as JPEG bytes. */
    public static byte[] photo(Grid puzzle, List<Font> fonts, int width, int height, SplittableRandom r) {
        return photo(puzzle, fonts, width, height, 0, r);
    }

    /**
     * A photo as {@link #photo(Grid, List, int, int, SplittableRandom)} of a page that does not lie
     * flat: it bows by up to {@code bend} of the grid's side across and along (a newspaper folded
     * or held in the hand), so the grid's lines curve.
     */
    public static byte[] photo(Grid puzzle, List<Font> fonts, int width, int height, double bend,
                               SplittableRandom r) {
        int shorter = Math.min(width, height);
        double boardOnPhoto = shorter * (0.45 + 0.4 * r.nextDouble());
        int cell = (int) Math.max(40, Math.min(120, boardOnPhoto / 9 * 0.9));
        BufferedImage paper = paper(puzzle, fonts.get(r.nextInt(fonts.size())), cell, r);
        double scale = boardOnPhoto / (9.0 * cell);
        Quad paperRect = new Quad(new double[]{0, paper.getWidth(), paper.getWidth(), 0},
                new double[]{0, 0, paper.getHeight(), paper.getHeight()});
        Quad onPhoto = null;
        // a player frames the whole grid: a placement that cuts it is drawn again, a little smaller
        for (int attempt = 0; onPhoto == null || !gridInside(onPhoto, paperRect, cell, width, height); attempt++) {
            onPhoto = placement(paper, scale * Math.pow(0.97, attempt), width, height, r);
        }
        Perspective back = Perspective.between(onPhoto, paperRect);
        GreyImage src = new GreyImage(paper.getWidth(), paper.getHeight(), Degrade.pixels(paper));
        BufferedImage photo = new BufferedImage(width, height, BufferedImage.TYPE_BYTE_GRAY);
        byte[] out = Degrade.pixels(photo);
        int table = 60 + r.nextInt(120);
        // the bow: each paper point moves across by a sine of where it lies along, and the other way
        double bowX = bend > 0 ? (r.nextDouble() * 2 - 1) * bend * 9 * cell : 0;
        double bowY = bend > 0 ? (r.nextDouble() * 2 - 1) * bend * 9 * cell : 0;
        double pw0 = paper.getWidth();
        double ph0 = paper.getHeight();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double[] p = back.map(x + 0.5, y + 0.5);
                if (bend > 0) {
                    double u = p[0];
                    p[0] += bowX * Math.sin(Math.PI * p[1] / ph0);
                    p[1] += bowY * Math.sin(Math.PI * u / pw0);
                }
                boolean inside = p[0] >= 0 && p[1] >= 0 && p[0] < paper.getWidth() && p[1] < paper.getHeight();
                out[y * width + x] = (byte) (inside ? Math.round(src.sample(p[0] - 0.5, p[1] - 0.5)) : table);
            }
        }
        Degrade.light(out, width, height, 0.55 * r.nextDouble(), 4 + 10 * r.nextDouble(), r);
        Degrade.blur(out, width, height, (0.3 + 1.2 * r.nextDouble()) * scale * cell / 60);
        Degrade.noise(out, 2 + 6 * r.nextDouble(), r);
        return Degrade.jpeg(photo, (float) (0.55 + 0.4 * r.nextDouble()));
    }

    /** Where the page's corners fall on a photo: near its middle, turned, seen a little askew. */
    private static Quad placement(BufferedImage paper, double scale, int width, int height, SplittableRandom r) {
        double pw = paper.getWidth() * scale;
        double ph = paper.getHeight() * scale;
        double cx = width / 2.0 + (r.nextDouble() - 0.5) * 0.1 * width;
        double cy = height / 2.0 + (r.nextDouble() - 0.5) * 0.1 * height;
        double turn = Math.toRadians((r.nextDouble() * 2 - 1) * 12);
        double[] qx = new double[4];
        double[] qy = new double[4];
        double[] ux = {-0.5, 0.5, 0.5, -0.5};
        double[] uy = {-0.5, -0.5, 0.5, 0.5};
        for (int i = 0; i < 4; i++) {
            double x = ux[i] * pw * (1 + (r.nextDouble() * 2 - 1) * 0.08);
            double y = uy[i] * ph * (1 + (r.nextDouble() * 2 - 1) * 0.08);
            qx[i] = cx + x * Math.cos(turn) - y * Math.sin(turn);
            qy[i] = cy + x * Math.sin(turn) + y * Math.cos(turn);
        }
        return new Quad(qx, qy);
    }

    /** Whether the grid (its cell-wide margin kept) lies within the photo when the page falls on {@code onPhoto}. */
    private static boolean gridInside(Quad onPhoto, Quad paperRect, int cell, int width, int height) {
        Perspective forward = Perspective.between(paperRect, onPhoto);
        double lo = cell * 0.5;
        double hi = paperRect.x(1) - cell * 0.5;
        for (double[] corner : new double[][]{{lo, lo}, {hi, lo}, {hi, hi}, {lo, hi}}) {
            double[] at = forward.map(corner[0], corner[1]);
            if (at[0] < 0 || at[1] < 0 || at[0] >= width || at[1] >= height) {
                return false;
            }
        }
        return true;
    }

    /** The printed page: the grid with margins, a title and columns of text (bars) around it. */
    static BufferedImage paper(Grid puzzle, Font font, int cell, SplittableRandom r) {
        int side = 9 * cell;
        int margin = (int) (cell * 1.5);
        BufferedImage image = new BufferedImage(side + 2 * margin, side + 2 * margin, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = image.createGraphics();
        BoardRenderer.smooth(g);
        int paperGrey = 200 + r.nextInt(56);
        g.setColor(new Color(paperGrey, paperGrey, paperGrey));
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        int inkGrey = r.nextInt(70);
        Color ink = new Color(inkGrey, inkGrey, inkGrey);
        g.setColor(ink);
        for (int line = 0; line < 3; line++) {
            double y = margin * 0.15 + line * margin * 0.25;
            g.fill(new Rectangle2D.Double(margin * 0.3, y, image.getWidth() * (0.3 + 0.5 * r.nextDouble()), margin * 0.12));
        }
        for (double y = margin; y < image.getHeight() - cell * 0.3; y += cell * 0.35) {
            g.fill(new Rectangle2D.Double(cell * 0.1, y, margin - cell * 0.45, cell * 0.15));
            g.fill(new Rectangle2D.Double(margin + side + cell * 0.35, y, margin - cell * 0.45, cell * 0.15));
        }
        BoardStyle style = new BoardStyle("print", Color.WHITE, new Color(paperGrey, paperGrey, paperGrey), ink, ink,
                (0.5 + r.nextDouble()) / 40, (1.5 + 2 * r.nextDouble()) / 40, (1.5 + 3 * r.nextDouble()) / 40,
                ink, font, 0.5 + 0.25 * r.nextDouble(), null);
        BoardRenderer.board(g, puzzle, style, margin, margin, side, -1);
        g.dispose();
        return image;
    }
}
