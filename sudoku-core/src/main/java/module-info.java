/**
 * The board and the search: geometries, grids, variants and their text forms and the one
 * exception family ({@code sudoku.core}), puzzles read from files and lines in any format
 * ({@code sudoku.input}), and the solving engines' interface with their results
 * ({@code sudoku.solve}). The engines themselves and their bit-level search
 * ({@code sudoku.solve.internal}) and the project's own helpers ({@code sudoku.core.bits},
 * {@code sudoku.core.internal}) are not part of the API.
 */
module sudoku.core {
    exports sudoku.core;
    // puzzles read from text in every format the project knows, one record per puzzle
    exports sudoku.input;
    exports sudoku.solve;
    // the community's puzzle strings, links and files (SudokuWiki, f-puzzles, SudokuPad, HoDoKu, ...), for the
    // project's own modules: a library user reads them through PuzzleRecord and Sudoku.parse, which detect them
    exports sudoku.format to sudoku.logic, sudoku.generate, sudoku.server, sudoku.cli;
    requires com.fasterxml.jackson.databind;
    // the digit-set bit helper, below the board (it names nothing of it): for the project's own modules only
    exports sudoku.core.bits to sudoku.logic, sudoku.generate, sudoku.scan, sudoku.server, sudoku.cli;
    // the shared unit and peer tables without copies: for the project's own modules only
    exports sudoku.core.internal to sudoku.logic, sudoku.generate, sudoku.scan, sudoku.server, sudoku.cli;
    // the engines by class, for the project's own commands and server (users reach them through Solvers)
    exports sudoku.solve.internal to sudoku.generate, sudoku.server, sudoku.cli;
}
