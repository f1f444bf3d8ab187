package sudoku.logic.view.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A chain link: its two ends, {@code strong} or {@code weak}, every cell of each end (one for a
 * single candidate, several for a group; {@code from} and {@code to} give a group's first cell),
 * and the branch of a forcing chain it belongs to, numbered from 0.
 *
 * @param from      the candidate the link starts from
 * @param to        the candidate it leads to
 * @param type      {@code strong} or {@code weak}
 * @param fromCells every cell of the starting end
 * @param toCells   every cell of the far end
 * @param branch    the forcing chain's branch, from 0 (0 for a single chain)
 */
public record LinkView(CellDigit from, CellDigit to, String type,
                       @JsonProperty("from_cells") List<String> fromCells,
                       @JsonProperty("to_cells") List<String> toCells,
                       int branch) {
}
