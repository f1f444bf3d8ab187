package sudoku.cli.print;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.fontbox.FontBoxFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The fonts of one PDF: Helvetica (a standard font, not embedded) for digits and Latin words,
 * and for other text a font found on the machine, embedded as a subset of the glyphs used.
 */
final class Fonts implements Closeable {
    /** Where fonts with Chinese glyphs are looked for, the first that loads is used. */
    static final List<Path> CJK = List.of(
            Path.of("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"),
            Path.of("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
            Path.of("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
            Path.of("/usr/share/fonts/truetype/arphic/uming.ttc"),
            Path.of("C:/Windows/Fonts/msyh.ttc"));
    /** Fonts for other scripts when no Chinese font is there. */
    private static final List<Path> UNICODE = List.of(
            Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
            Path.of("C:/Windows/Fonts/arial.ttf"));
    /** What to install when no font can write a text. */
    static final String INSTALL = "install fonts-noto-cjk or fonts-wqy-zenhei (on Debian: sudo apt-get install "
            + "fonts-wqy-zenhei), or name a TrueType font (.ttf or .ttc) in SUDOKU_CJK_FONT";

    static {
        FontMappers.set(new BundledFontOnly());
    }

    final PDFont regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    final PDFont bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
    private final PDDocument document;
    private final List<Path> cjkPlaces;
    private final List<Closeable> open = new ArrayList<>();
    private final List<String> tried = new ArrayList<>();
    private PDFont cjk;
    private PDFont unicode;

    /** The fonts for {@code document}, Chinese ones looked for in {@code cjkPlaces}. */
    Fonts(PDDocument document, List<Path> cjkPlaces) {
        this.document = document;
        this.cjkPlaces = cjkPlaces;
    }

    /** The places of the machine, with SUDOKU_CJK_FONT first when it is set. */
    static List<Path> cjkPlaces() {
        List<Path> places = new ArrayList<>();
        String named = System.getenv("SUDOKU_CJK_FONT");
        if (named != null && !named.isBlank()) {
            places.add(Path.of(named));
        }
        places.addAll(CJK);
        return places;
    }

    /** Whether a font with Chinese glyphs is installed in one of {@code places}. */
    static boolean cjkInstalled(List<Path> places) {
        return places.stream().anyMatch(Files::isReadable);
    }

    /**
     * A font that writes {@code text}: Helvetica when it can, else the Chinese font, else a
     * Unicode font.
     * @throws IOException naming what to install when no font here can write it
     */
    PDFont forText(String text, boolean bold, boolean chinese) throws IOException {
        if (!chinese && writes(bold ? this.bold : regular, text)) {
            return bold ? this.bold : regular;
        }
        if (cjk == null) {
            cjk = load(cjkPlaces);
        }
        if (cjk != null && writes(cjk, text)) {
            return cjk;
        }
        if (!chinese && unicode == null) {
            unicode = load(UNICODE);
        }
        if (!chinese && unicode != null && writes(unicode, text)) {
            return unicode;
        }
        throw new IOException((chinese ? "Chinese text in a PDF needs a CJK font" : "no font here writes '" + text + "'")
                + (tried.isEmpty() ? ", and none was found in " + cjkPlaces : "; tried " + String.join("; ", tried))
                + ": " + INSTALL);
    }

    /** The first font of {@code places} that loads (the first face of a collection), or null. */
    private PDFont load(List<Path> places) {
        for (Path place : places) {
            if (!Files.isReadable(place)) {
                continue;
            }
            try {
                if (place.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".ttc")) {
                    TrueTypeCollection collection = new TrueTypeCollection(place.toFile());
                    open.add(collection);
                    TrueTypeFont[] first = new TrueTypeFont[1];
                    collection.processAllFonts(font -> {
                        if (first[0] == null) {
                            first[0] = font;
                        }
                    });
                    return PDType0Font.load(document, first[0], true);
                }
                return PDType0Font.load(document, place.toFile());
            } catch (IOException | RuntimeException e) {
                tried.add(place + " (" + e.getMessage() + ")");
            }
        }
        return null;
    }

    private static boolean writes(PDFont font, String text) {
        try {
            font.encode(text);
            return true;
        } catch (IllegalArgumentException | IOException e) {
            return false;
        }
    }

    /** Closes the font collections read: after the document is saved, which embeds their subsets. */
    @Override
    public void close() throws IOException {
        for (Closeable c : open) {
            c.close();
        }
    }

    /**
     * Maps every font to the Liberation Sans that PDFBox carries (its own last resort, with
     * Helvetica's metrics). PDFBox's default mapper finds a system font to draw a standard font
     * on screen: the first time one is made it reads every font of the machine (a second or
     * so), logs it and writes a cache in the home folder. Writing a PDF draws nothing, and
     * reading its text needs only the metrics.
     */
    private static final class BundledFontOnly implements FontMapper {
        private static final String LIBERATION = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
        private TrueTypeFont font;

        private synchronized TrueTypeFont font() {
            if (font == null) {
                try (InputStream in = PDFont.class.getResourceAsStream(LIBERATION)) {
                    font = new TTFParser().parse(new RandomAccessReadBuffer(in));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return font;
        }

        @Override
        public FontMapping<TrueTypeFont> getTrueTypeFont(String baseFont, PDFontDescriptor descriptor) {
            return new FontMapping<>(font(), false);
        }

        @Override
        public FontMapping<FontBoxFont> getFontBoxFont(String baseFont, PDFontDescriptor descriptor) {
            return new FontMapping<>(font(), false);
        }

        @Override
        public CIDFontMapping getCIDFont(String baseFont, PDFontDescriptor descriptor, PDCIDSystemInfo info) {
            return new CIDFontMapping(null, font(), false);
        }
    }
}
