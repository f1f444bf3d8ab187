package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import sudoku.cli.print.PdfBook;

/** {@code sudoku print}: the SVG parses with a cell per position and the clues in place; the PDF opens. */
class PrintCommandTest {
    private static final String PUZZLE =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    private static final String SOLUTION =
            "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    private static final List<String> FIVE = List.of(PUZZLE,
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
            "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
            "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....");

    @TempDir
    Path dir;

    @Test
    void anSvgPageHasACellPerPositionWithTheCluesInBold() throws Exception {
        Cli r = Cli.run("print", PUZZLE);
        assertThat(r.exitCode()).as(r.err()).isZero();
        Document svg = parse(r.out());
        assertThat(svg.getDocumentElement().getAttribute("width")).isEqualTo("210mm");
        assertThat(svg.getDocumentElement().getAttribute("height")).isEqualTo("297mm");
        List<Element> boards = byClass(svg, "g", "board");
        assertThat(boards).hasSize(1);
        assertThat(boards.get(0).getAttribute("data-caption")).isEqualTo("Puzzle 1");
        assertThat(shown(boards.get(0), true)).isEqualTo(PUZZLE);
        assertThat(shown(boards.get(0), false)).isEqualTo(".".repeat(81));
    }

    @Test
    void severalSvgPagesAreNumberedFilesWithSolutionsAfterThePuzzles() throws Exception {
        Path file = puzzleFile();
        Path out = dir.resolve("book.svg");
        Cli r = Cli.run("print", "-f", file.toString(), "--per-page", "4", "--solutions", "--title", "Sunday <easy>",
                "-o", out.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<Path> pages = List.of(dir.resolve("book-1.svg"), dir.resolve("book-2.svg"), dir.resolve("book-3.svg"),
                dir.resolve("book-4.svg"));
        assertThat(r.lines()).containsExactly(pages.stream().map(Path::toString).toArray(String[]::new));
        assertThat(out).doesNotExist();
        Document first = parse(Files.readString(pages.get(0)));
        assertThat(byClass(first, "g", "board")).hasSize(4);
        assertThat(byClass(first, "text", "heading").get(0).getTextContent()).isEqualTo("Sunday <easy>");
        Document second = parse(Files.readString(pages.get(1)));
        assertThat(byClass(second, "g", "board")).hasSize(1);
        assertThat(byClass(second, "g", "cell")).hasSize(81);
        Document answers = parse(Files.readString(pages.get(2)));
        assertThat(byClass(answers, "text", "heading").get(0).getTextContent()).isEqualTo("Sunday <easy> · Solutions");
        Element firstAnswer = byClass(answers, "g", "board").get(0);
        assertThat(shown(firstAnswer, true)).isEqualTo(PUZZLE);
        assertThat(merge(shown(firstAnswer, true), shown(firstAnswer, false))).isEqualTo(SOLUTION);
        assertThat(byClass(parse(Files.readString(pages.get(3))), "g", "board")).hasSize(1);
    }

    @Test
    void aChineseSvgNamesItsWordsAndCjkFonts() throws Exception {
        Cli r = Cli.run("print", "--lang", "zh", "--title", "数独 & 解答", PUZZLE);
        assertThat(r.exitCode()).as(r.err()).isZero();
        Document svg = parse(r.out());
        assertThat(svg.getDocumentElement().getAttribute("font-family")).contains("Noto Sans CJK SC");
        assertThat(byClass(svg, "text", "heading").get(0).getTextContent()).isEqualTo("数独 & 解答");
        assertThat(byClass(svg, "text", "caption").get(0).getTextContent()).isEqualTo("第 1 题");
    }

    @Test
    void otherSizesGetACellPerPosition() throws Exception {
        Cli r = Cli.run("print", "1......2..4..3..");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(byClass(parse(r.out()), "g", "cell")).hasSize(16);
    }

    @Test
    void aPdfHasItsPagesTitleCaptionsAndClues() throws Exception {
        Path pdf = dir.resolve("book.pdf");
        Cli r = Cli.run("print", "-f", puzzleFile().toString(), "--per-page", "4", "--solutions", "--title",
                "Sunday puzzles", "-o", pdf.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out().strip()).isEqualTo(pdf.toString());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(4);
            String text = new PDFTextStripper().getText(doc);
            assertThat(text).contains("Sunday puzzles", "Puzzle 1", "Puzzle 5", "Sunday puzzles · Solutions");
            assertThat(doc.getDocumentInformation().getTitle()).isEqualTo("Sunday puzzles");
        }
    }

    @Test
    void onePuzzleAPageShowsItsCluesInReadingOrder() throws Exception {
        Path pdf = dir.resolve("one.pdf");
        Cli r = Cli.run("print", "--format", "pdf", "-o", pdf.toString(), PUZZLE, FIVE.get(1));
        assertThat(r.exitCode()).as(r.err()).isZero();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(2);
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            stripper.setStartPage(1);
            stripper.setEndPage(1);
            String text = stripper.getText(doc);
            assertThat(text).contains("Puzzle 1");
            String digits = text.substring(text.indexOf("Puzzle 1") + "Puzzle 1".length()).replaceAll("\\D", "");
            assertThat(digits).isEqualTo(PUZZLE.replace(".", ""));
        }
    }

    @Test
    void generatedPuzzlesArePrintedWithTheirSolutions() throws IOException {
        Path pdf = dir.resolve("new.pdf");
        Cli r = Cli.run("print", "--generate", "2", "--level", "easy", "--seed", "42", "--per-page", "4",
                "--solutions", "-o", pdf.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(2);
            assertThat(new PDFTextStripper().getText(doc)).contains("Puzzle 2 · Easy", "Solutions");
        }
    }

    @Test
    void aChinesePdfEmbedsASubsetOfACjkFont() throws IOException {
        boolean ci = "true".equals(System.getenv("CI"));
        Assumptions.assumeTrue(ci || PdfBook.cjkFontInstalled(),
                "no CJK font installed (fonts-wqy-zenhei or fonts-noto-cjk): the Chinese PDF is not tested");
        Path pdf = dir.resolve("zh.pdf");
        Cli r = Cli.run("print", "--lang", "zh", "--solutions", "--title", "数独", "-o", pdf.toString(), PUZZLE);
        assertThat(r.exitCode()).as(r.err()).isZero();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(2);
            assertThat(new PDFTextStripper().getText(doc)).contains("数独", "第 1 题", "答案");
            List<String> embedded = new ArrayList<>();
            for (PDPage page : doc.getPages()) {
                for (COSName name : page.getResources().getFontNames()) {
                    PDFont font = page.getResources().getFont(name);
                    if (font.isEmbedded()) {
                        embedded.add(font.getName());
                    }
                }
            }
            assertThat(embedded).isNotEmpty().allMatch(n -> n.matches("[A-Z]{6}\\+.+"), "a subset's name");
        }
    }

    @Test
    void optionsThatCannotWorkAreUsageErrors() {
        assertThat(Cli.run("print", "--format", "pdf", PUZZLE).err()).contains("give -o FILE.pdf");
        assertThat(Cli.run("print", "--format", "pdf", PUZZLE).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("print", "--per-page", "2", PUZZLE).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("print", "-o", "book.txt", PUZZLE).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("print", "--lang", "fr", PUZZLE).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("print").exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Cli.run("print", "--seed", "1", PUZZLE).exitCode()).isEqualTo(ExitCodes.USAGE);
        Cli twoPages = Cli.run("print", PUZZLE, FIVE.get(1));
        assertThat(twoPages.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(twoPages.err()).contains("-o FILE.svg");
    }

    @Test
    void nothingIsWrittenForAPuzzleThatCannotBePrinted() {
        Path pdf = dir.resolve("bad.pdf");
        assertThat(Cli.run("print", "-o", pdf.toString(), "11" + PUZZLE.substring(2)).exitCode())
                .isEqualTo(ExitCodes.INVALID);
        String several = "2.............62....1....7......8...3...9...7...6..4...4....8....52.............3";
        Cli multiple = Cli.run("print", "--solutions", "-o", pdf.toString(), several);
        assertThat(multiple.exitCode()).isEqualTo(ExitCodes.MULTIPLE);
        assertThat(multiple.err()).contains("more than one solution");
        assertThat(Cli.run("print", "-o", pdf.toString(), "-f", dir.resolve("none.txt").toString()).exitCode())
                .isEqualTo(ExitCodes.ERROR);
        assertThat(pdf).doesNotExist();
    }

    @Test
    void aMissingFolderIsNamed() {
        Cli r = Cli.run("print", "-o", dir.resolve("no/such/book.pdf").toString(), PUZZLE);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(r.err()).contains("no such folder");
    }

    @Test
    void aNumberedPageGoesBeforeTheExtension() {
        assertThat(PrintCommand.numbered(Path.of("out/book.svg"), 3)).isEqualTo(Path.of("out/book-3.svg"));
        assertThat(PrintCommand.numbered(Path.of("book"), 2)).isEqualTo(Path.of("book-2"));
    }

    private Path puzzleFile() throws IOException {
        return Files.writeString(dir.resolve("five.txt"), String.join("\n", FIVE) + "\n");
    }

    static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> byClass(Document doc, String tag, String cls) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = doc.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            if (cls.equals(e.getAttribute("class"))) {
                found.add(e);
            }
        }
        return found;
    }

    /** The board's digits in bold ({@code bold}) or not, as a line with . elsewhere. */
    static String shown(Element board, boolean bold) {
        StringBuilder line = new StringBuilder();
        NodeList cells = board.getElementsByTagName("g");
        for (int i = 0; i < cells.getLength(); i++) {
            NodeList texts = ((Element) cells.item(i)).getElementsByTagName("text");
            Element t = texts.getLength() == 0 ? null : (Element) texts.item(0);
            boolean isBold = t != null && "bold".equals(t.getAttribute("font-weight"));
            line.append(t != null && isBold == bold ? t.getTextContent() : ".");
        }
        return line.toString();
    }

    private static String merge(String a, String b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length(); i++) {
            sb.append(a.charAt(i) != '.' ? a.charAt(i) : b.charAt(i));
        }
        return sb.toString();
    }
}
