package sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import sudoku.core.Geometry;

/**
 * {@code sudoku print} on variants: what the page draws is on paper too. The expected lines are
 * counted here from the puzzle's own maps: X's two diagonals, Windoku's 36 shaded cells, a thick
 * line wherever two neighbouring cells are in different jigsaw regions, a dashed side wherever a
 * cage's cell has no cage mate beyond it, and each cage's sum in its first cell.
 */
class PrintVariantsTest {
    private static final String X =
            "x:..........2..63..4.1...5.......32......1..5.6..4.....949..........5....8......2..";
    private static final String WINDOKU =
            "windoku:...6..97........8.7.......4..2...3..91...3..8..4......8..5...97...............5..";
    private static final String JIGSAW = "....3..7....6...1..........1......5..6.....4..5.26.....2.......6..1...95.7.3....2";
    private static final String REGIONS =
            "111122333112222333144222333114556666444556566444555566777889999777889999777888889";
    private static final String CAGES =
            "aabcddeefbbbbgheeeijjklhhhmijnllloompjnqqrrrmppsttuvvvwxstyyzAAxxBCyyzADxBBCEyDDD";
    private static final String SUMS = "a=11,b=27,c=4,d=15,e=25,f=2,g=5,h=13,i=11,j=20,k=2,l=24,m=22,n=10,o=6,p=12,"
            + "q=12,r=12,s=9,t=16,u=2,v=22,w=8,x=14,y=21,z=9,A=12,B=20,C=14,D=24,E=1";
    private static final String KILLER =
            "killer:...............................9.............................6................8.. " + CAGES
                    + " " + SUMS;
    /** The page's 160 mm board, centred on the 210 mm page. */
    private static final double CELL = 160.0 / 9;
    private static final double LEFT = (210 - 160) / 2.0;

    @TempDir
    Path dir;

    @Test
    void xSudokuHasBothDiagonalsCornerToCorner() throws Exception {
        Document svg = svgOf("print", X);
        List<double[]> diagonals = segments(paths(svg, "stroke", "#b8b8b8"));
        assertThat(diagonals).hasSize(2);
        for (double[] d : diagonals) {
            assertThat(Math.abs(d[2] - d[0])).isCloseTo(160, org.assertj.core.data.Offset.offset(0.01));
            assertThat(Math.abs(d[3] - d[1])).isCloseTo(160, org.assertj.core.data.Offset.offset(0.01));
        }
        assertThat(paths(svg, "stroke-dasharray", null)).isEmpty();
        assertThat(PrintCommandTest.shown(PrintCommandTest.byClass(svg, "g", "board").get(0), true))
                .isEqualTo(X.substring(2));
    }

    @Test
    void windokuShadesItsFourWindowsOnly() throws Exception {
        Document svg = svgOf("print", "--variant", "windoku", WINDOKU.substring("windoku:".length()));
        List<Element> fills = paths(svg, "fill", "#e4e4e4");
        assertThat(fills).hasSize(1);
        String d = fills.get(0).getAttribute("d");
        assertThat(d.chars().filter(ch -> ch == 'z').count()).isEqualTo(36);
        assertThat(paths(svg, "stroke", "#b8b8b8")).as("no diagonals").isEmpty();
    }

    @Test
    void jigsawRegionsHaveThickBordersAndNoBoxLines() throws Exception {
        Document svg = svgOf("print", "jigsaw:" + JIGSAW + " " + REGIONS);
        int borders = 0;
        for (int c = 0; c < 81; c++) {
            borders += c % 9 < 8 && REGIONS.charAt(c) != REGIONS.charAt(c + 1) ? 1 : 0;
            borders += c < 72 && REGIONS.charAt(c) != REGIONS.charAt(c + 9) ? 1 : 0;
        }
        List<double[]> thick = segments(paths(svg, "stroke-width", "0.53"));
        assertThat(thick).hasSize(borders);
        double top = top(svg);
        for (double[] s : thick) { // every one separates two cells of different regions
            boolean vertical = Math.abs(s[0] - s[2]) < 1e-6;
            int row = (int) Math.floor((Math.min(s[1], s[3]) - top) / CELL + 0.5);
            int col = (int) Math.floor((Math.min(s[0], s[2]) - LEFT) / CELL + 0.5);
            int a = vertical ? row * 9 + col - 1 : (row - 1) * 9 + col;
            int b = vertical ? a + 1 : a + 9;
            assertThat(REGIONS.charAt(a)).as("cells %d and %d", a, b).isNotEqualTo(REGIONS.charAt(b));
        }
    }

