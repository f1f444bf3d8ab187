package sudoku.logic.view;

/** A chain link in the JSON form; {@code type} is {@code strong} or {@code weak}. */
public record LinkView(CellDigit from, CellDigit to, String type) {
}
