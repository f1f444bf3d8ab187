/**
 * The front door ({@code sudoku.Sudoku}: parse, solve, count, explain, rate, generate) and the
 * generator with its options ({@code sudoku.generate}).
 */
module sudoku.generate {
    requires transitive sudoku.logic;
    requires java.management; // thread CPU time in a batch's summary

    exports sudoku;
    exports sudoku.generate;
}
