package sudoku.scan.train;

import java.awt.Color;
import java.awt.Font;
import java.util.List;

/**
 * How a board looks on screen: the page around it, its lines and its digits.
 *
 * @param name       the name printed in the benchmark's table
 * @param page       the page's colour around the board
 * @param panel      the cells' colour
 * @param thin       the lines between cells
 * @param thick      the lines between boxes and around the board
 * @param thinWidth  the thin lines' width, as a share of a cell
 * @param thickWidth the box lines' width, as a share of a cell
 * @param outerWidth the border's width, as a share of a cell
 * @param given      the digits' colour
 * @param font       the digits' font
 * @param digitSize  the digits' font size, as a share of a cell
 * @param highlight  a colour for a row, column and box lit up as by a selection, or null
 */
public record BoardStyle(String name, Color page, Color panel, Color thin, Color thick, double thinWidth,
                         double thickWidth, double outerWidth, Color given, Font font, double digitSize,
                         Color highlight) {
    /** The page's own board, light theme (style.css: --panel, --line, --line-strong, --given; a cell is 1/15 of the board's font size). */
    public static BoardStyle pageLight() {
        return new BoardStyle("page light", new Color(0xf3f5fa), Color.WHITE, new Color(0xc9d0de), new Color(0x2b3448),
                1.0 / 60, 2.0 / 60, 3.0 / 60, new Color(0x1c2333), FontSet.page(), 9.0 / 15, new Color(0xe9eefa));
    }

    /** The page's own board, dark theme. */
    public static BoardStyle pageDark() {
        return new BoardStyle("page dark", new Color(0x12161f), new Color(0x1b2130), new Color(0x394257),
                new Color(0xc4cbda), 1.0 / 60, 2.0 / 60, 3.0 / 60, new Color(0xeef1f7), FontSet.page(), 9.0 / 15,
                new Color(0x26324a));
    }

    /** A printed newspaper grid: black hairlines, heavy box lines, a serif face. */
    public static BoardStyle newspaper() {
        return new BoardStyle("newspaper", Color.WHITE, Color.WHITE, Color.BLACK, Color.BLACK, 1.0 / 45, 3.0 / 45,
                3.0 / 45, Color.BLACK, FontSet.first("opentype/urw-base35/NimbusRoman-Bold.otf",
                "truetype/liberation/LiberationSerif-Bold.ttf"), 0.62, null);
    }

    /** A phone app: pale lines, a lit-up row, column and box, a light sans face. */
    public static BoardStyle app() {
        return new BoardStyle("app", new Color(0xfafafa), Color.WHITE, new Color(0xe0e0e0), new Color(0x8e8e8e),
                1.0 / 50, 2.0 / 50, 2.0 / 50, new Color(0x212121), FontSet.first("truetype/noto/NotoSans-Regular.ttf",
                "truetype/dejavu/DejaVuSans.ttf"), 0.55, new Color(0xbbdefb));
    }

    /** The layouts of the screenshot benchmark. */
    public static List<BoardStyle> screenshots() {
        return List.of(pageLight(), pageDark(), newspaper(), app());
    }
}
