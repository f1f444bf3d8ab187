package sudoku.scan;

import java.util.List;
import sudoku.core.Grid;

/**
 * A puzzle read from an image.
 *
 * @param puzzle    the puzzle after the repair (the reader's first choices when nothing was repaired)
 * @param firstRead the reader's first choice in every cell, before the repair
 * @param cells     the 81 cells' readings, in cell order
 * @param solutions the puzzle's solutions, counted up to 2 (0: none, 2: several)
 * @param status    {@code unique} (read as it stands), {@code repaired}, {@code no_solution} or
 *                  {@code several_solutions} (the repair found no single way out)
 * @param corners   the grid's corners in the picture
 * @param width     the picture's width, as upright, in the pixels the corners are given in
 * @param height    the picture's height, likewise
 */
public record ScanResult(Grid puzzle, Grid firstRead, List<CellReading> cells, long solutions, String status,
                         Quad corners, int width, int height) {
    /** Copies the list. */
    public ScanResult {
        cells = List.copyOf(cells);
    }

    /** The cells still in doubt, in cell order. */
    public List<Integer> doubtful() {
        return cells.stream().filter(CellReading::doubtful).map(CellReading::cell).toList();
    }

    /** The cells the repair changed, in cell order. */
    public List<Integer> repaired() {
        return cells.stream().filter(CellReading::repaired).map(CellReading::cell).toList();
    }

    /** Whether the puzzle has exactly one solution and no cell is in doubt. */
    public boolean isCertain() {
        return solutions == 1 && doubtful().isEmpty();
    }
}
