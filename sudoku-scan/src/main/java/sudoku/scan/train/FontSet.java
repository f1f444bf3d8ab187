package sudoku.scan.train;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The fonts digits are rendered in, from Debian's font packages (fonts-dejavu-core,
 * fonts-liberation, fonts-freefont-ttf, fonts-noto-core, fonts-urw-base35, fonts-croscore). The
 * classifier learns from {@link #training()}; {@link #heldOut()} are kept for measuring it on
 * designs it never saw. Missing files are skipped.
 */
public final class FontSet {
    private static final List<String> TRAINING = List.of(
            "truetype/dejavu/DejaVuSans.ttf", "truetype/dejavu/DejaVuSans-Bold.ttf",
            "truetype/dejavu/DejaVuSerif.ttf", "truetype/dejavu/DejaVuSerif-Bold.ttf",
            "truetype/dejavu/DejaVuSansMono.ttf", "truetype/dejavu/DejaVuSansMono-Bold.ttf",
            "truetype/dejavu/DejaVuSansCondensed.ttf", "truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
            "truetype/dejavu/DejaVuSans-Oblique.ttf", "truetype/dejavu/DejaVuSerifCondensed.ttf",
            "truetype/liberation/LiberationSans-Regular.ttf", "truetype/liberation/LiberationSans-Bold.ttf",
            "truetype/liberation/LiberationSans-Italic.ttf", "truetype/liberation/LiberationSerif-Regular.ttf",
            "truetype/liberation/LiberationSerif-Bold.ttf", "truetype/liberation/LiberationMono-Regular.ttf",
            "truetype/liberation/LiberationMono-Bold.ttf", "truetype/liberation/LiberationSansNarrow-Regular.ttf",
            "truetype/liberation/LiberationSansNarrow-Bold.ttf",
            "truetype/freefont/FreeSans.ttf", "truetype/freefont/FreeSansBold.ttf", "truetype/freefont/FreeSerif.ttf",
            "truetype/freefont/FreeSerifBold.ttf", "truetype/freefont/FreeMono.ttf", "truetype/freefont/FreeMonoBold.ttf",
            "truetype/freefont/FreeSerifItalic.ttf",
            "truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSans-Bold.ttf", "truetype/noto/NotoSans-Italic.ttf",
            "truetype/noto/NotoSerif-Regular.ttf", "truetype/noto/NotoSerif-Bold.ttf",
            "truetype/noto/NotoSansDisplay-Regular.ttf", "truetype/noto/NotoSansDisplay-Bold.ttf",
            "opentype/urw-base35/NimbusSans-Regular.otf", "opentype/urw-base35/NimbusSans-Bold.otf",
            "opentype/urw-base35/NimbusRoman-Regular.otf", "opentype/urw-base35/NimbusRoman-Bold.otf",
            "opentype/urw-base35/NimbusMonoPS-Regular.otf", "opentype/urw-base35/NimbusMonoPS-Bold.otf",
            "opentype/urw-base35/URWBookman-Light.otf", "opentype/urw-base35/URWBookman-Demi.otf",
            "opentype/urw-base35/NimbusSansNarrow-Regular.otf", "opentype/urw-base35/NimbusSansNarrow-Bold.otf",
            // slanted and light faces of the same families: print that leans, thin strokes
            "truetype/dejavu/DejaVuSans-ExtraLight.ttf", "truetype/dejavu/DejaVuSans-BoldOblique.ttf",
            "truetype/dejavu/DejaVuSerif-Italic.ttf", "truetype/dejavu/DejaVuSerif-BoldItalic.ttf",
            "truetype/dejavu/DejaVuSerifCondensed-Bold.ttf", "truetype/liberation/LiberationSans-BoldItalic.ttf",
            "truetype/liberation/LiberationSerif-Italic.ttf", "truetype/liberation/LiberationSerif-BoldItalic.ttf",
            "truetype/freefont/FreeSansOblique.ttf", "truetype/freefont/FreeSansBoldOblique.ttf",
            "truetype/freefont/FreeSerifBoldItalic.ttf", "truetype/noto/NotoSerif-Italic.ttf",
            "truetype/noto/NotoSans-BoldItalic.ttf", "opentype/urw-base35/NimbusSans-Italic.otf",
            "opentype/urw-base35/NimbusRoman-Italic.otf", "opentype/urw-base35/NimbusRoman-BoldItalic.otf",
            "opentype/urw-base35/URWBookman-LightItalic.otf", "opentype/urw-base35/URWBookman-DemiItalic.otf");
    private static final List<String> HELD_OUT = List.of(
            "truetype/croscore/Arimo-Regular.ttf", "truetype/croscore/Arimo-Bold.ttf",
            "truetype/croscore/Tinos-Regular.ttf", "truetype/croscore/Tinos-Bold.ttf",
            "truetype/croscore/Cousine-Bold.ttf",
            "opentype/urw-base35/C059-Roman.otf", "opentype/urw-base35/C059-Bold.otf",
            "opentype/urw-base35/P052-Roman.otf", "opentype/urw-base35/P052-Bold.otf",
            "opentype/urw-base35/URWGothic-Book.otf", "opentype/urw-base35/URWGothic-Demi.otf",
            "truetype/noto/NotoSerifDisplay-Regular.ttf", "truetype/noto/NotoSerifDisplay-Bold.ttf");
    private static final Path ROOT = Path.of("/usr/share/fonts");

    private FontSet() {
    }

    /** The fonts the classifier is trained on (those installed). */
    public static List<Font> training() {
        return load(TRAINING);
    }

    /** The fonts kept out of training, for the held-out measures (those installed). */
    public static List<Font> heldOut() {
        return load(HELD_OUT);
    }

    /** The page's digits as a browser on Debian draws them (system-ui falls back to DejaVu Sans). */
    public static Font page() {
        List<Font> f = load(List.of("truetype/dejavu/DejaVuSans-Bold.ttf"));
        return f.isEmpty() ? new Font(Font.SANS_SERIF, Font.BOLD, 12) : f.get(0);
    }

    /** The first installed font among {@code files} (relative to /usr/share/fonts), else a logical font. */
    static Font first(String... files) {
        List<Font> f = load(List.of(files));
        return f.isEmpty() ? new Font(Font.SERIF, Font.PLAIN, 12) : f.get(0);
    }

    private static List<Font> load(List<String> files) {
        List<Font> out = new ArrayList<>();
        for (String f : files) {
            Path p = ROOT.resolve(f);
            if (!Files.isRegularFile(p)) {
                continue;
            }
            try {
                out.add(Font.createFont(Font.TRUETYPE_FONT, p.toFile()));
            } catch (FontFormatException | IOException e) {
                // a broken font file is skipped like a missing one
            }
        }
        return out;
    }
}
