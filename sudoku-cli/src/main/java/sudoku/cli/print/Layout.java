package sudoku.cli.print;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import sudoku.core.Cage;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.Variant;
import sudoku.logic.Level;

/**
 * The pages of a puzzle book and where everything on them goes, as the web page's print view
 * lays them out (style.css, {@code @media print}): an A4 page, one board 160 mm wide or four of
 * 82 mm in two columns, 12 mm apart, each under its caption; solution pages hold four boards
 * under a heading. Lengths are millimetres from the top-left corner.
 */
public final class Layout {
    /** A4. */
    static final double PAGE_WIDTH = 210;
    static final double PAGE_HEIGHT = 297;
    private static final double MARGIN = 15;
    private static final double PADDING = 8;
    private static final double GAP = 12;
    /** Millimetres in a typographic point. */
    static final double MM_PER_PT = 25.4 / 72;
    /** The page's lines: 1 px grey inside boxes, 2 px between boxes, 2.5 px around the board. */
    private static final double THIN = 0.26;
    private static final double THICK = 0.53;
    private static final double OUTER = 0.66;
    private static final int THIN_GREY = 0x77;
    /** Windoku's windows are shaded, X's diagonals grey; killer cages dashed, inset into their cells. */
    private static final int WINDOW_GREY = 0xE4;
    private static final int DIAGONAL_GREY = 0xB8;
    private static final double CAGE_LINE = 0.2;
    private static final double CAGE_INSET = 0.1;
    private static final double CAGE_DASH = 0.08;
    private static final double CAGE_SUM = 0.24;
    /** Where a digit's baseline sits below the middle of its cell, in font sizes (half a cap height). */
    private static final double HALF_CAP = 0.36;

    private Layout() {
    }

    /** One board on a page: its caption, the puzzle (whose clues are bold) and the grid shown. */
    public record Board(String caption, Grid puzzle, Grid shown) {
    }

    /** A page: a heading (null for none), whether it holds four boards rather than one, its boards. */
    public record Page(String heading, boolean four, List<Board> boards) {
    }

