package sudoku.cli.print;

import java.util.ArrayList;
import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.Grid;
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

    /** A board of side {@code size} at ({@code x}, {@code y}): digits, then thin, box and outer lines. */
    private static void drawBoard(PageCanvas canvas, Board board, double x, double y, double size, double font) {
        Geometry g = board.shown().geometry();
        int n = g.side();
        double cell = size / n;
        double digit = Math.min(Math.max(font, 0.4 * cell), 0.62 * cell); // the page's size on 9x9, scaled on others
        for (int c = 0; c < g.cellCount(); c++) {
            int d = board.shown().get(c);
            canvas.cell(g.cellName(c), x + (g.col(c) + 0.5) * cell, y + (g.row(c) + 0.5) * cell + HALF_CAP * digit,
                    digit, d == 0 ? null : String.valueOf(Geometry.symbol(d)), board.puzzle().get(c) != 0);
        }
        List<double[]> thin = new ArrayList<>();
        List<double[]> thick = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            double at = i * cell;
            boolean boxCol = g.hasBoxes() && i % g.boxCols() == 0;
            boolean boxRow = g.hasBoxes() && i % g.boxRows() == 0;
            (boxCol ? thick : thin).add(new double[] {x + at, y, x + at, y + size});
            (boxRow ? thick : thin).add(new double[] {x, y + at, x + size, y + at});
        }
        canvas.lines(thin.toArray(double[][]::new), THIN, THIN_GREY);
        canvas.lines(thick.toArray(double[][]::new), THICK, 0);
        double h = OUTER / 2;
        canvas.lines(new double[][] {
                {x - h, y, x + size + h, y}, {x - h, y + size, x + size + h, y + size},
                {x, y - h, x, y + size + h}, {x + size, y - h, x + size, y + size + h}}, OUTER, 0);
    }
}
