package sudoku.server;

import java.util.List;
import sudoku.core.Geometry;
import sudoku.core.Grid;
import sudoku.core.GridFormat;
import sudoku.core.PuzzleFormatException;

/**
 * Reads a puzzle (or a player's grid) from a request field, turning format problems into 400s
 * that name the field, the cell and the line and column of the text.
 */
final class PuzzleField {
    private PuzzleField() {
    }

    /** The puzzle in {@code field}: checked symbols, no clashing clues, side at most {@code maxSide}. */
    static Grid puzzle(JsonBody body, String field, int maxSide) {
        Grid grid = unchecked(body.text(field), field, maxSide);
        List<Grid.Conflict> clashes = grid.conflicts();
        if (!clashes.isEmpty()) {
            throw clash(grid, clashes, field);
        }
        return grid;
    }

    /** A grid that may clash (a player's progress), with the same format checks. */
    static Grid unchecked(String text, String field, int maxSide) {
        if (text.length() > 4 * Geometry.MAX_SIDE * Geometry.MAX_SIDE) {
            throw ApiException.badRequest("field '" + field + "' is too long (" + text.length() + " characters)")
                    .with("field", field);
        }
        Grid grid;
        try {
            grid = GridFormat.parseUnchecked(text);
        } catch (PuzzleFormatException e) {
            ApiException ex = ApiException.badRequest(field + ": " + e.getMessage()).with("field", field);
            if (e.line() > 0) {
                ex.with("line", e.line()).with("column", e.column()).with("cell", cellAt(text, e.line(), e.column()));
            }
            throw ex;
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(field + ": " + e.getMessage()).with("field", field);
        }
        int side = grid.geometry().side();
        if (side > maxSide) {
            throw ApiException.badRequest(field + ": a " + side + "x" + side + " board is larger than this "
                    + "request allows (at most " + maxSide + "x" + maxSide + ")").with("field", field);
        }
        return grid;
    }

    /** The 400 for clashing clues: names the unit and both cells of the first clash. */
    static ApiException clash(Grid grid, List<Grid.Conflict> clashes, String field) {
        Grid.Conflict c = clashes.get(0);
        Geometry g = grid.geometry();
        return ApiException.badRequest(field + ": clashing clues: " + c.describe(g)
                        + (clashes.size() > 1 ? " (and " + (clashes.size() - 1) + " more)" : ""))
                .with("field", field)
                .with("cell", g.cellName(c.secondCell()))
                .with("cells", List.of(g.cellName(c.firstCell()), g.cellName(c.secondCell())));
    }

    /** The name of the cell read at a 1-based line and column, counting only non-decoration characters. */
    private static String cellAt(String text, long line, int column) {
        int count = 0;
        long l = 1;
        int col = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            col++;
            if (ch == '\n') {
                l++;
                col = 0;
                continue;
            }
            if (l == line && col == column) {
                return cellName(text, count);
            }
            if (!(ch == '|' || ch == '-' || ch == '+' || Character.isWhitespace(ch))) {
                count++;
            }
        }
        return null;
    }

    private static String cellName(String text, int cell) {
        int cells = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (!(ch == '|' || ch == '-' || ch == '+' || Character.isWhitespace(ch))) {
                cells++;
            }
        }
        Geometry g = Geometry.forCellCount(cells);
        return g == null ? null : g.cellName(cell);
    }
}
