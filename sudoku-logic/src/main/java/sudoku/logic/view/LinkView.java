package sudoku.logic.view;

import java.util.List;

/**
 * A chain link in the JSON form; {@code type} is {@code strong} or {@code weak}. {@code from} and
 * {@code to} give a group's first cell; {@code fromCells} and {@code toCells} every cell of each
 * end (one for a single candidate); {@code branch} numbers the branches of a forcing chain from 0.
 */
public record LinkView(CellDigit from, CellDigit to, String type, List<String> fromCells, List<String> toCells,
                       int branch) {
}
