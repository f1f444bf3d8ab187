package sudoku.cli.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import sudoku.core.Grid;
import sudoku.logic.Level;

/** The pages of a book, and what the PDF does without a font for its words. */
class PdfBookTest {
    private static final Grid PUZZLE =
            Grid.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    @Test
    void everyLanguageHasEveryWord() {
        for (Language language : Language.values()) {
            assertThat(language.words().keySet()).as(language.code()).isEqualTo(Language.KEYS);
            assertThat(language.puzzle(7)).contains("7");
        }
    }

    @Test
    void puzzlePagesComeFirstThenSolutionsFourToAPage() {
        List<Grid> five = List.of(PUZZLE, PUZZLE, PUZZLE, PUZZLE, PUZZLE);
        List<Layout.Page> pages = Layout.book(five, five, 1, null, Level.HARD, Language.ES);
        assertThat(pages).hasSize(7);
        assertThat(pages.get(0).heading()).isNull();
        assertThat(pages.get(4).boards().get(0).caption()).isEqualTo("Sudoku 5 · Difícil");
        assertThat(pages.get(5).heading()).isEqualTo("Soluciones");
        assertThat(pages.get(5).boards()).hasSize(4);
        assertThat(pages.get(6).boards()).hasSize(1);
    }

    @Test
    void chineseWithoutACjkFontSaysWhatToInstall() {
        List<Layout.Page> pages = Layout.book(List.of(PUZZLE), null, 1, null, null, Language.ZH);
        assertThatThrownBy(() -> PdfBook.write(pages, Language.ZH, null, new ByteArrayOutputStream(),
                List.of(Path.of("/no/such/font.ttc"))))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("CJK font")
                .hasMessageContaining("fonts-wqy-zenhei")
                .hasMessageContaining("fonts-noto-cjk");
    }

    @Test
    void latinWordsNeedNoFontFromTheMachine() throws IOException {
        List<Layout.Page> pages = Layout.book(List.of(PUZZLE), List.of(PUZZLE), 1, "Señor Café", null, Language.ES);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PdfBook.write(pages, Language.ES, "Señor Café", out, List.of());
        try (PDDocument doc = Loader.loadPDF(out.toByteArray())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("Señor Café", "Sudoku 1", "Soluciones");
        }
    }
}
