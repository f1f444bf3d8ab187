/**
 * Reads a Sudoku from an image ({@code sudoku.scan.Scanner}): finds the grid, straightens it,
 * reads each cell with a small digit classifier and repairs an unlikely read with the solver.
 * {@code sudoku.scan.train} makes the synthetic images the classifier learns from and is measured on.
 */
module sudoku.scan {
    requires transitive sudoku.core;
    requires transitive java.desktop;
    requires java.management; // thread CPU time in the benchmark

    exports sudoku.scan;
    exports sudoku.scan.train;
}
