package sudoku.scan.train;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.GlyphVector;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.SplittableRandom;
import sudoku.core.Grid;

/** Draws a puzzle as a screenshot would show it: a page with a header, the board and a row of digit keys. */
public final class BoardRenderer {
    private BoardRenderer() {
    }

    /** A screenshot of {@code puzzle} in {@code style}, the board {@code boardPx} pixels wide. */
    public static BufferedImage screenshot(Grid puzzle, BoardStyle style, int boardPx, SplittableRandom r) {
        int margin = boardPx / 12 + 10;
        int w = boardPx + 2 * margin;
        int h = boardPx + 3 * margin + boardPx / 7 + 60;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        smooth(g);
        g.setColor(style.page());
        g.fillRect(0, 0, w, h);
        g.setColor(style.panel());
        g.fillRect(0, 0, w, 48);
        g.setColor(style.given());
        g.setFont(style.font().deriveFont(20f));
        g.drawString("Sudoku", margin, 32);
        int top = 48 + margin;
        board(g, puzzle, style, margin, top, boardPx, style.highlight() == null ? -1 : r.nextInt(81));
        int keyTop = top + boardPx + margin;
        int key = boardPx / 9;
        for (int d = 1; d <= 9; d++) {
            int x = margin + (d - 1) * key;
            g.setColor(style.panel());
            g.fill(new RoundRectangle2D.Double(x + 2, keyTop, key - 4, key * 1.15, 10, 10));
            g.setColor(style.thin());
            g.draw(new RoundRectangle2D.Double(x + 2, keyTop, key - 4, key * 1.15, 10, 10));
            digit(g, style.font(), style.given(), d, x, keyTop, key, style.digitSize() * 0.8);
        }
        g.dispose();
        return image;
    }

    /** Draws the board at ({@code x0}, {@code y0}), {@code side} pixels wide; {@code selected} lights up a cell's units. */
    static void board(Graphics2D g, Grid puzzle, BoardStyle style, double x0, double y0, double side, int selected) {
        double cell = side / 9;
        g.setColor(style.panel());
        g.fill(new Rectangle2D.Double(x0, y0, side, side));
        if (selected >= 0) {
            g.setColor(style.highlight());
            for (int c = 0; c < 81; c++) {
                boolean lit = c / 9 == selected / 9 || c % 9 == selected % 9
                        || (c / 27 == selected / 27 && c % 9 / 3 == selected % 9 / 3);
                if (lit) {
                    g.fill(new Rectangle2D.Double(x0 + c % 9 * cell, y0 + c / 9 * cell, cell, cell));
                }
            }
        }
        for (int k = 1; k < 9; k++) {
            boolean box = k % 3 == 0;
            g.setColor(box ? style.thick() : style.thin());
            double wdt = Math.max(1, (box ? style.thickWidth() : style.thinWidth()) * cell);
            g.fill(new Rectangle2D.Double(x0 + k * cell - wdt / 2, y0, wdt, side));
            g.fill(new Rectangle2D.Double(x0, y0 + k * cell - wdt / 2, side, wdt));
        }
        double outer = Math.max(1, style.outerWidth() * cell);
        g.setColor(style.thick());
        g.setStroke(new BasicStroke((float) outer));
        g.draw(new RoundRectangle2D.Double(x0 - outer / 2, y0 - outer / 2, side + outer, side + outer, outer * 2, outer * 2));
        for (int c = 0; c < 81; c++) {
            int d = puzzle.get(c);
            if (d != 0) {
                digit(g, style.font(), style.given(), d, x0 + c % 9 * cell, y0 + c / 9 * cell, cell, style.digitSize());
            }
        }
    }

    /** Draws digit {@code d} centred in the square at ({@code x}, {@code y}) of side {@code cell}, the font {@code size} of it. */
    static void digit(Graphics2D g, Font font, Color colour, int d, double x, double y, double cell, double size) {
        GlyphVector gv = glyphs(g, font, d, cell, size);
        g.setColor(colour);
        g.drawGlyphVector(gv, (float) left(gv, x, cell), (float) top(gv, y, cell));
    }

    /** The outline of digit {@code d} placed as {@link #digit} draws it, for drawing it bolder or slanted. */
    static Shape digitShape(Graphics2D g, Font font, int d, double x, double y, double cell, double size) {
        GlyphVector gv = glyphs(g, font, d, cell, size);
        return gv.getOutline((float) left(gv, x, cell), (float) top(gv, y, cell));
    }

    private static GlyphVector glyphs(Graphics2D g, Font font, int d, double cell, double size) {
        return font.deriveFont((float) (cell * size)).createGlyphVector(g.getFontRenderContext(), String.valueOf(d));
    }

    /** Where the glyphs start across so that their ink is centred in the square. */
    private static double left(GlyphVector gv, double x, double cell) {
        Rectangle2D b = gv.getVisualBounds();
        return x + (cell - b.getWidth()) / 2 - b.getX();
    }

    /** Where the glyphs' baseline lies so that their ink is centred in the square. */
    private static double top(GlyphVector gv, double y, double cell) {
        Rectangle2D b = gv.getVisualBounds();
        return y + (cell - b.getHeight()) / 2 - b.getY();
    }

    static void smooth(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    }
}
