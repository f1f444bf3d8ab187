package sudoku.cli.print;

/**
 * What a page is drawn on: SVG text or a PDF content stream. Lengths are millimetres from the
 * page's top-left corner, y growing downwards; {@link Layout} decides every position.
 */
interface PageCanvas {
    /** A heading or caption whose baseline starts at ({@code x}, {@code y}). */
    void label(String kind, double x, double y, double sizeMm, boolean bold, String text);

    /** Starts a board with its caption (SVG groups the board's cells). */
    void beginBoard(String caption);

    /**
     * One cell, named like {@code A1}: its symbol centred on {@code x} with its baseline at
     * {@code y}, bold for a clue; {@code symbol} is null for an empty cell.
     */
    void cell(String name, double x, double y, double sizeMm, String symbol, boolean clue);

    /**
     * Straight segments {@code {x1, y1, x2, y2}} of one width and grey level (0 black, 255 white),
     * solid when {@code dashMm} is 0, else dashes of that length with gaps three quarters as long.
     */
    void lines(double[][] segments, double widthMm, int grey, double dashMm);

    /** Rectangles {@code {x, y, width, height}} filled with one grey level, under what is drawn after. */
    void fill(double[][] rectangles, int grey);

    /** Ends the board begun last. */
    void endBoard();
}