    @Test
    void killerCagesAreDashedOutlinesWithTheirSumsInTheirFirstCells() throws Exception {
        Document svg = svgOf("print", KILLER);
        Map<Character, Integer> sums = new HashMap<>();
        for (String part : SUMS.split(",")) {
            sums.put(part.charAt(0), Integer.parseInt(part.substring(2)));
        }
        Map<String, String> expected = new TreeMap<>();
        int sides = 0;
        Geometry g = Geometry.CLASSIC;
        for (int c = 0; c < 81; c++) {
            char cage = CAGES.charAt(c);
            if (CAGES.indexOf(cage) == c) {
                expected.put(g.cellName(c), String.valueOf(sums.get(cage)));
            }
            int r = c / 9;
            int k = c % 9;
            sides += (r == 0 || CAGES.charAt(c - 9) != cage ? 1 : 0) + (r == 8 || CAGES.charAt(c + 9) != cage ? 1 : 0)
                    + (k == 0 || CAGES.charAt(c - 1) != cage ? 1 : 0) + (k == 8 || CAGES.charAt(c + 1) != cage ? 1 : 0);
        }
        List<Element> dashed = paths(svg, "stroke-dasharray", null);
        assertThat(dashed).hasSize(1);
        assertThat(segments(dashed)).hasSize(sides);
        Map<String, String> shown = new TreeMap<>();
        double top = top(svg);
        for (Element sum : PrintCommandTest.byClass(svg, "text", "cage-sum")) {
            int col = (int) ((Double.parseDouble(sum.getAttribute("x")) - LEFT) / CELL);
            int row = (int) ((Double.parseDouble(sum.getAttribute("y")) - top) / CELL);
            shown.put(g.cellName(row * 9 + col), sum.getTextContent());
        }
        assertThat(shown).isEqualTo(expected);
    }

    @Test
    void generatedVariantsArePrintedWithSolutionsThatKeepTheirRules() throws IOException {
        Path pdf = dir.resolve("killers.pdf");
        Cli r = Cli.run("print", "--generate", "2", "--variant", "killer-x", "--seed", "7", "--per-page", "4",
                "--solutions", "-o", pdf.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(2);
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setStartPage(2);
            stripper.setEndPage(2);
            String solutions = stripper.getText(doc);
            assertThat(solutions).contains("Solutions", "Puzzle 2");
        }
        // the same seed gives the same puzzles to generate: their lines print as the book's pages
        Cli lines = Cli.run("generate", "-n", "2", "--variant", "killer-x", "--seed", "7");
        assertThat(lines.exitCode()).as(lines.err()).isZero();
        Path file = Files.writeString(dir.resolve("k.txt"), lines.out());
        Cli svg = Cli.run("print", "-f", file.toString(), "--per-page", "4");
        Cli generated = Cli.run("print", "--generate", "2", "--variant", "killer-x", "--seed", "7", "--per-page", "4");
        assertThat(svg.exitCode()).as(svg.err()).isZero();
        assertThat(generated.out()).isEqualTo(svg.out());
    }

    @Test
    void anUnknownVariantIsAUsageError() {
        Cli r = Cli.run("print", "--variant", "sideways", X.substring(2));
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--variant");
    }

    private Document svgOf(String... args) throws Exception {
        Cli r = Cli.run(args);
        assertThat(r.exitCode()).as(r.err()).isZero();
        return PrintCommandTest.parse(r.out());
    }

    /** The paths whose {@code attribute} is {@code value} (or is present at all, for null). */
    private static List<Element> paths(Document svg, String attribute, String value) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = svg.getElementsByTagName("path");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            if (value == null ? e.hasAttribute(attribute) : value.equals(e.getAttribute(attribute))) {
                found.add(e);
            }
        }
        return found;
    }

    /** The {@code M x y L x y} segments of the paths. */
    private static List<double[]> segments(List<Element> paths) {
        List<double[]> out = new ArrayList<>();
        for (Element p : paths) {
            for (String part : p.getAttribute("d").split("M")) {
                if (part.isBlank()) {
                    continue;
                }
                String[] ends = part.split("L");
                String[] a = ends[0].trim().split(" ");
                String[] b = ends[1].trim().split(" ");
                out.add(new double[] {Double.parseDouble(a[0]), Double.parseDouble(a[1]),
                        Double.parseDouble(b[0]), Double.parseDouble(b[1])});
            }
        }
        return out;
    }


    /** The board's top edge: the outer frame's top line. */
    private static double top(Document svg) {
        double top = Double.MAX_VALUE;
        for (double[] s : segments(paths(svg, "stroke-width", "0.66"))) {
            top = Math.min(top, Math.min(s[1], s[3]));
        }
        return top;
    }
}
