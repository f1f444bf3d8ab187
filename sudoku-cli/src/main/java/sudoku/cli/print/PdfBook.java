package sudoku.cli.print;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * The pages as one PDF, drawn with vector lines and text (Apache PDFBox): A4 pages, digits in
 * Helvetica (bold for clues), other words in Helvetica or an embedded subset of a font found
 * on the machine (a CJK font for Chinese).
 */
public final class PdfBook implements PageCanvas {
    private static final float PT_PER_MM = (float) (1 / Layout.MM_PER_PT);

    private final PDPageContentStream stream;
    private final Fonts fonts;
    private final boolean chinese;

    private PdfBook(PDPageContentStream stream, Fonts fonts, boolean chinese) {
        this.stream = stream;
        this.fonts = fonts;
        this.chinese = chinese;
    }

    /**
     * Writes {@code pages} to {@code out}, fixed words in {@code language}, with {@code title}
     * (or null) as the document's title.
     * @throws IOException when writing fails or, naming what to install, when no font here
     *                     can write a text (Chinese without a CJK font)
     */
    public static void write(List<Layout.Page> pages, Language language, String title, OutputStream out)
            throws IOException {
        write(pages, language, title, out, Fonts.cjkPlaces());
    }

    /** As {@link #write(List, Language, String, OutputStream)}, Chinese fonts looked for in {@code cjkPlaces}. */
    static void write(List<Layout.Page> pages, Language language, String title, OutputStream out,
                      List<Path> cjkPlaces) throws IOException {
        try (PDDocument document = new PDDocument(); Fonts fonts = new Fonts(document, cjkPlaces)) {
            boolean chinese = language == Language.ZH;
            if (chinese) {
                fonts.forText(language.solutions(), false, true);
            }
            for (Layout.Page page : pages) {
                PDPage pdfPage = new PDPage(PDRectangle.A4);
                document.addPage(pdfPage);
                try (PDPageContentStream stream = new PDPageContentStream(document, pdfPage)) {
                    Layout.draw(page, new PdfBook(stream, fonts, chinese));
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            }
            document.getDocumentInformation().setTitle(title);
            document.getDocumentInformation().setCreator("sudoku print");
            document.save(out);
        }
    }

    /** Whether a font with Chinese glyphs is installed where {@code --lang zh} looks for one. */
    public static boolean cjkFontInstalled() {
        return Fonts.cjkInstalled(Fonts.cjkPlaces());
    }

    @Override
    public void label(String kind, double x, double y, double sizeMm, boolean bold, String text) {
        try {
            show(fonts.forText(text, bold, chinese), sizeMm, x, y, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void beginBoard(String caption) {
        // a PDF page has no groups to open
    }

    @Override
    public void cell(String name, double x, double y, double sizeMm, String symbol, boolean clue) {
        if (symbol == null) {
            return;
        }
        PDFont font = clue ? fonts.bold : fonts.regular;
        try {
            double width = font.getStringWidth(symbol) / 1000 * sizeMm;
            show(font, sizeMm, x - width / 2, y, symbol);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void lines(double[][] segments, double widthMm, int grey, double dashMm) {
        if (segments.length == 0) {
            return;
        }
        try {
            stream.setStrokingColor(grey / 255f, grey / 255f, grey / 255f);
            stream.setLineWidth((float) widthMm * PT_PER_MM);
            float dash = (float) dashMm * PT_PER_MM;
            stream.setLineDashPattern(dashMm > 0 ? new float[] {dash, 0.75f * dash} : new float[0], 0);
            for (double[] s : segments) {
                stream.moveTo(x(s[0]), y(s[1]));
                stream.lineTo(x(s[2]), y(s[3]));
            }
            stream.stroke();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void fill(double[][] rectangles, int grey) {
        if (rectangles.length == 0) {
            return;
        }
        try {
            stream.setNonStrokingColor(grey / 255f, grey / 255f, grey / 255f);
            for (double[] r : rectangles) {
                stream.addRect(x(r[0]), y(r[1] + r[3]), (float) r[2] * PT_PER_MM, (float) r[3] * PT_PER_MM);
            }
            stream.fill();
            stream.setNonStrokingColor(0f, 0f, 0f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void endBoard() {
        // nothing to close
    }

    private void show(PDFont font, double sizeMm, double x, double y, String text) throws IOException {
        stream.beginText();
        stream.setFont(font, (float) sizeMm * PT_PER_MM);
        stream.newLineAtOffset(x(x), y(y));
        stream.showText(text);
        stream.endText();
    }

    /** Millimetres from the left as points. */
    private static float x(double mm) {
        return (float) mm * PT_PER_MM;
    }

    /** Millimetres from the top as points from the bottom, where PDF starts. */
    private static float y(double mm) {
        return (float) (Layout.PAGE_HEIGHT - mm) * PT_PER_MM;
    }
}