    /**
     * The pages for {@code puzzles}, {@code perPage} (1 or 4) to a page under {@code title} (null
     * for none), then, when {@code solutions} is not null, four solutions to a page. Captions
     * name the puzzles' {@code level} when it is not null.
     */
    public static List<Page> book(List<Grid> puzzles, List<Grid> solutions, int perPage, String title,
                                  Level level, Language language) {
        if (perPage != 1 && perPage != 4) {
            throw new IllegalArgumentException("a page holds 1 or 4 puzzles, not " + perPage);
        }
        List<Board> boards = new ArrayList<>();
        List<Board> answers = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            String caption = language.puzzle(i + 1) + (level == null ? "" : " · " + language.level(level));
            boards.add(new Board(caption, puzzles.get(i), puzzles.get(i)));
            if (solutions != null) {
                answers.add(new Board(caption, puzzles.get(i), solutions.get(i)));
            }
        }
        List<Page> pages = new ArrayList<>();
        for (int i = 0; i < boards.size(); i += perPage) {
            pages.add(new Page(title, perPage == 4, boards.subList(i, Math.min(boards.size(), i + perPage))));
        }
        String heading = title == null ? language.solutions() : title + " · " + language.solutions();
        for (int i = 0; i < answers.size(); i += 4) {
            pages.add(new Page(heading, true, answers.subList(i, Math.min(answers.size(), i + 4))));
        }
        return pages;
    }

    /** Draws {@code page} on {@code canvas}. */
    static void draw(Page page, PageCanvas canvas) {
        int columns = page.four() ? 2 : 1;
        double size = page.four() ? 82 : 160;
        double left = (PAGE_WIDTH - columns * size - (columns - 1) * GAP) / 2;
        double top = MARGIN + PADDING;
        if (page.heading() != null) {
            double heading = 14 * MM_PER_PT;
            canvas.label("heading", left, top + 0.8 * heading, heading, true, page.heading());
            top += heading + GAP;
        }
        double caption = 10 * MM_PER_PT;
        double rowHeight = caption + 2 + size + GAP;
        for (int i = 0; i < page.boards().size(); i++) {
            Board board = page.boards().get(i);
            double x = left + (i % columns) * (size + GAP);
            double y = top + (i / columns) * rowHeight;
            canvas.beginBoard(board.caption());
            canvas.label("caption", x, y + 0.8 * caption, caption, false, board.caption());
            drawBoard(canvas, board, x, y + caption + 2, size, (page.four() ? 12 : 20) * MM_PER_PT);
            canvas.endBoard();
        }
    }

    /**
     * A board of side {@code size} at ({@code x}, {@code y}), as the web page draws it: Windoku's
     * windows shaded, then the digits, thin lines, box or jigsaw-region lines and the outer frame,
     * X's diagonals, and killer cages as dashed outlines inside their cells with their sums in the
     * corner of each cage's first cell.
     */
    private static void drawBoard(PageCanvas canvas, Board board, double x, double y, double size, double font) {
        Geometry g = board.shown().geometry();
        Variant rules = g.variant();
        int n = g.side();
        double cell = size / n;
        List<double[]> windows = new ArrayList<>();
        for (int u = 0; u < g.unitCount(); u++) {
            if (g.kind(u) == Geometry.UnitKind.WINDOW) {
                for (int c : g.unit(u)) {
                    windows.add(new double[] {x + g.col(c) * cell, y + g.row(c) * cell, cell, cell});
                }
            }
        }
        canvas.fill(windows.toArray(double[][]::new), WINDOW_GREY);
        if (rules.hasDiagonals()) {
            canvas.lines(new double[][] {{x, y, x + size, y + size}, {x + size, y, x, y + size}}, THICK,
                    DIAGONAL_GREY, 0);
        }
        double digit = Math.min(Math.max(font, 0.4 * cell), 0.62 * cell); // the page's size on 9x9, scaled on others
        if (!rules.cages().isEmpty()) {
            digit = Math.min(digit, 0.5 * cell); // room for the cage sums in the corners
        }
        for (int c = 0; c < g.cellCount(); c++) {
            int d = board.shown().get(c);
            canvas.cell(g.cellName(c), x + (g.col(c) + 0.5) * cell, y + (g.row(c) + 0.5) * cell + HALF_CAP * digit,
                    digit, d == 0 ? null : String.valueOf(Geometry.symbol(d)), board.puzzle().get(c) != 0);
        }
        int[] regions = rules.regions();
        List<double[]> thin = new ArrayList<>();
        List<double[]> thick = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int k = 0; k < n; k++) {
                int c = g.cell(r, k);
                if (k + 1 < n) { // the line right of the cell
                    boolean border = regions != null ? regions[c] != regions[c + 1]
                            : g.hasBoxes() && (k + 1) % g.boxCols() == 0;
                    (border ? thick : thin).add(new double[] {x + (k + 1) * cell, y + r * cell,
                            x + (k + 1) * cell, y + (r + 1) * cell});
                }
                if (r + 1 < n) { // the line below the cell
                    boolean border = regions != null ? regions[c] != regions[c + n]
                            : g.hasBoxes() && (r + 1) % g.boxRows() == 0;
                    (border ? thick : thin).add(new double[] {x + k * cell, y + (r + 1) * cell,
                            x + (k + 1) * cell, y + (r + 1) * cell});
                }
            }
        }
        canvas.lines(thin.toArray(double[][]::new), THIN, THIN_GREY, 0);
        canvas.lines(thick.toArray(double[][]::new), THICK, 0, 0);
        double h = OUTER / 2;
        canvas.lines(new double[][] {
                {x - h, y, x + size + h, y}, {x - h, y + size, x + size + h, y + size},
                {x, y - h, x, y + size + h}, {x + size, y - h, x + size, y + size + h}}, OUTER, 0, 0);
        List<Cage> cages = new ArrayList<>(rules.cages()); // by first cell: the same drawing however they were listed
        cages.sort(Comparator.comparingInt(Layout::firstCell));
        List<double[]> outlines = new ArrayList<>();
        for (Cage cage : cages) {
            for (double[] s : cageOutline(g, cage)) {
                outlines.add(new double[] {x + s[0] * cell, y + s[1] * cell, x + s[2] * cell, y + s[3] * cell});
            }
        }
        canvas.lines(outlines.toArray(double[][]::new), CAGE_LINE, 0, CAGE_DASH * cell);
        double sum = CAGE_SUM * cell;
        for (Cage cage : cages) {
            int first = firstCell(cage);
            String text = String.valueOf(cage.sum());
            double left = x + g.col(first) * cell + 0.05 * cell;
            double top = y + g.row(first) * cell + 0.05 * cell;
            // on white, over the outline's corner, as the page draws it
            canvas.fill(new double[][] {{left, top, (text.length() * 0.6 + 0.2) * sum, sum}}, 0xFF);
            canvas.label("cage-sum", left + 0.1 * sum, top + 0.85 * sum, sum, false, text);
        }
    }

    private static int firstCell(Cage cage) {
        return cage.cells().stream().mapToInt(Integer::intValue).min().orElseThrow();
    }

    /**
     * A cage's outline inset into its cells, as segments {@code {x1, y1, x2, y2}} in cell units:
     * each side with no cage cell beyond it, its ends drawn out to meet the next side (past the
     * cell's edge at an inner corner, short of it at an outer one).
     */
    static List<double[]> cageOutline(Geometry g, Cage cage) {
        int n = g.side();
        boolean[] inside = new boolean[g.cellCount()];
        cage.cells().forEach(c -> inside[c] = true);
        double edge = 0.5 - CAGE_INSET;
        List<double[]> segments = new ArrayList<>();
        for (int c : cage.cells().stream().sorted().toList()) {
            int r = g.row(c);
            int k = g.col(c);
            for (int[] out : new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}}) { // {dx, dy} towards the side
                int nx = out[0];
                int ny = out[1];
                if (in(inside, n, r + ny, k + nx)) {
                    continue;
                }
                int ux = ny; // along the side
                int uy = nx;
                double[] segment = new double[4];
                for (int end = 0; end < 2; end++) {
                    int s = end == 0 ? -1 : 1;
                    double along = !in(inside, n, r + uy * s, k + ux * s) ? edge
                            : in(inside, n, r + uy * s + ny, k + ux * s + nx) ? 0.5 + CAGE_INSET : 0.5;
                    segment[2 * end] = k + 0.5 + nx * edge + ux * s * along;
                    segment[2 * end + 1] = r + 0.5 + ny * edge + uy * s * along;
                }
                segments.add(segment);
            }
        }
        return segments;
    }

    /** Whether the cell at row {@code r}, column {@code k} of a side-{@code n} board is on and marked in {@code inside}. */
    private static boolean in(boolean[] inside, int n, int r, int k) {
        return r >= 0 && r < n && k >= 0 && k < n && inside[r * n + k];
    }
}
