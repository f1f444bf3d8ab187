/**
 * The board and the search: geometries, grids and their text forms ({@code sudoku.core}), and
 * the solving engines with their results ({@code sudoku.solve}). The engines' bit-level search
 * ({@code sudoku.solve.internal}) is not part of the API.
 */
module sudoku.core {
    exports sudoku.core;
    exports sudoku.solve;
}
